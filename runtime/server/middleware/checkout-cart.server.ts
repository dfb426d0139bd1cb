// What every way of paying checks of the session's cart first (spec/2 §4 Payment, §5): that it is the
// session's (another's answers as an unknown one), at the version named (409 with the current one), with lines, the
// e-mail and the billing address, a method the country's rules allow for it and the client type, and — when the
// browser says what total it showed — that total (never trusted: a different one is refused, spec/2 §8
// malformed-price).
import type { CountryCode, PaymentMethodCode } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import { CART_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-messages.ts';
import { isExtraGuaranteeItem } from '../../domain/cart/extra-guarantee-item.ts';
import { checkPayReadiness } from '../../domain/checkout/pay-readiness.ts';
import {
  availablePaymentMethods,
  paymentLinesOf,
  type PaymentAvailability,
} from '../../domain/checkout/payment-method-availability.ts';
import type { CataloguePort } from '../commerce/ports/catalogue-port.ts';
import type { Session } from '../commerce/ports/session-store.ts';
import type { Money } from '../../domain/money/money.ts';
import { catalogueContext, type OperationContext, OperationError } from './operation.server.ts';
import { domainMoney, orderTotalsOf, type ReadyCart } from './order-draft.server.ts';
import { staleVersion } from './stale-version.server.ts';
import { validateCheckoutAddress } from './checkout-address-validation.server.ts';
import { isCheckoutOpen } from '../../domain/checkout/checkout-open.ts';

/** The message of a total that is not the server's (spec/2 §8 malformed-price). */
export const MALFORMED_PRICE_MESSAGE = 'The total of the cart is not the one shown';

/** The message of a private order of a cart whose prices are net for a company's VAT ID (ADR 026). */
export const PRIVATE_NET_MESSAGE =
  'The cart has net prices for a company’s VAT ID: a private client pays VAT (set the billing address without the company)';

/** The message of a payment in a country whose checkout is closed (spec/1 §5, spec/2 §2). */
export const CHECKOUT_CLOSED_MESSAGE = 'Checkout is not available in this country';

/** spec/1 §5, spec/2 §2: where checkout is closed its pages send the shopper home; its operations refuse too. */
export function refuseClosedCheckout(country: CountryCode): void {
  if (!isCheckoutOpen(country)) throw new OperationError(400, CHECKOUT_CLOSED_MESSAGE, '');
}

/** spec/2 §8: a total that is not the server's is the malformed-price state; nothing is charged. */
export function paymentErrorStateOf(error: unknown): 'malformed-price' | null {
  return error instanceof OperationError && error.field === '/expectedTotal' ? 'malformed-price' : null;
}

/** The session and its cart, once every check of a payment has passed, with the total to pay. */
export interface PayableCart {
  readonly session: Session;
  readonly cart: ReadyCart;
  readonly total: Money;
}

export interface CheckoutCartDeps {
  readonly catalogue: CataloguePort;
  /** The session's cart, priced as the shopper sees it (cart-operations.server.ts getMyCart). */
  readonly activeCart: (
    country: CountryCode,
    language: string | undefined,
    context: OperationContext,
  ) => Promise<Cart | null>;
}

export interface PaymentRequestFacts {
  readonly cartId: string;
  readonly version: number;
  readonly clientType: Order['clientType'];
  readonly method: PaymentMethodCode;
  readonly expectedTotal?: number;
  readonly language?: string;
  /** spec/2 §5 Google Pay: "in one mode only Google Pay is offered" — paying from the cart with Google Pay. */
  readonly googlePayExpress?: boolean;
}

export function checkoutCarts(deps: CheckoutCartDeps) {
  /** The session's cart of this id, priced; 'Cart not found' for any other (ARCHITECTURE "Sessions"). */
  async function ownCart(
    country: CountryCode,
    cartId: string,
    language: string | undefined,
    context: OperationContext,
  ) {
    const cart = await deps.activeCart(country, language, context);
    if (cart === null || cart.id !== cartId) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
    return cart;
  }

  /**
   * spec/2 §5 Payment method availability for the cart and a client type, from the products as the store has them
   * now (their freight flags decide cash on delivery where the country does not allow it for freight).
   */
  async function availabilityOf(
    country: CountryCode,
    cart: Cart,
    clientType: Order['clientType'],
    language: string | undefined,
    mode: { googlePayExpress?: boolean } = {},
  ): Promise<PaymentAvailability> {
    const products = await deps.catalogue.getCartItems(
      catalogueContext(country, language),
      cart.lineItems.filter((line) => !isExtraGuaranteeItem({ sku: line.variant.sku })).map((l) => l.variant.sku),
    );
    const freight = new Map(products.map((product) => [product.sku, product.freight]));
    return availablePaymentMethods({
      country,
      clientType,
      lines: paymentLinesOf(cart.lineItems, (sku) => freight.get(sku) ?? false),
      grossTotal: domainMoney(cart.totalPrice, country),
      ...(mode.googlePayExpress === true ? { googlePayExpress: true } : {}),
    });
  }

  /**
   * The total the method charges for the cart (spec/2 §5: a method the country's rules allow for the cart and the
   * client type; with the cash-on-delivery fee), checked against the one the browser showed (spec/2 §8
   * malformed-price).
   */
  async function chargedTotal(country: CountryCode, cart: Cart, request: PaymentRequestFacts): Promise<Money> {
    const { available } = await availabilityOf(country, cart, request.clientType, request.language, request);
    if (!available.includes(request.method)) {
      throw new OperationError(
        400,
        `The payment method ${request.method} is not available for this cart`,
        '/paymentMethod',
      );
    }
    const total = orderTotalsOf(country, cart, request.method).totalPrice;
    if (request.expectedTotal !== undefined && request.expectedTotal !== total.centAmount) {
      throw new OperationError(400, MALFORMED_PRICE_MESSAGE, '/expectedTotal', {
        errors: [{ code: 'MalformedPrice', total: total.centAmount }],
      });
    }
    return total;
  }

  /** The session and its cart, once every check of a payment has passed (see the top). */
  async function payableCart(
    country: CountryCode,
    request: PaymentRequestFacts,
    context: OperationContext,
  ): Promise<PayableCart> {
    refuseClosedCheckout(country);
    const session = await context.session.current();
    if (session === null) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
    const cart = await ownCart(country, request.cartId, request.language, context);
    if (cart.version !== request.version) throw staleVersion(cart.id, request.version, cart.version);
    if (cart.lineItems.length === 0) throw new OperationError(400, 'The cart has no line items', '/cartId');
    // spec/2 §4 Payment, §5 Checkout submit: e-mail and billing first name are needed to pay.
    const readiness = checkPayReadiness(cart);
    if (!readiness.ready) {
      throw new OperationError(400, readiness.message, '/cartId', {
        errors: [{ code: 'MissingCheckoutDetails', missing: readiness.missing }],
      });
    }
    // ADR 026: net prices are a company's; a private order pays VAT (its company data is cleared: order-draft).
    if (request.clientType === 'PRIVATE' && cart.taxMode === 'External') {
      throw new OperationError(400, PRIVATE_NET_MESSAGE, '/clientType');
    }
    // The addresses the browser sent are checked again by the same schemas its forms use (spec/2 §5, spec/3 §5).
    for (const [address, clientType, at] of [
      [cart.billingAddress, request.clientType, '/billingAddress'],
      [cart.shippingAddress, null, '/shippingAddress'],
    ] as const) {
      if (address === null) continue;
      const problem = validateCheckoutAddress(country, address, clientType, { at });
      if (problem !== null) {
        throw new OperationError(400, problem.message, problem.field, { errors: problem.errors });
      }
    }
    const total = await chargedTotal(country, cart, request);
    return { session, cart: cart as ReadyCart, total };
  }

  return { ownCart, availabilityOf, chargedTotal, payableCart };
}
