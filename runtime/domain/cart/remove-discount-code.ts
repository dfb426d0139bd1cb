/** A discount code on the cart (spec/2 §3 Cart: discountCodes with state and code). */
export interface CartDiscountCode {
  /** The discount code's id, sent when removing it (spec/2 §7 remove cart coupon: id, typeId 'discount-code'). */
  id: string;
  code: string;
  state?: string;
}

/** spec/2 §7 remove cart coupon: the update action's payload. */
export interface RemoveDiscountCodeAction {
  action: 'removeDiscountCode';
  discountCode: { typeId: 'discount-code'; id: string };
}

/**
 * The code the shopper typed, as the cart holds it: surrounding white space is not part of a code (a pasted code
 * often carries it). Codes are compared case-sensitively, as the commerce platform stores them.
 */
function findCode(codes: readonly CartDiscountCode[], code: string): CartDiscountCode | undefined {
  const wanted = code.trim();
  return codes.find((candidate) => candidate.code === wanted);
}

/**
 * spec/2 §4 Updates: removing an unknown coupon code changes nothing. The same list comes back (same reference), so
 * a caller can tell nothing changed and send no update.
 */
export function removeDiscountCode<C extends CartDiscountCode>(codes: readonly C[], code: string): readonly C[] {
  const found = findCode(codes, code);
  return found === undefined ? codes : codes.filter((candidate) => candidate !== found);
}

/** spec/2 §4, §7: the update action that removes a code, or null for an unknown code (nothing to send). */
export function removeDiscountCodeAction(
  codes: readonly CartDiscountCode[],
  code: string,
): RemoveDiscountCodeAction | null {
  const found = findCode(codes, code);
  return found === undefined
    ? null
    : { action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: found.id } };
}
