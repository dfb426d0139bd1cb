/** spec/2 §3 Cart item types. */
export const CART_ITEM_TYPES = ['standard_product', 'extra_guarantee', 'accessory', 'product'] as const;

export type CartItemType = (typeof CART_ITEM_TYPES)[number];
