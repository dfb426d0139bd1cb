// ADR 024: the one path that turns a provider payment into an order. The shopper's return from the
// provider, the provider's direct answer and its webhook all come here, whichever is first (the double orders and
// lost tax lines that Medusa and Saleor users reported came from two such paths racing): the order is placed from
// the cart the attempt priced, in the store's one transaction, which finds the order already made from that cart
// version instead of making a second. A payment the provider took is never refused an order (paidAtProvider) — once
// it is known to be the attempt's payment, and unless its cart version has another payment's order: then it is given
// back and recorded against that order (ADR 028).
import type { PaymentMethodCode } from '../../../generated/index.ts';
import type { Order, OrderPayment } from '../../../generated/types.ts';
import { paymentMismatch, type PaymentFacts } from '../../domain/checkout/payment-match.ts';
import type { PaymentErrorState } from '../../domain/routing/payment-error.ts';
import type { OrderStore } from '../commerce/ports/order-store.ts';
import {
  type PaymentAttempt,
  type PaymentAttemptState,
  type PaymentAttemptStore,
  UNSETTLED_ATTEMPT_STATES,
} from '../commerce/ports/payment-attempt-store.ts';
import type { LiveFanOut } from '../live/live-hub.server.ts';
import type { PaymentUndo } from '../payments/payment-undo.server.ts';
import { orderDraftOf, placementLinesOf, type ReadyCart } from './order-draft.server.ts';

/**
 * What the provider said of an attempt, in the shop's terms (from its resultCode or a notification), with what the
 * answer says of its payment — its merchant reference, amount and merchant account — to be checked against the
 * attempt (ADR 028).
 */
export type PaymentOutcome = (
  | { readonly kind: 'authorised'; readonly pspReference: string }
  /** Paid later (a voucher: multibanco) or still being decided by the provider (Pending, Received). */
  | { readonly kind: 'pending'; readonly pspReference?: string; readonly voucher?: OrderPayment['voucher'] }
  | { readonly kind: 'refused' | 'cancelled' | 'error'; readonly pspReference?: string }
) &
  PaymentFacts;

/** What the shopper is shown after an outcome: the order, or the payment page's error state (spec/2 §8). */
export type CompletionResult =
  { readonly order: Order } | { readonly order: null; readonly errorState: PaymentErrorState };

const ERROR_STATE_OF: Readonly<Record<'refused' | 'cancelled' | 'error', PaymentErrorState>> = {
  refused: 'payment-error',
  cancelled: 'cancelled-transaction',
  error: 'payment-error',
};

const ATTEMPT_STATE_OF: Readonly<Record<PaymentOutcome['kind'], PaymentAttemptState>> = {
  authorised: 'Authorised',
  pending: 'Pending',
  refused: 'Refused',
  cancelled: 'Cancelled',
  error: 'Error',
};

export interface PaymentCompletionDeps {
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  /** The merchant account the shop's payments are made with (a webhook of another is not the shop's payment). */
  readonly merchantAccount: string;
  /** Cancels a cart version's other payments once it has its order, and gives back a payment beyond it. */
  readonly undo: PaymentUndo;
  readonly live?: LiveFanOut;
  /** Called once for each order placed (the confirmation e-mail). Its failure is logged, never the shopper's. */
  readonly onOrderPlaced?: (order: Order, attempt: PaymentAttempt) => Promise<void>;
  readonly log: { warn(message: string): void; error(message: string, error?: unknown): void };
  readonly now?: () => number;
}

export interface PaymentCompletion {
  complete(attempt: PaymentAttempt, outcome: PaymentOutcome): Promise<CompletionResult>;
}

