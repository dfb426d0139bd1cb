// ADR 029: card payments (and the other methods the provider's page can take) on the provider's Hosted Checkout —
// Adyen's sessions flow (https://docs.adyen.com/online-payments/build-your-integration/sessions-flow?platform=Web&integration=Hosted+Checkout).
// The shop never sees card data: it creates a session with `mode: "hosted"` for the attempt (reference = the
// attempt's id, so the AUTHORISATION webhook names it), records the session on the attempt and sends the shopper to
// the session's `url`; the shopper comes back to the signed return address with `sessionId` and `sessionResult`, and
// GET /sessions/{sessionId} says what became of it. That answer is checked against the attempt — its session, its
// reference, the payment's amount and currency — before it becomes a PaymentOutcome for the one completion path
// (payment-completion.server.ts); a return naming another session never completes the attempt.
import type { Cart, PayAnswer } from '../../../generated/types.ts';
import {
  type PaymentAttempt,
  type PaymentAttemptStore,
  UNSETTLED_ATTEMPT_STATES,
} from '../commerce/ports/payment-attempt-store.ts';
import { paymentMismatch } from '../../domain/checkout/payment-match.ts';
import type { PaymentSessionStore } from '../commerce/ports/payment-session-store.ts';
import type {
  AdyenAmount,
  AdyenLineItem,
  CreateCheckoutSessionRequest,
  PaymentRequest,
  SessionResultResponse,
} from '../integrations/payment/adyen-types.ts';
import {
  isPaymentProviderFailure,
  PaymentProviderFailure,
  type PaymentProvider,
} from '../integrations/payment/payment-port.ts';
import type { PaymentOutcome } from '../middleware/payment-completion.server.ts';
import type { ProviderPaymentMethod } from '../middleware/payment-path.server.ts';

/**
 * Methods kept on the advanced flow (/payments): a voucher (Multibanco) is placed at once as a pending order whose
 * reference the shop shows on its thank-you page and in its e-mail (spec/2 §4), and a session's result carries no
 * voucher; a wallet token from the shop's own page (Google Pay express) is already the payment's data.
 */
const ADVANCED_FLOW_METHODS: ReadonlySet<string> = new Set(['multibanco']);

/** Whether a payment is made on the provider's Hosted Checkout page (else through /payments). */
export function paidOnHostedCheckout(method: ProviderPaymentMethod): boolean {
  return method.googlePayToken === undefined && !ADVANCED_FLOW_METHODS.has(method.type);
}

/** How long the hosted page may be paid: Adyen's default, one hour (createCheckoutSessionRequest.ts expiresAt). */
export const SESSION_VALIDITY_MS = 3_600_000;

/** What the shopper's return from a hosted session carries (GET query, or a POST form's fields). */
export interface SessionReturn {
  readonly sessionId: string;
  readonly sessionResult: string;
}

/** The session fields of a return, if it has both. */
export function sessionReturnOf(fields: Readonly<Record<string, string | undefined>>): SessionReturn | null {
  const { sessionId, sessionResult } = fields;
  return sessionId && sessionResult ? { sessionId, sessionResult } : null;
}

/** A session's outcome for the completion path, with what the provider said was paid (for the checks on it). */
export type SessionOutcome = PaymentOutcome & { readonly amount?: AdyenAmount; readonly merchantReference?: string };

/**
 * The cart as Adyen's lineItems (createCheckoutSessionRequest.ts: required by Klarna, Ratepay and the like): each line
 * at its gross unit price, the shipping, and what discounts take off as one line, so they add up to the amount.
 */
