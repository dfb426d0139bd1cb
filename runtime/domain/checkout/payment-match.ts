// ADR 028: whether what the payment provider says of a payment is about the attempt the shop made. The shopper's
// return, the provider's direct answer and its webhook each name a payment; the shop completes an attempt only with
// a payment that is the attempt's — its merchant reference the attempt's id, its amount, currency and merchant account
// what the attempt priced — never with whatever payment an answer happens to carry (a redirectResult put on another
// payment's signed return, a signed webhook with another amount).

/** What the shop asked the provider for: the attempt as priced. */
export interface AttemptTerms {
  /** The attempt's id, sent as the payment's reference (Adyen `reference`, answered as `merchantReference`). */
  readonly id: string;
  readonly amount: { readonly centAmount: number; readonly currencyCode: string };
  readonly merchantAccount: string;
}

/** What an answer says of its payment; a field the answer does not carry is absent. */
export interface PaymentFacts {
  readonly merchantReference?: string;
  readonly amount?: { readonly value: number; readonly currency: string };
  readonly merchantAccount?: string;
}

/**
 * Why the payment is not the attempt's, in words for the log and the attempt's failure reason; null when it is.
 * `placesOrder`: the answer would place an order (authorised, or pending for a voucher) — then the merchant reference
 * must be there, and for a payment taken (`authorised`) the amount too: an order is never placed on an answer that
 * does not say whose payment it is or how much it took.
 */
export function paymentMismatch(
  attempt: AttemptTerms,
  facts: PaymentFacts,
  needs: { readonly placesOrder: boolean; readonly authorised: boolean },
): string | null {
  if (facts.merchantReference === undefined) {
    if (needs.placesOrder) return 'the answer names no merchantReference';
  } else if (facts.merchantReference !== attempt.id) {
    return `merchantReference ${facts.merchantReference} is not the attempt ${attempt.id}`;
  }
  if (facts.amount === undefined) {
    if (needs.authorised) return 'the answer names no amount';
  } else if (
    facts.amount.value !== attempt.amount.centAmount ||
    facts.amount.currency !== attempt.amount.currencyCode
  ) {
    return `amount ${facts.amount.value} ${facts.amount.currency} is not the attempt's ${attempt.amount.centAmount} ${attempt.amount.currencyCode}`;
  }
  if (facts.merchantAccount !== undefined && facts.merchantAccount !== attempt.merchantAccount) {
    return `merchant account ${facts.merchantAccount} is not the shop's ${attempt.merchantAccount}`;
  }
  return null;
}