export function paymentCompletion(deps: PaymentCompletionDeps): PaymentCompletion {
  const now = deps.now ?? Date.now;

  async function place(attempt: PaymentAttempt, outcome: PaymentOutcome & { kind: 'authorised' | 'pending' }) {
    const result = await deps.orders.place({
      sessionKey: attempt.sessionKey,
      country: attempt.country,
      storeKey: attempt.cart.storeKey,
      cart: { id: attempt.cartId, version: attempt.cartVersion },
      draft: orderDraftOf(attempt.country, attempt.cart as ReadyCart, attempt.clientType, {
        method: attempt.method as PaymentMethodCode,
        paymentState: outcome.kind === 'authorised' ? 'Paid' : 'Pending',
        transactionState: outcome.kind === 'authorised' ? 'Success' : 'Pending',
        ...(outcome.pspReference === undefined ? {} : { pspReference: outcome.pspReference }),
        ...(outcome.kind === 'pending' && outcome.voucher !== undefined ? { voucher: outcome.voucher } : {}),
      }),
      ...placementLinesOf(attempt.cart),
      now: now(),
      paidAtProvider: true,
    });
    // ADR 027: a payment whose code has no use left (its hold expired and was taken) gets no order: it is reversed.
    if ('kind' in result && result.kind === 'codeUsedUp') return null;
    // paidAtProvider: the store places or finds the order; it refuses only a cart that is not the session's.
    if ('kind' in result) throw new Error(`The paid attempt ${attempt.id} found no order: ${result.kind}`);
    if (result.created) {
      deps.live?.cartChanged(attempt.cartId, null);
      for (const { sku, availableQuantity } of result.stock) deps.live?.stockChanged(sku, availableQuantity);
      await deps
        .onOrderPlaced?.(result.order, attempt)
        .catch((error: unknown) => deps.log.error(`After order ${result.order.orderNumber} was placed`, error));
    }
    return result;
  }

  /** Why the answer is not the attempt's payment (ADR 028); null when it is, its pspReference then recorded. */
  async function mismatchOf(attempt: PaymentAttempt, outcome: PaymentOutcome, at: number): Promise<string | null> {
    const placesOrder = outcome.kind === 'authorised' || outcome.kind === 'pending';
    const mismatch = paymentMismatch(
      { id: attempt.id, amount: attempt.amount, merchantAccount: deps.merchantAccount },
      outcome,
      { placesOrder, authorised: outcome.kind === 'authorised' },
    );
    if (mismatch !== null || outcome.pspReference === undefined) return mismatch;
    return (await deps.attempts.claimPspReference(attempt.id, outcome.pspReference, at))
      ? null
      : `pspReference ${outcome.pspReference} is not the attempt's ${attempt.pspReference ?? '(another)'}`;
  }

  /** The answer is about another payment: no order, the attempt failed with the reason, both sides logged. */
  async function refuse(attempt: PaymentAttempt, outcome: PaymentOutcome, reason: string, at: number) {
    deps.log.warn(
      `A payment answer is not attempt ${attempt.id}'s payment (${reason}); no order. Attempt: ` +
        `${JSON.stringify({ id: attempt.id, pspReference: attempt.pspReference, amount: attempt.amount, merchantAccount: deps.merchantAccount })}; ` +
        `answer: ${JSON.stringify({ kind: outcome.kind, merchantReference: outcome.merchantReference, pspReference: outcome.pspReference, amount: outcome.amount, merchantAccount: outcome.merchantAccount })}`,
    );
    await deps.attempts.update(attempt.id, { state: 'Error', failureReason: reason }, at, UNSETTLED_ATTEMPT_STATES);
    return { order: null, errorState: 'payment-error' as const };
  }

  /**
   * ADR 027: a payment that can have no order is given back (the attempt Reversed, so that the provider repeating its
   * answer makes no order later), and the shopper is sent to the payment error state. One that could not be given back
   * is an Error for a person to refund — and an order still, should the provider repeat it when a use is free.
   */
  async function reversed(
    attempt: PaymentAttempt,
    pspReference: string | undefined,
    at: number,
  ): Promise<CompletionResult> {
    const reference = pspReference ?? attempt.pspReference;
    let given = false;
    if (reference !== null) given = await deps.undo.reverseOrderless(attempt, reference);
    if (!given) deps.log.error(`The payment of attempt ${attempt.id} has no order (code used up) and is not reversed`);
    const why = 'a discount code of its cart has no use left';
    await deps.attempts.update(attempt.id, { state: given ? 'Reversed' : 'Error', failureReason: why }, at);
    return { order: null, errorState: 'payment-error' };
  }

  return {
    async complete(attempt, outcome) {
      // Given back for want of a code's use (ADR 027): whatever the provider repeats of it makes no order.
      if (attempt.state === 'Reversed' && attempt.orderId === null) return { order: null, errorState: 'payment-error' };
      const at = now();
      const mismatch = await mismatchOf(attempt, outcome, at);
      if (mismatch !== null) return refuse(attempt, outcome, mismatch, at);
      if (outcome.kind === 'authorised' || outcome.kind === 'pending') {
        const placed = await place(attempt, outcome);
        if (placed === null) return reversed(attempt, outcome.pspReference, at);
        const { order, created } = placed;
        // The order of this cart version is this payment's when it was placed now or names this payment.
        const own =
          created ||
          order.paymentInfo.payments.some((payment) =>
            outcome.pspReference === undefined
              ? order.id === attempt.orderId
              : payment.pspReference === outcome.pspReference,
          );
        if (!own) {
          if (outcome.kind === 'authorised')
            return { order: await deps.undo.giveBack(attempt, outcome.pspReference, order) };
          // Not paid yet: the attempt ends here; should the shopper pay it all the same, it is given back then.
          const why = `order ${order.orderNumber} already placed`;
          await deps.attempts.update(
            attempt.id,
            { state: 'Cancelled', failureReason: why },
            at,
            UNSETTLED_ATTEMPT_STATES,
          );
          return { order };
        }
        // One payment per cart version: the others begun for it are cancelled (ADR 028).
        await deps.undo.supersede(
          { id: attempt.cartId, version: attempt.cartVersion },
          attempt.id,
          `order ${order.orderNumber} placed by ${attempt.method}`,
        );
        await deps.attempts.update(attempt.id, { state: ATTEMPT_STATE_OF[outcome.kind], orderId: order.id }, at);
        // A voucher's order placed as pending is paid when the provider says so (spec/2 §4: in progress, then paid).
        if (outcome.kind === 'authorised' && order.paymentState !== 'Paid') {
          return { order: (await deps.orders.settlePayment(order.id, 'Paid', 'Success')) ?? order };
        }
        return { order };
      }
      // Not paid: its code uses are let go (ADR 027); an order already placed for a voucher that was never paid fails;
      // otherwise the cart stays. A payment taken or given back is not undone by a failure that arrives late.
      const failed = await deps.attempts.update(
        attempt.id,
        { state: ATTEMPT_STATE_OF[outcome.kind] },
        at,
        UNSETTLED_ATTEMPT_STATES,
      );
      if (failed) await deps.orders.releaseCodeUses(attempt.id);
      if (failed && attempt.orderId !== null) await deps.orders.settlePayment(attempt.orderId, 'Failed', 'Failure');
      return { order: null, errorState: ERROR_STATE_OF[outcome.kind] };
    },
  };
}