export function lineItemsOf(cart: Cart, total: number): AdyenLineItem[] {
  const items: AdyenLineItem[] = cart.lineItems.map((line) => ({
    id: line.id,
    sku: line.variant.sku,
    description: line.name,
    quantity: line.quantity,
    amountIncludingTax: line.price.centAmount,
  }));
  if (cart.shippingInfo !== null && cart.shippingInfo.price.centAmount > 0) {
    items.push({
      id: 'shipping',
      description: 'Shipping',
      quantity: 1,
      amountIncludingTax: cart.shippingInfo.price.centAmount,
    });
  }
  const listed = items.reduce((sum, item) => sum + (item.amountIncludingTax ?? 0) * (item.quantity ?? 1), 0);
  if (listed !== total) {
    items.push({ id: 'discount', description: 'Discount', quantity: 1, amountIncludingTax: total - listed });
  }
  return items;
}

export interface HostedCheckoutDeps {
  readonly provider: PaymentProvider;
  readonly attempts: PaymentAttemptStore;
  readonly sessions: PaymentSessionStore;
  readonly log: { warn(message: string): void };
  readonly now?: () => number;
}

export interface HostedCheckout {
  /**
   * Creates the attempt's hosted session (the same one again for a second click: the idempotency key), records it on
   * the attempt and answers the page to send the shopper to. A provider failure is thrown as the port's.
   */
  start(attempt: PaymentAttempt, request: Omit<PaymentRequest, 'paymentMethod'>, cart: Cart): Promise<PayAnswer>;
  /**
   * The outcome of the shopper's return for the attempt named in the signed return address; null when the session is
   * still open (the shopper came back without paying: the attempt stays, and paying again resumes the session).
   */
  outcome(attempt: PaymentAttempt, back: SessionReturn): Promise<SessionOutcome | null>;
}

const sameAmount = (paid: AdyenAmount | undefined, attempt: PaymentAttempt): boolean =>
  paid === undefined || (paid.value === attempt.amount.centAmount && paid.currency === attempt.amount.currencyCode);

/**
 * A session's result as the attempt's outcome (sessionResultResponse.ts): completed is authorised with the authorised
 * payment's pspReference, paymentPending pending, refused and canceled as they say, expired an error; a result of
 * another session or reference, or a payment of another amount or currency, is an error and never an order.
 * `mismatch` receives what did not agree.
 */
export function outcomeOfSession(
  attempt: PaymentAttempt,
  sessionId: string,
  result: SessionResultResponse,
  mismatch: (what: string) => void,
): SessionOutcome | null {
  const reference = { merchantReference: attempt.id };
  if (result.id !== undefined && result.id !== sessionId) {
    mismatch(`session ${result.id} answered for ${sessionId}`);
    return { kind: 'error' };
  }
  if (result.reference !== undefined && result.reference !== attempt.id) {
    mismatch(`reference ${result.reference}`);
    return { kind: 'error' };
  }
  const payment =
    result.payments?.find((each) => each.resultCode === 'Authorised') ??
    (result.status === 'paymentPending' ? result.payments?.[0] : undefined);
  if (payment !== undefined && !sameAmount(payment.amount, attempt)) {
    mismatch(`amount ${payment.amount!.value} ${payment.amount!.currency}`);
    return { kind: 'error', ...(payment.pspReference === undefined ? {} : { pspReference: payment.pspReference }) };
  }
  const paid = {
    ...reference,
    ...(payment?.pspReference === undefined ? {} : { pspReference: payment.pspReference }),
    ...(payment?.amount === undefined ? {} : { amount: payment.amount }),
  };
  switch (result.status) {
    case 'completed':
      // Completed without its authorised payment cannot be matched with its webhook: pending until the webhook says.
      return payment?.pspReference === undefined || payment.resultCode !== 'Authorised'
        ? { kind: 'pending', ...paid }
        : { kind: 'authorised', ...paid, pspReference: payment.pspReference };
    case 'paymentPending':
      return { kind: 'pending', ...paid };
    case 'refused':
      return { kind: 'refused', ...reference };
    case 'canceled':
      return { kind: 'cancelled', ...reference };
    case 'expired':
      return { kind: 'error', ...reference };
    default:
      return null;
  }
}

