// Issue 14 parts 3 and 4: the one path that turns a provider payment into an order. The shopper's return from the
// provider, the provider's direct answer and its webhook all come here, whichever is first (the double orders and
// lost tax lines that Medusa and Saleor users reported came from two such paths racing): the order is placed from
// the cart the attempt priced, in the store's one transaction, which finds the order already made from that cart
// version instead of making a second. A payment the provider took is never refused an order (paidAtProvider).
import type { PaymentMethodCode } from '../../../generated/index.ts';
import type { Order, OrderPayment } from '../../../generated/types.ts';
import type { PaymentErrorState } from '../../domain/routing/payment-error.ts';
import type { OrderStore, PaymentAttempt, PaymentAttemptState, PaymentAttemptStore } from '../commerce/port.ts';
import type { LiveFanOut } from '../live/live-hub.server.ts';
import { orderDraftOf, placementLinesOf, type ReadyCart } from './order-draft.server.ts';

/** What the provider said of an attempt, in the shop's terms (from its resultCode or a notification). */
export type PaymentOutcome =
  | { readonly kind: 'authorised'; readonly pspReference: string }
  /** Paid later (a voucher: multibanco) or still being decided by the provider (Pending, Received). */
  | { readonly kind: 'pending'; readonly pspReference?: string; readonly voucher?: OrderPayment['voucher'] }
  | { readonly kind: 'refused' | 'cancelled' | 'error'; readonly pspReference?: string };

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
  readonly live?: LiveFanOut;
  /** Called once for each order placed (the confirmation e-mail). Its failure is logged, never the shopper's. */
  readonly onOrderPlaced?: (order: Order, attempt: PaymentAttempt) => Promise<void>;
  readonly log?: { error(message: string, error?: unknown): void };
  /**
   * Gives a payment back at the provider (Adyen `/reversals`: cancelled if not captured, refunded otherwise): for a
   * payment that can have no order, as one whose discount code was used up while it was being paid (ADR 027).
   */
  readonly reverse?: (attempt: PaymentAttempt, pspReference: string) => Promise<void>;
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
        .catch((error: unknown) => deps.log?.error(`After order ${result.order.orderNumber} was placed`, error));
    }
    return result.order;
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
    if (reference !== null && deps.reverse !== undefined) {
      given = await deps.reverse(attempt, reference).then(
        () => true,
        (error: unknown) => {
          deps.log?.error(`Reversing the payment of attempt ${attempt.id} failed`, error);
          return false;
        },
      );
    }
    if (!given) deps.log?.error(`The payment of attempt ${attempt.id} has no order (code used up) and is not reversed`);
    await deps.attempts.update(attempt.id, { state: given ? 'Reversed' : 'Error' }, at);
    return { order: null, errorState: 'payment-error' };
  }

  return {
    async complete(attempt, outcome) {
      if (attempt.state === 'Reversed') return { order: null, errorState: 'payment-error' };
      const at = now();
      await deps.attempts.update(
        attempt.id,
        {
          state: ATTEMPT_STATE_OF[outcome.kind],
          ...(outcome.pspReference === undefined ? {} : { pspReference: outcome.pspReference }),
        },
        at,
      );
      if (outcome.kind === 'authorised' || outcome.kind === 'pending') {
        const order = await place(attempt, outcome);
        if (order === null) return reversed(attempt, outcome.pspReference, at);
        if (order.id !== attempt.orderId) await deps.attempts.update(attempt.id, { orderId: order.id }, at);
        // A voucher's order placed as pending is paid when the provider says so (spec/2 §4: in progress, then paid).
        if (outcome.kind === 'authorised' && order.paymentState !== 'Paid') {
          return { order: (await deps.orders.settlePayment(order.id, 'Paid', 'Success')) ?? order };
        }
        return { order };
      }
      // Not paid: its code uses are let go; an order already placed for a voucher never paid fails; else the cart stays.
      await deps.orders.releaseCodeUses(attempt.id);
      if (attempt.orderId !== null) await deps.orders.settlePayment(attempt.orderId, 'Failed', 'Failure');
      return { order: null, errorState: ERROR_STATE_OF[outcome.kind] };
    },
  };
}
