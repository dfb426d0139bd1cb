import { isBlank } from '../customer/is-blank.ts';

/** spec/2 §5 Checkout submit, §8: the message when the cart lacks what paying needs. */
export const EMAIL_OR_ADDRESS_MISSING = 'Email or address details are missing for cart';

/** What paying needs of the cart (spec/2 §4 Payment: e-mail and billing first name are required). */
export type PayRequirement = 'email' | 'billingFirstName';

export interface PayReadinessCart {
  customerEmail?: string | null;
  billingAddress?: { firstName?: string | null } | null;
}

export type PayReadiness =
  { ready: true } | { ready: false; message: typeof EMAIL_OR_ADDRESS_MISSING; missing: PayRequirement[] };

/**
 * spec/2 §4 Payment, §5 Checkout submit: the e-mail must exist on the cart before pay, and e-mail and billing first name
 * are required to pay; else 'Email or address details are missing for cart'. White space alone counts as missing.
 */
export function checkPayReadiness(cart: PayReadinessCart): PayReadiness {
  const missing: PayRequirement[] = [];
  if (isBlank(cart.customerEmail)) missing.push('email');
  if (isBlank(cart.billingAddress?.firstName)) missing.push('billingFirstName');
  return missing.length === 0 ? { ready: true } : { ready: false, message: EMAIL_OR_ADDRESS_MISSING, missing };
}
