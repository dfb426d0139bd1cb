/** spec/2 §3 Shipping method: key parcel or freight. */
export const SHIPPING_METHOD_KEYS = ['parcel', 'freight'] as const;

export type ShippingMethodKey = (typeof SHIPPING_METHOD_KEYS)[number];

/** spec/2 §3 Shipping method: parcel is default (spec/2 §9 lists the key among values not shown; §3 names it). */
export const DEFAULT_SHIPPING_METHOD_KEY = 'parcel' satisfies ShippingMethodKey;

/** spec/2 §4 Shipping method state: the cart's shipping method state that forces a new method. */
export const SHIPPING_METHOD_DOES_NOT_MATCH_CART = 'DoesNotMatchCart';

/** What the rule reads of the cart's shippingInfo (spec/2 §3 Cart). */
export interface CartShippingMethod {
  shippingMethodKey?: string;
  shippingMethodState?: string;
}

/** A shipping method of the cart's "shipping methods by cart" answer (spec/2 §3, §7). */
export interface AvailableShippingMethod {
  key: string;
  /** spec/2 §3 isMatching: false when the method does not match the cart. Unset counts as matching. */
  isMatching?: boolean;
}

/**
 * spec/2 §4 Shipping method state: if the cart's shipping method is not the default key, or its state is
 * 'DoesNotMatchCart', the first available shipping method for the cart is set. Returns the method to set, or null
 * when nothing is to be set. A cart without shipping info has no default method, so it gets one.
 *
 * Where the spec is open: "available" means matching the cart (isMatching not false); and when the first available
 * method is the one the cart already has, in a matching state, nothing is set, so a freight cart is not sent the
 * same no-op update after every change (spec/2 §4: "after a cart update the default shipping method is set").
 */
export function shippingMethodToSet<M extends AvailableShippingMethod>(
  shippingInfo: CartShippingMethod | null | undefined,
  available: readonly M[],
): M | null {
  const current = shippingInfo?.shippingMethodKey;
  const doesNotMatch = shippingInfo?.shippingMethodState === SHIPPING_METHOD_DOES_NOT_MATCH_CART;
  if (current === DEFAULT_SHIPPING_METHOD_KEY && !doesNotMatch) return null;
  const first = available.find((method) => method.isMatching !== false);
  if (first === undefined || (first.key === current && !doesNotMatch)) return null;
  return first;
}
