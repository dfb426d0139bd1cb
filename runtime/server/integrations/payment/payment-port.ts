// The payment provider port (ARCHITECTURE: one port per outside service; spec/2 §7 "Payment: create context, pay,
// order"). It speaks Adyen's Checkout API as it is — /paymentMethods for the context, /sessions for its Hosted Checkout
// page (ADR 029), /payments to pay where a method needs the advanced flow, /payments/details for the shopper's return
// (https://docs.adyen.com/online-payments/build-your-integration), and the /cancels and /reversals modifications that
// undo a payment the shop must not keep — so the real adapter and the embedded test provider are the same client
// against two base URLs.
import type {
  PaymentCancelRequest,
  PaymentCancelResponse,
  CreateCheckoutSessionRequest,
  CreateCheckoutSessionResponse,
  PaymentDetailsRequest,
  PaymentMethodsRequest,
  PaymentMethodsResponse,
  PaymentRequest,
  PaymentResponse,
  PaymentReversalRequest,
  PaymentReversalResponse,
  SessionResultResponse,
} from './adyen-types.ts';

export interface PaymentProvider {
  /** The methods the provider offers for a country, currency and amount (create context). */
  paymentMethods(request: PaymentMethodsRequest, signal?: AbortSignal): Promise<PaymentMethodsResponse>;
  /**
   * Starts a payment. `idempotencyKey` makes a retry after a time-out safe: the provider answers the first outcome
   * again instead of paying twice (https://docs.adyen.com/development-resources/api-idempotency).
   */
  payments(request: PaymentRequest, idempotencyKey: string): Promise<PaymentResponse>;
  /** Completes a payment after the shopper's redirect, with the `redirectResult` the return URL carried. */
  paymentDetails(request: PaymentDetailsRequest, idempotencyKey: string): Promise<PaymentResponse>;
  /** Cancels an authorisation not yet captured; the outcome is the CANCELLATION webhook. */
  cancel(
    paymentPspReference: string,
    request: PaymentCancelRequest,
    idempotencyKey: string,
  ): Promise<PaymentCancelResponse>;
  /** Cancels or refunds (once captured) a payment; the outcome is the CANCEL_OR_REFUND webhook. */
  reverse(
    paymentPspReference: string,
    request: PaymentReversalRequest,
    idempotencyKey: string,
  ): Promise<PaymentReversalResponse>;
  /**
   * Creates a payment session (POST /sessions); with `mode: 'hosted'` its answer's `url` is the provider's hosted
   * page (Hosted Checkout, ADR 029). The idempotency key makes a second click answer the same session.
   */
  sessions(request: CreateCheckoutSessionRequest, idempotencyKey: string): Promise<CreateCheckoutSessionResponse>;
  /** The outcome of a session (GET /sessions/{sessionId}) with the `sessionResult` the shopper's return carried. */
  sessionResult(sessionId: string, sessionResult: string): Promise<SessionResultResponse>;
}

/**
 * Why a call got no usable answer, so the shop can show the payment-error state (spec/2 §2, §8: the payment error
 * page's ?error=…, each state reloads the cart) and keep the cart:
 * - `timeout`: no answer in time — the payment may or may not exist; retry with the same idempotency key, and the
 *   webhook settles it otherwise;
 * - `unavailable`: a 5xx or a network failure — the provider did not process the request;
 * - `rejected`: a 4xx — the request itself is wrong (validation, security, configuration); retrying it unchanged will
 *   not help. A refused payment is not this: it is a 200 answer with resultCode Refused.
 */
export type PaymentProviderFailureKind = 'timeout' | 'unavailable' | 'rejected';

export interface PaymentProviderFailureDetails {
  /** The endpoint called, e.g. `/payments`. */
  endpoint: string;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Adyen's errorCode, errorType and message from the error body (serviceError.ts), when it sent one. */
  errorCode?: string;
  errorType?: string;
  providerMessage?: string;
  pspReference?: string;
  cause?: unknown;
}

export class PaymentProviderFailure extends Error {
  readonly kind: PaymentProviderFailureKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly errorType: string | undefined;
  readonly providerMessage: string | undefined;
  readonly pspReference: string | undefined;

  constructor(kind: PaymentProviderFailureKind, message: string, details: PaymentProviderFailureDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PaymentProviderFailure';
    this.kind = kind;
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.errorType = details.errorType;
    this.providerMessage = details.providerMessage;
    this.pspReference = details.pspReference;
  }
}

export function isPaymentProviderFailure(error: unknown): error is PaymentProviderFailure {
  return error instanceof PaymentProviderFailure;
}
