// ADR 024: the caller's orders (spec/2 §4 Payment, §7 create my order from cart, my orders). An order is made
// from the session's cart at the version named, priced here on the server from the store (never from what the
// browser sends), paid by one of the shop's own methods — cash on delivery with its fee, or bank transfer with the
// store's bank data — and created unpaid (payment state Pending / BalanceDue: no charge is pretended). The store
// places it in one transaction (orders.server.ts): the version checked, the stock reserved, the cart ended; the same
// cart version again answers the same order. Then the cart's open tabs hear that it is gone, and every open cart
// holding one of its SKUs hears the new stock (spec/2 §4 Live updates).
import type { CountryCode, LanguageCode } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import { CART_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-messages.ts';
import { codFeeBreakdown, codFeeOfCountry } from '../../domain/checkout/cod-fee.ts';
import { vatPercentage } from '../../domain/money/vat-percentage.ts';
import { isShopPaymentMethod, UNPAID_PAYMENT_STATE } from '../../domain/checkout/shop-payment.ts';
import type { OrderRefusal, OrderStore } from '../commerce/ports/order-store.ts';
import type { LiveFanOut } from '../live/live-hub.server.ts';
import type { PaymentUndo } from '../payments/payment-undo.server.ts';
import {
  catalogueContext,
  type OperationContext,
  OperationError,
  type Operations,
  type OrderOperationName,
} from './operation.server.ts';
import { staleVersion } from './stale-version.server.ts';
import { checkoutCarts, type CheckoutCartDeps } from './checkout-cart.server.ts';
import { codeUsedUpError } from './discount-uses.server.ts';
import { orderDraftOf, placementLinesOf } from './order-draft.server.ts';
import type { OrderAccess } from './order-access.server.ts';

/** The message of a stock that does not cover the order (a clear message, and no order). */
export const OUT_OF_STOCK_MESSAGE = 'Not enough stock for the products of this order';

export interface OrderOperationsDeps extends CheckoutCartDeps {
  readonly orders: OrderStore;
  /** ADR 028: the order placed, the cart version's payments begun at the provider are cancelled. */
  readonly payments?: Pick<PaymentUndo, 'supersede'>;
  readonly live?: LiveFanOut;
  /** ADR 030: the card provider is the embedded test provider (no real money moves), said on every paying page. */
  readonly testPayments: boolean;
  /** Called once for each order placed (the confirmation e-mail); never holds up the answer. */
  readonly onOrderPlaced?: (
    order: Order,
    country: CountryCode,
    language: LanguageCode,
    context: OperationContext,
  ) => void;
  /** ADR 039: checks the token of an order confirmation e-mail's link; without it, no token opens an order. */
  readonly orderAccess?: Pick<OrderAccess, 'opens'>;
  readonly now?: () => number;
}

/** Why the store placed no order, as the answer says it. */
function refused(result: OrderRefusal, expected: { cartId: string; version: number }, cart: Cart): OperationError {
  // spec/2 §5, ADR 027: an unpaid order takes a free use of each code in its transaction, or is not placed.
  if (result.kind === 'codeUsedUp') return codeUsedUpError(cart, result);
  if (result.kind === 'outOfStock') {
    return new OperationError(400, OUT_OF_STOCK_MESSAGE, '/cartId', {
      errors: [{ code: 'OutOfStock', skus: [...result.skus] }],
    });
  }
  return result.kind === 'notFound'
    ? new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId')
    : staleVersion(expected.cartId, expected.version, result.currentVersion);
}

export function orderOperations(deps: OrderOperationsDeps): Operations<OrderOperationName> {
  const now = deps.now ?? Date.now;

  const { ownCart, availabilityOf, payableCart } = checkoutCarts(deps);

  return {
    async getPaymentMethods(country, payload, context) {
      const cart = await ownCart(country, payload.cartId, payload.language, context);
      const { available, unavailable } = await availabilityOf(country, cart, payload.clientType, payload.language);
      const percent = cart.taxMode === 'External' ? 0 : vatPercentage(country);
      const fee = codFeeBreakdown(codFeeOfCountry(country), percent);
      return {
        methods: available.map((code) => ({
          code,
          kind: isShopPaymentMethod(code) ? ('shop' as const) : ('provider' as const),
        })),
        unavailable: unavailable.map(({ code, reasons }) => ({ code, reasons: [...reasons] })),
        codFee: available.includes('cashOnDelivery') ? { gross: { ...fee.gross }, vat: { ...fee.vat } } : null,
        testPayments: deps.testPayments,
      };
    },

    async createMyOrderFromCart(country, payload, context) {
      const expected = { cartId: payload.cartId, version: payload.version };
      const cartRef = { id: payload.cartId, version: payload.version };
      const session = await context.session.current();
      if (session === null) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
      // Idempotent (ADR 024): the same cart version again — a double click, a retry — answers the order it made.
      const made = await deps.orders.ofCart(session.key, country, cartRef);
      if (made !== null) return made;
      const { cart } = await payableCart(country, { ...payload, method: payload.paymentMethod }, context);
      const result = await deps.orders.place({
        sessionKey: session.key,
        country,
        storeKey: cart.storeKey,
        cart: cartRef,
        draft: orderDraftOf(country, cart, payload.clientType, {
          method: payload.paymentMethod,
          paymentState: UNPAID_PAYMENT_STATE[payload.paymentMethod],
          transactionState: 'Pending',
        }),
        ...placementLinesOf(cart),
        now: now(),
      });
      if ('kind' in result) throw refused(result, expected, cart);
      if (result.created) {
        const placed = `order ${result.order.orderNumber} placed by ${payload.paymentMethod}`;
        await deps.payments?.supersede(cartRef, null, placed);
        // spec/2 §4: after an order is created, a live cart update with null data; the stock to every cart holding it.
        deps.live?.cartChanged(cart.id, null);
        for (const { sku, availableQuantity } of result.stock) deps.live?.stockChanged(sku, availableQuantity);
        deps.onOrderPlaced?.(result.order, country, catalogueContext(country, payload.language).language, context);
      }
      return result.order;
    },

    async getMyOrders(country, payload, { session }) {
      // spec/2 §7 my orders: by id or order number, else none; only the session's own (answered as absent otherwise).
      const { id, orderNumber } = payload.where ?? {};
      const none = { orders: { results: [], total: 0, offset: payload.offset, count: 0 } };
      if (id === undefined && orderNumber === undefined) return none;
      // ADR 039: the token of the order confirmation e-mail's link opens the one order it was signed for, by its id
      // alone, whoever asks — never another order, never by order number, never more than a read. A token that does
      // not open it (wrong, tampered, expired, another order's) falls through to the session's orders: for anyone but
      // the one who ordered, absent, exactly as an unknown order.
      if (payload.access !== undefined && id !== undefined && orderNumber === undefined) {
        const order = deps.orderAccess?.opens(id, payload.access) ? await deps.orders.byId(id, country) : null;
        if (order !== null) {
          const results = payload.offset === 0 ? [order] : [];
          return { orders: { results, total: 1, offset: payload.offset, count: results.length } };
        }
      }
      const current = await session.current();
      if (current === null) return none;
      const found = await deps.orders.ofSession(current.key, country, {
        ...(id === undefined ? {} : { id }),
        ...(orderNumber === undefined ? {} : { orderNumber }),
        limit: payload.limit,
        offset: payload.offset,
      });
      return {
        orders: {
          results: [...found.results],
          total: found.total,
          offset: payload.offset,
          count: found.results.length,
        },
      };
    },
  };
}
