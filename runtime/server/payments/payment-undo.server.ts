// ADR 028: one live payment per cart version, none after its order. Placing an order (by any method) or starting a
// payment with another method cancels the cart version's other live attempts at the provider (Adyen /cancels); a
// payment that is authorised all the same for a cart version whose order is another payment's (the card page left
// open, two methods both completed) is reversed (Adyen /reversals: cancel or refund) and recorded against the order,
// so that for every cart version the money taken is the money of its one order. A provider that cannot be reached is
// logged: the cancel is a courtesy (the reversal of a late authorisation is the guarantee); a reversal that failed is
// recorded as such on the order, for a person to finish.
import type { Order, OrderRefund } from '../../../generated/types.ts';
import type { OrderStore } from '../commerce/ports/order-store.ts';
import type {
  PaymentAttempt,
  PaymentAttemptState,
  PaymentAttemptStore,
} from '../commerce/ports/payment-attempt-store.ts';
import type { PaymentProvider } from '../integrations/payment/payment-port.ts';
import { isPaymentProviderFailure } from '../integrations/payment/payment-port.ts';

export interface PaymentUndoDeps {
  readonly attempts: PaymentAttemptStore;
  readonly orders: OrderStore;
  readonly provider: Pick<PaymentProvider, 'cancel' | 'reverse'>;
  readonly merchantAccount: string;
  readonly log: { warn(message: string): void; error(message: string, error?: unknown): void };
  readonly now?: () => number;
}

export interface PaymentUndo {
  /**
   * Cancels the live attempts of a cart version other than `keep` that the shopper has not paid yet (an authorised
   * one finds the order when it completes, and is given back then): marked Cancelled with `why`, and cancelled at the
   * provider when it has a pspReference there.
   */
  supersede(cart: { readonly id: string; readonly version: number }, keep: string | null, why: string): Promise<void>;
  /** Gives back a payment authorised for a cart version whose order is not this payment's; the order as it is now. */
  giveBack(attempt: PaymentAttempt, pspReference: string, order: Order): Promise<Order>;
  /**
   * Gives back a payment that can have no order at all (a discount code used up while it was paid, ADR 027); whether
   * the provider took the reversal (a failure is logged, for a person to refund).
   */
  reverseOrderless(attempt: PaymentAttempt, pspReference: string): Promise<boolean>;
  /** The provider's word on a reversal (its CANCEL_OR_REFUND webhook), recorded on the order. */
  reversalSettled(attempt: PaymentAttempt, reversalPspReference: string, success: boolean): Promise<void>;
}

/** The states an attempt not yet paid is in: what supersede may cancel. */
const UNPAID_LIVE: readonly PaymentAttemptState[] = ['Initial', 'RedirectShopper', 'Pending'];

export function paymentUndo(deps: PaymentUndoDeps): PaymentUndo {
  const now = deps.now ?? Date.now;

  function refundOf(attempt: PaymentAttempt, pspReference: string, state: OrderRefund['state']): OrderRefund {
    return {
      id: attempt.id,
      method: attempt.method,
      amount: {
        centAmount: attempt.amount.centAmount,
        currencyCode: attempt.amount.currencyCode,
        fractionDigits: attempt.cart.totalPrice.fractionDigits,
      },
      pspReference,
      state,
      createdAt: new Date(now()).toISOString(),
    };
  }

  return {
    async supersede(cart, keep, why) {
      for (const attempt of await deps.attempts.liveOfCart(cart)) {
        if (attempt.id === keep || attempt.state === 'Authorised') continue;
        const cancelled = await deps.attempts.update(
          attempt.id,
          { state: 'Cancelled', failureReason: why },
          now(),
          UNPAID_LIVE,
        );
        if (!cancelled || attempt.pspReference === null) continue;
        try {
          await deps.provider.cancel(
            attempt.pspReference,
            { merchantAccount: deps.merchantAccount, reference: attempt.id },
            `${attempt.id}:cancel`,
          );
        } catch (error) {
          if (!isPaymentProviderFailure(error)) throw error;
          deps.log.error(
            `Cancelling payment ${attempt.pspReference} of attempt ${attempt.id} failed (${error.kind})`,
            error,
          );
        }
      }
    },

    async giveBack(attempt, pspReference, order) {
      const why = `cart version ${attempt.cartId}@${attempt.cartVersion} already has order ${order.orderNumber}`;
      await deps.attempts.update(attempt.id, { state: 'Reversed', failureReason: why, orderId: order.id }, now());
      const recorded = order.paymentInfo.refunds?.find((refund) => refund.id === attempt.id);
      // Asked before (the return and the webhook both bring the authorisation): the provider is not asked twice.
      if (recorded !== undefined && recorded.state !== 'Failure') return order;
      deps.log.warn(
        `Payment ${pspReference} (attempt ${attempt.id}, ${attempt.method}, ${attempt.amount.centAmount} ` +
          `${attempt.amount.currencyCode}) was authorised, but ${why}: it is reversed`,
      );
      let refund: OrderRefund;
      try {
        const answer = await deps.provider.reverse(
          pspReference,
          { merchantAccount: deps.merchantAccount, reference: attempt.id },
          `${attempt.id}:reversal`,
        );
        refund = { ...refundOf(attempt, pspReference, 'Pending'), reversalPspReference: answer.pspReference };
      } catch (error) {
        if (!isPaymentProviderFailure(error)) throw error;
        deps.log.error(`Reversing payment ${pspReference} of attempt ${attempt.id} failed (${error.kind})`, error);
        refund = refundOf(attempt, pspReference, 'Failure');
      }
      return (await deps.orders.recordRefund(order.id, refund)) ?? order;
    },

    async reverseOrderless(attempt, pspReference) {
      try {
        await deps.provider.reverse(
          pspReference,
          { merchantAccount: deps.merchantAccount, reference: attempt.id },
          `${attempt.id}:reversal`,
        );
        return true;
      } catch (error) {
        if (!isPaymentProviderFailure(error)) throw error;
        deps.log.error(`Reversing payment ${pspReference} of attempt ${attempt.id} failed (${error.kind})`, error);
        return false;
      }
    },

    async reversalSettled(attempt, reversalPspReference, success) {
      if (attempt.state !== 'Reversed' || attempt.orderId === null || attempt.pspReference === null) return;
      await deps.orders.recordRefund(attempt.orderId, {
        ...refundOf(attempt, attempt.pspReference, success ? 'Success' : 'Failure'),
        reversalPspReference,
      });
      if (!success) deps.log.error(`The provider refused the reversal of payment ${attempt.pspReference}`);
    },
  };
}
