import type { CountryCode } from '../../../../generated/index.ts';
import type { Cart } from '../../../../generated/types.ts';

/**
 * ADR 028: where an attempt to pay at the card provider stands. Initial: asked, no answer yet; RedirectShopper:
 * the shopper is at the provider; Pending: paid later (a voucher), or the provider's answer is still to come;
 * Authorised: paid; Refused, Cancelled, Error: not paid (a new attempt may follow); Reversed: paid, and given back
 * because its cart version has another payment's order (ADR 028) or because it could have no order (a code used up,
 * ADR 027) — whatever the provider says of it later makes none.
 */
export type PaymentAttemptState =
  'Initial' | 'RedirectShopper' | 'Pending' | 'Authorised' | 'Refused' | 'Cancelled' | 'Error' | 'Reversed';

/** The states a failure may still move an attempt from: never a payment taken (Authorised) or given back (ADR 028). */
export const UNSETTLED_ATTEMPT_STATES: readonly PaymentAttemptState[] = [
  'Initial',
  'RedirectShopper',
  'Pending',
  'Refused',
  'Cancelled',
  'Error',
];

/** The states in which an attempt may still pay (migration 014 payment_attempts_live). */
export const LIVE_ATTEMPT_STATES: readonly PaymentAttemptState[] = [
  'Initial',
  'RedirectShopper',
  'Pending',
  'Authorised',
];

/** An attempt to pay a cart version at the card provider, with the cart as it was priced for it. */
export interface PaymentAttempt {
  /** Also the payment's reference at the provider (its merchantReference) and the idempotency key's base. */
  readonly id: string;
  readonly sessionKey: string;
  readonly country: CountryCode;
  readonly language: string;
  /** The shop's origin the payment began at (`https://www.shop.de`): the order mail's link. */
  readonly origin: string;
  readonly cartId: string;
  readonly cartVersion: number;
  readonly method: string;
  readonly clientType: 'PRIVATE' | 'COMPANY';
  readonly amount: { readonly centAmount: number; readonly currencyCode: string };
  readonly state: PaymentAttemptState;
  readonly pspReference: string | null;
  readonly orderId: string | null;
  /** Why the attempt failed or was undone, when the shop decided it (ADR 028: a mismatch, another method). */
  readonly failureReason: string | null;
  /** The cart as priced when the attempt began: what the order is made of, whenever the payment completes. */
  readonly cart: Cart;
  readonly createdAt: number;
}

export interface PaymentAttemptChange {
  readonly state?: PaymentAttemptState;
  readonly pspReference?: string;
  readonly orderId?: string;
  readonly failureReason?: string;
}

export interface PaymentAttemptStore {
  /**
   * Writes an attempt before the provider is asked — or, when the cart version already has a live one (not refused,
   * cancelled or failed) for the method, answers that one: a second click pays with the first attempt.
   */
  begin(attempt: Omit<PaymentAttempt, 'state' | 'pspReference' | 'orderId' | 'failureReason'>): Promise<PaymentAttempt>;
  byId(id: string): Promise<PaymentAttempt | null>;
  /** The attempts of a cart version that may still pay (LIVE_ATTEMPT_STATES), oldest first. */
  liveOfCart(cart: { readonly id: string; readonly version: number }): Promise<PaymentAttempt[]>;
  update(
    id: string,
    change: PaymentAttemptChange,
    now: number,
    /** Only from one of these states (a conditional update); the answer says whether it changed. */
    from?: readonly PaymentAttemptState[],
  ): Promise<boolean>;
  /**
   * Records the provider's pspReference of the attempt, once: true when it is now the attempt's (it had none, or this
   * one); false when the attempt has another. One conditional update, never a read then a write (ADR 028).
   */
  claimPspReference(id: string, pspReference: string, now: number): Promise<boolean>;
  /** Whether a provider notification was handled already (the same notification twice changes nothing). */
  notificationHandled(key: string): Promise<boolean>;
  /**
   * Records a provider notification as handled, once its outcome is written (a crash before leaves it unrecorded,
   * so the provider's retry handles it); false when it already was.
   */
  firstNotification(key: string, now: number): Promise<boolean>;
}
