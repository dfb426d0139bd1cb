/**
 * spec/3 §3 Product meta keywords of a demo product, in one language: its brand, its product type and the names
 * of its category and that category's ancestors (nearest first), each once, comma-separated. The seed writes
 * them; migration 002 fills a store seeded before it the same way.
 */
export function productMetaKeywords(
  brand: string,
  productType: string | undefined,
  categoryNames: readonly string[],
): string {
  const seen = new Set<string>();
  return [brand, productType, ...categoryNames]
    .filter((word): word is string => {
      const key = word?.trim().toLowerCase();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}
