/** spec/2 §5 Complementary products, §9 Other: complementary limit 4. */
export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;

/** spec/2 §9 Other; spec/3 §9: related products limit 8. */
export const RELATED_PRODUCTS_LIMIT = 8;

/** A product that may be shown beside another (spec/2 §5: only published, in-stock related products). */
export interface RelatedProduct {
  sku: string;
  published: boolean;
  /** spec/2 §3 Product availability: isOnStock. */
  isOnStock: boolean;
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
