/**
 * What a discount code may look like (bad input refused before the store is asked; schemas/operations.schema.json
 * addDiscountCode.code): 1 to 50 letters, digits, _ or -. The coupon field checks it before sending, with the same
 * rule the server applies.
 */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

/** Why a discount code was refused (commercetools DiscountCodeNonApplicable reasons, as the shop's answers name them). */
export const DISCOUNT_CODE_REFUSAL_REASONS = [
  'unknown',
  'alreadyApplied',
  'inactive',
  'notYetValid',
  'expired',
  'otherStore',
  'usedUp',
] as const;
export type DiscountCodeRefusalReason = (typeof DISCOUNT_CODE_REFUSAL_REASONS)[number];

/** The code as sent: what the shopper typed without the spaces around it (a pasted code often carries some). */
export function discountCodeOfInput(input: string): string | null {
  const code = input.trim();
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

/** The reason of a refusal, when it is one the shop names; null otherwise. */
export function discountCodeRefusalReason(reason: string | undefined): DiscountCodeRefusalReason | null {
  return (DISCOUNT_CODE_REFUSAL_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as DiscountCodeRefusalReason)
    : null;
}

/**
 * The codes that take effect on a cart, as the shopper typed them (`A, B`): what a used-up refusal at payment names
 * (spec/2 §5, ADR 027), where the cart's answer does not say which of them ran out.
 */
export function activeDiscountCodes(
  codes: readonly { readonly discountCode: { readonly code: string }; readonly state: string }[],
): string {
  return codes
    .filter(({ state }) => state === 'MatchesCart')
    .map(({ discountCode }) => discountCode.code)
    .join(', ');
}
