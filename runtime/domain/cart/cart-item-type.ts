/** spec/2 §3 Cart item types. */
export const CART_ITEM_TYPES = ['standard_product', 'extra_guarantee', 'accessory', 'product'] as const;

export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** Narrows a value from outside (a product type key, a tracking payload) to a cart item type. */
export function isCartItemType(value: unknown): value is CartItemType {
  return (CART_ITEM_TYPES as readonly unknown[]).includes(value);
}
