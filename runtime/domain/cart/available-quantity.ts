import { isVirtualSku } from './virtual-sku.ts';

/** spec/2 §5 Add to cart, §9 Other: maximum quantity of a single product in the cart. */
export const MAX_SINGLE_PRODUCT_QUANTITY = 1000;

/**
 * spec/2 §5 Add to cart: the smaller of (stock − quantity already in cart) and (maximum − quantity already in cart),
 * which is min(stock, maximum) − in cart. Never below 0: the spec says nothing of negative values, and a shop
 * shows "none left", not "−3 left", when the cart already holds more than the stock (stock may drop after adding).
 */
export function availableQuantity(stock: number, quantityInCart: number): number {
  return Math.max(0, Math.min(stock, MAX_SINGLE_PRODUCT_QUANTITY) - quantityInCart);
}

/** spec/2 §5 Add to cart: adding is possible if the available quantity is above 0 or the item is virtual. */
export function canAddToCart(sku: string, available: number): boolean {
  return available > 0 || isVirtualSku(sku);
}

/** What the add-to-cart button reads (spec/2 §5 Add to cart: otherwise the button reads out-of-stock). */
export type AddToCartButtonState = 'addToCart' | 'outOfStock';

/** spec/2 §5 Add to cart, in one call for the product page: the button's state from stock and cart. */
export function addToCartButtonState(sku: string, stock: number, quantityInCart: number): AddToCartButtonState {
  return canAddToCart(sku, availableQuantity(stock, quantityInCart)) ? 'addToCart' : 'outOfStock';
}
