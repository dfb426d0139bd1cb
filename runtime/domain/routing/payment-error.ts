import { queryParams, type QueryInput } from './query-string.ts';

/**
 * Payment error states carried by the query parameter `error` of the payment page (spec/2 §2, §8: malformed-price,
 * cancelled-transaction, creating-order-failed, unprocessable-entity, payment-error (refused); spec/1 §2.1). Each
 * reloads the cart (spec/2 §8).
 */
export const PAYMENT_ERROR_STATES = [
  'malformed-price',
  'cancelled-transaction',
  'creating-order-failed',
  'unprocessable-entity',
  'payment-error',
] as const;

export type PaymentErrorState = (typeof PAYMENT_ERROR_STATES)[number];

/** The query parameter that carries the state (spec/2 §2 "query parameter error"). */
export const PAYMENT_ERROR_QUERY_KEY = 'error';

const STATES: ReadonlySet<string> = new Set(PAYMENT_ERROR_STATES);

/** A value of the `error` parameter as a payment error state; anything else (or nothing) is no error. */
export function parsePaymentErrorState(value: string | null): PaymentErrorState | null {
  return value !== null && STATES.has(value) ? (value as PaymentErrorState) : null;
}

/**
 * The address of `path` (a page of the shop) carrying `state` in its `error` parameter: where a shopper whose payment
 * failed is sent, the payment error page (spec/2 §2 "shown after a refused card-provider payment", spec/1 §2.1).
 */
export function withPaymentErrorState(path: string, state: PaymentErrorState): string {
  return `${path}?${PAYMENT_ERROR_QUERY_KEY}=${state}`;
}

/** The payment error state of a request's query (spec/2 §2, §8). */
export function paymentErrorState(query: QueryInput): PaymentErrorState | null {
  return parsePaymentErrorState(queryParams(query).get(PAYMENT_ERROR_QUERY_KEY));
}
