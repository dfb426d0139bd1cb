/** spec/2 §5 Complementary products, §9 Other: complementary limit 4. */
export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;

/** spec/2 §9 Other; spec/3 §9: related products limit 8. */
export const RELATED_PRODUCTS_LIMIT = 8;

/** A product attribute as the commerce answer lists them (spec/3 §3 Product attributes). */
export interface ProductAttribute {
  name: string;
  value: unknown;
}

/** A product that may be shown beside another (spec/2 §5: only published, in-stock related products). */
export interface RelatedProduct {
  sku: string;
  published: boolean;
  /** spec/2 §3 Product availability: isOnStock. */
  isOnStock: boolean;
}

/** A category id given as text, or as a reference `{ typeId: 'category', id }` (commercetools' reference shape). */
function categoryId(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry === '' ? undefined : entry;
  if (typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string') return entry.id;
  return undefined;
}

/**
 * spec/2 §5 Complementary products: the base product's referenced category ids come from its first master variant's
 * first attribute. The attribute holds a reference set; a single reference is read as a set of one. Entries that are
 * not category ids are skipped and repeats dropped. An empty list means there is nothing to load.
 */
export function referencedCategoryIds(
  masterVariants: readonly { attributes?: readonly ProductAttribute[] }[],
): string[] {
  const value = masterVariants[0]?.attributes?.[0]?.value;
  const entries: readonly unknown[] = Array.isArray(value) ? value : [value];
  const ids = new Set<string>();
  for (const entry of entries) {
    const id = categoryId(entry);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

function publishedInStock<P extends RelatedProduct>(products: readonly P[], limit: number, exceptSku?: string): P[] {
  const shown: P[] = [];
  for (const product of products) {
    if (shown.length === limit) break;
    if (product.published && product.isOnStock && product.sku !== exceptSku) shown.push(product);
  }
  return shown;
}

/**
 * spec/2 §5 Complementary products: nothing when the base product references no category; otherwise the first 4
 * published, in-stock products loaded from those categories. The base product itself is left out (the spec is
 * silent; offering the product just added as its own complement would be a bug to the shopper).
 */
export function complementaryProducts<P extends RelatedProduct>(
  baseSku: string,
  categoryIds: readonly string[],
  loaded: readonly P[],
): P[] {
  if (categoryIds.length === 0) return [];
  return publishedInStock(loaded, COMPLEMENTARY_PRODUCTS_LIMIT, baseSku);
}

/** spec/1 §5 (related items must also be in stock), spec/2 §9: related products are published and in stock, at most 8. */
export function relatedProducts<P extends RelatedProduct>(products: readonly P[]): P[] {
  return publishedInStock(products, RELATED_PRODUCTS_LIMIT);
}
