/** spec/3 §7 Comparison: products fetched from search before ranking. */
export const COMPARISON_FETCH_LIMIT = 30;
/** spec/3 §7 Comparison: products shown after ranking. */
export const COMPARISON_DISPLAY_LIMIT = 5;
/** spec/3 §7 Comparison: attributes compared by default. */
export const COMPARISON_DEFAULT_ATTRIBUTE_LIMIT = 5;
/** spec/3 §7 Comparison: what a missing attribute value shows. */
export const MISSING_ATTRIBUTE_VALUE = '-';

/**
 * spec/3 §7: the tags the ranking rewards. The spec says 'tagged popular' and 'tagged sale'; the tag values are
 * taken word for word, as the spec gives no mapping to the quick tags of spec/3 §3.
 */
export const COMPARISON_POPULAR_TAG = 'popular';
export const COMPARISON_SALE_TAG = 'sale';

// spec/3 §7 Comparison ranking points.
export const IN_STOCK_POINTS = 3;
export const POPULAR_POINTS = 2;
export const SALE_POINTS = 1;

/** What the ranking reads of a product: its variants' stock, first variant first, and its tags. */
export interface ComparableProduct {
  variants: readonly { isOnStock: boolean }[];
  tags: readonly string[];
}

/** spec/3 §7: +3 if the first variant is in stock, +2 if tagged popular, +1 if tagged sale. */
export function comparisonScore(product: ComparableProduct): number {
  return (
    (product.variants[0]?.isOnStock === true ? IN_STOCK_POINTS : 0) +
    (product.tags.includes(COMPARISON_POPULAR_TAG) ? POPULAR_POINTS : 0) +
    (product.tags.includes(COMPARISON_SALE_TAG) ? SALE_POINTS : 0)
  );
}

/**
 * spec/3 §7: sorted by score descending and cut to the display limit. Ties keep the search's order (the sort is
 * stable), so relevance still decides among equals.
 */
export function rankComparisonProducts<P extends ComparableProduct>(
  products: readonly P[],
  limit: number = COMPARISON_DISPLAY_LIMIT,
): P[] {
  return products
    .map((product) => ({ product, score: comparisonScore(product) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ product }) => product);
}

/** spec/3 §7: the attributes compared, cut to the limit (5 by default). */
export function comparedAttributes<A>(
  attributes: readonly A[],
  limit: number = COMPARISON_DEFAULT_ATTRIBUTE_LIMIT,
): A[] {
  return attributes.slice(0, limit);
}

/** spec/3 §7: an attribute value as shown; a missing one (absent, null or blank) is a dash. */
export function comparisonAttributeValue(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return MISSING_ATTRIBUTE_VALUE;
  const text = String(value).trim();
  return text === '' ? MISSING_ATTRIBUTE_VALUE : text;
}
