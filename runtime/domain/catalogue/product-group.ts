/** spec/1 §9.7 product group slider: "minimum 3 items". */
export const PRODUCT_GROUP_MIN_ITEMS = 3;

/**
 * Whether a group of products is shown as a product group (a zone's strip): with fewer than the minimum (a sold-out
 * SKU list, a thin category) it is left out rather than shown as a half-empty row.
 */
export function showsProductGroup(count: number): boolean {
  return count >= PRODUCT_GROUP_MIN_ITEMS;
}
