/**
 * A cart discount's value (spec/2 §3 Volume discount / cart discount: relative permyriad; other kinds absolute money,
 * fixed price, gift line item). Only the relative kind has a percent.
 */
export type DiscountValue = { type: 'relative'; permyriad: number } | { type: 'absolute' | 'fixed' | 'giftLineItem' };

/**
 * spec/2 §3, §5: percent = permyriad / 100, used when greater than 0 (spec/3 §7 get personalized discounts). Null for
 * a value with no percent: another kind, or a relative value of 0 or less, which discounts nothing.
 */
export function discountPercent(value: DiscountValue): number | null {
  return value.type === 'relative' && value.permyriad > 0 ? value.permyriad / 100 : null;
}
