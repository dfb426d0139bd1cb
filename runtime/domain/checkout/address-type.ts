/** spec/2 §3 Enumerations; spec/3 §4: how the shipping address is given. */
export const SHIPPING_ADDRESS_TYPES = ['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING', 'SAVED_ADDRESS'] as const;
export type ShippingAddressType = (typeof SHIPPING_ADDRESS_TYPES)[number];

/** spec/2 §3 Client UI state: the shipping address type defaults to same as billing. */
export const DEFAULT_SHIPPING_ADDRESS_TYPE: ShippingAddressType = 'SAME_AS_BILLING';

export function isShippingAddressType(value: unknown): value is ShippingAddressType {
  return SHIPPING_ADDRESS_TYPES.includes(value as ShippingAddressType);
}

/**
 * spec/2 §4 Checkout; spec/3 §4: same as billing unless a cookie holds another (valid) value. A cookie asking for a saved
 * address is ignored when the shopper has none to choose (a guest, or a customer without addresses: spec/2 §6 only
 * authenticated users can save addresses) — the shop's choice, as the spec does not say what a stale cookie does.
 */
export function initialShippingAddressType(
  cookieValue: string | null | undefined,
  hasSavedAddresses: boolean,
): ShippingAddressType {
  if (!isShippingAddressType(cookieValue)) return DEFAULT_SHIPPING_ADDRESS_TYPE;
  if (cookieValue === 'SAVED_ADDRESS' && !hasSavedAddresses) return DEFAULT_SHIPPING_ADDRESS_TYPE;
  return cookieValue;
}

/** spec/2 §3 Enumerations; spec/3 §4: the billing address is a saved one or a new one. */
export const BILLING_ADDRESS_TYPES = ['saved', 'new'] as const;
export type BillingAddressType = (typeof BILLING_ADDRESS_TYPES)[number];

/**
 * The spec names the two billing address types but no default: a shopper with a saved billing address starts from it,
 * anyone else types a new one.
 */
export function initialBillingAddressType(hasSavedBillingAddress: boolean): BillingAddressType {
  return hasSavedBillingAddress ? 'saved' : 'new';
}