export function hostedCheckout(deps: HostedCheckoutDeps): HostedCheckout {
  const now = deps.now ?? Date.now;
  return {
    async start(attempt, request, cart) {
      // A live attempt older than its session (a page left open past the hour): its session can no longer be paid,
      // and asking again under the same key would answer that expired session. It ends; the next click begins anew.
      if (now() >= attempt.createdAt + SESSION_VALIDITY_MS) {
        await deps.attempts.update(attempt.id, { state: 'Cancelled' }, now());
        return { action: 'error', errorState: 'cancelled-transaction' };
      }
      const { captureDelayHours, ...common } = request;
      const session: CreateCheckoutSessionRequest = {
        ...common,
        mode: 'hosted',
        allowedPaymentMethods: [attempt.method],
        lineItems: lineItemsOf(cart, attempt.amount.centAmount),
        // From the attempt, not the clock: a second click sends the same request under the same idempotency key.
        expiresAt: new Date(attempt.createdAt + SESSION_VALIDITY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        ...(captureDelayHours === undefined ? {} : { captureDelayHours }),
      };
      const created = await deps.provider.sessions(session, `${attempt.id}:session`);
      // Every answer of the provider is checked against what the shop asked (ADR 028): a session for another payment —
      // its reference, merchant account or amount not the attempt's — is never where the shopper is sent.
      const other = paymentMismatch(
        { id: attempt.id, amount: attempt.amount, merchantAccount: session.merchantAccount },
        { merchantReference: created.reference, amount: created.amount, merchantAccount: created.merchantAccount },
        { placesOrder: true, authorised: true },
      );
      if (other !== null) {
        deps.log.warn(`A hosted session's answer does not match attempt ${attempt.id}: ${other}`);
        throw new PaymentProviderFailure('unavailable', `The payment provider answered /sessions with ${other}`, {
          endpoint: '/sessions',
          status: 200,
        });
      }
      await deps.sessions.record(attempt.id, created.id, now());
      // Not when another payment or an order superseded it meanwhile (ADR 028): it stays cancelled, and should the
      // shopper pay it all the same, the completion places its order or gives it back.
      await deps.attempts.update(attempt.id, { state: 'RedirectShopper' }, now(), ['Initial', 'RedirectShopper']);
      return { action: 'redirect', url: created.url!, method: 'GET' };
    },

    async outcome(attempt, back) {
      const recorded = await deps.sessions.sessionOf(attempt.id);
      let reason: string | null = null;
      const mismatch = (what: string) => {
        reason = what;
        deps.log.warn(
          `A hosted session's answer does not match attempt ${attempt.id} (session ${recorded ?? 'none'}, ` +
            `${attempt.amount.centAmount} ${attempt.amount.currencyCode}): ${what}`,
        );
      };
      // The reason kept with the attempt (ADR 028), which the completion then marks failed; never a payment taken.
      const failed = async (outcome: SessionOutcome): Promise<SessionOutcome> => {
        if (reason !== null)
          await deps.attempts.update(attempt.id, { failureReason: reason }, now(), UNSETTLED_ATTEMPT_STATES);
        return outcome;
      };
      // A return naming another session (one of the shopper's own, paid for something else) never completes this one.
      if (recorded !== back.sessionId) {
        mismatch(`the return names session ${back.sessionId.slice(0, 64)}`);
        return failed({ kind: 'error' });
      }
      let result;
      try {
        result = await deps.provider.sessionResult(back.sessionId, back.sessionResult);
      } catch (error) {
        // The provider refuses a sessionResult that is not its session's: no outcome of this attempt. (A time-out or
        // an outage is thrown on: nothing is known, and the webhook settles it.)
        if (!isPaymentProviderFailure(error) || error.kind !== 'rejected') throw error;
        mismatch(`the provider refused its sessionResult (${error.status ?? '?'} ${error.errorCode ?? ''})`);
        return failed({ kind: 'error' });
      }
      const outcome = outcomeOfSession(attempt, back.sessionId, result, mismatch);
      return outcome === null ? null : failed(outcome);
    },
  };
}
