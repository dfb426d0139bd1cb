// What the provider's answer (its resultCode, https://docs.adyen.com/online-payments/build-your-integration/payment-result-codes)
// means for the shop: paid, to be paid later, the shopper to be sent to the provider, or not paid — with what the
// answer says of its payment (merchantReference, amount), which the completion checks against the attempt (ADR 028).
import type { PaymentResponse } from '../integrations/payment/adyen-types.ts';
import type { PaymentOutcome } from '../middleware/payment-completion.server.ts';

export type AnswerMeaning =
  | { readonly kind: 'outcome'; readonly outcome: PaymentOutcome }
  | {
      readonly kind: 'redirect';
      readonly pspReference?: string;
      readonly url: string;
      readonly method: 'GET' | 'POST';
      readonly data?: Record<string, string>;
    };

export function meaningOf(answer: PaymentResponse): AnswerMeaning {
  const facts = {
    ...(answer.merchantReference === undefined ? {} : { merchantReference: answer.merchantReference }),
    ...(answer.amount === undefined
      ? {}
      : { amount: { value: answer.amount.value, currency: answer.amount.currency } }),
  };
  const psp = { ...facts, ...(answer.pspReference === undefined ? {} : { pspReference: answer.pspReference }) };
  const action = answer.action;
  switch (answer.resultCode) {
    case 'Authorised':
      // Authorised without a reference is no protocol answer: it cannot be matched with its webhook.
      return answer.pspReference === undefined
        ? { kind: 'outcome', outcome: { kind: 'error', ...facts } }
        : { kind: 'outcome', outcome: { kind: 'authorised', ...facts, pspReference: answer.pspReference } };
    case 'RedirectShopper':
      if (action?.type === 'redirect') {
        return {
          kind: 'redirect',
          ...(answer.pspReference === undefined ? {} : { pspReference: answer.pspReference }),
          url: action.url,
          method: action.method,
          ...(action.data === undefined ? {} : { data: action.data }),
        };
      }
      return { kind: 'outcome', outcome: { kind: 'error', ...psp } };
    case 'PresentToShopper':
    case 'Pending':
    case 'Received': {
      // A voucher (multibanco) is paid later; Pending and Received are settled by the webhook.
      const voucher =
        action?.type === 'voucher' && action.reference && action.entity && action.expiresAt
          ? {
              voucher: {
                reference: action.reference,
                entity: action.entity,
                expiresAt: action.expiresAt,
                merchantReference: action.merchantReference ?? '',
              },
            }
          : {};
      return { kind: 'outcome', outcome: { kind: 'pending', ...psp, ...voucher } };
    }
    case 'Refused':
      return { kind: 'outcome', outcome: { kind: 'refused', ...psp } };
    case 'Cancelled':
      return { kind: 'outcome', outcome: { kind: 'cancelled', ...psp } };
    default:
      // Error, and the native 3-D Secure 2 steps this shop does not use (it takes the redirect flow).
      return { kind: 'outcome', outcome: { kind: 'error', ...psp } };
  }
}
