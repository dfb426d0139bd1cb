// spec/2 §5, ADR 027: a limited discount code's uses on the payment paths. A payment begun at the provider holds one
// use of each code its cart takes effect with, before the provider is asked; the use becomes an application when the
// order is placed, and is let go when the payment fails, is cancelled or its hold expires. A code with no use left is
// refused with the cart's own words for it (cart-actions.server.ts), before any money is asked for.
import type { Cart } from '../../../generated/types.ts';
import type { CodeUsedUpRefusal, OrderStore } from '../commerce/ports/order-store.ts';
import type { PaymentAttempt } from '../commerce/ports/payment-attempt-store.ts';
import { CODE_REFUSALS } from './cart-actions.server.ts';
import { OperationError } from './operation.server.ts';
import { placementLinesOf } from './order-draft.server.ts';

/**
 * How long a payment begun at the provider holds its uses: the life of a payment session at Adyen (its default
 * `expiresAt`, one hour), after which the shopper's page can no longer pay. A payment authorised later takes a free
 * use if there is one; otherwise it is reversed (ADR 027).
 */
export const CODE_USE_HOLD_MS = 60 * 60 * 1000;

/** Holds a use of each code the attempt's cart takes effect with; the refusal when one has none left. */
export function holdCodeUses(
  orders: OrderStore,
  attempt: PaymentAttempt,
  now: number,
): Promise<CodeUsedUpRefusal | null> {
  return orders.holdCodeUses({
    attemptId: attempt.id,
    cart: { id: attempt.cartId, version: attempt.cartVersion },
    codeIds: placementLinesOf(attempt.cart).discountCodeIds,
    now,
    expiresAt: now + CODE_USE_HOLD_MS,
  });
}

/**
 * The answer to an order or a payment refused for a used-up code: 400 on the cart, in the coupon field's
 * DiscountCodeNonApplicable form (reason usedUp), so the payment page says it as the cart does.
 */
export function codeUsedUpError(cart: Cart, refusal: CodeUsedUpRefusal): OperationError {
  const code = cart.discountCodes.find(({ discountCode }) => refusal.codeIds.includes(discountCode.id))?.discountCode;
  const message = CODE_REFUSALS.usedUp(code?.code ?? '');
  return new OperationError(400, message, '/cartId', {
    errors: [{ code: 'DiscountCodeNonApplicable', reason: 'usedUp', message, discountCode: code?.code ?? '' }],
  });
}
