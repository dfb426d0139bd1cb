// Issue 13 part 2: the caller's cart (spec/2 §4, §5, §7): get my cart, add to cart, update cart quantity, remove from
// cart. A cart is the session's: it is found through the session, never by its id alone — an id the session does
// not own is answered exactly as an unknown one ('Cart not found'). Every change names the version it was made
// against; a stale one is answered 409 with the current version, and the cart stays as it was. The lines' rules are
// the domain's (cart-lines.ts: an SKU already in the cart adds to its line, 0 removes, at most 1000), capped at the
// stock; the totals are the domain's too (cart-totals.ts), priced from the catalogue whenever the cart is read.
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { Cart, CartLineItem, Money as MoneyAnswer } from '../../../generated/types.ts';
import { addLine, setLineQuantity, removeLine } from '../../domain/cart/cart-lines.ts';
import { availableQuantity, canAddToCart, MAX_SINGLE_PRODUCT_QUANTITY } from '../../domain/cart/available-quantity.ts';
import { CART_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-messages.ts';
import { shownPrice } from '../../domain/money/shown-price.ts';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import { money, type Money } from '../../domain/money/money.ts';
import { vatPercentage } from '../../domain/money/vat-percentage.ts';
import { shippingCost } from '../../domain/shipping/shipping-fee.ts';
import { shopToday } from '../../domain/time/shop-today.ts';
import type { CatalogueContext } from '../commerce/catalogue-types.ts';
import type {
  CartItemFacts,
  CartStore,
  CataloguePort,
  ChangedLine,
  ChangeRefusal,
  Session,
  StoredCart,
  StoredLine,
} from '../commerce/port.ts';
import {
  catalogueContext,
  OperationError,
  type CartOperationName,
  type OperationContext,
  type Operations,
} from './catalogue-operations.server.ts';

/** commercetools' ConcurrentModification: the version named is not the cart's. */
function staleVersion(cartId: string, expected: number, currentVersion: number): OperationError {
  const message = `Object ${cartId} has a different version than expected. Expected: ${expected} - Actual: ${currentVersion}.`;
  return new OperationError(409, message, '/version', {
    currentVersion,
    errors: [{ code: 'ConcurrentModification', message, currentVersion }],
  });
}

/** Why the store did not apply a change, as the answer says it (spec/2 §4). */
function refusal(result: ChangeRefusal, expected: { cartId: string; version: number }): OperationError {
  return result.kind === 'notFound'
    ? new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId')
    : staleVersion(expected.cartId, expected.version, result.currentVersion);
}

/** The most a line of this product may hold (spec/2 §5 Add to cart: 1000, and no more than the stock). */
function mostOf(product: CartItemFacts): number {
  return availableQuantity(product.availability.availableQuantity, 0);
}

/** The gross unit price a shopper pays: the price the product page shows as the one to pay (spec/2 §3 Price). */
function unitPriceOf(product: CartItemFacts): Money | null {
  if (product.price === null) return null;
  const { current } = shownPrice(product.price);
  return money(current.centAmount, current.currencyCode as Money['currencyCode']);
}

const answerMoney = (value: Money): MoneyAnswer => ({ ...value });

export function cartOperations(
  carts: CartStore,
  catalogue: CataloguePort,
  now: () => number = Date.now,
): Operations<CartOperationName> {
  /** The products of the lines, by SKU, in the request's language and the country's currency. */
  async function productsOf(context: CatalogueContext, skus: readonly string[]): Promise<Map<string, CartItemFacts>> {
    const products = await catalogue.getCartItems(context, skus);
    return new Map(products.map((product) => [product.sku, product]));
  }

  /** A product a shopper may put in the cart: published, priced in the country's currency, in stock. */
  async function forSale(context: CatalogueContext, sku: string): Promise<CartItemFacts> {
    const product = (await productsOf(context, [sku])).get(sku);
    // Only published products are read (getCartItems).
    if (product === undefined) throw new OperationError(404, 'Product not found', '/sku');
    if (!product.eligibleForSelling || unitPriceOf(product) === null) {
      throw new OperationError(400, `Product ${sku} is not for sale here`, '/sku');
    }
    if (!canAddToCart(product.sku, mostOf(product))) {
      throw new OperationError(400, `Product ${sku} is out of stock`, '/sku');
    }
    return product;
  }

  /** The cart as the shopper sees it: its lines priced, its totals computed (spec/2 §3). */
  async function priced(cart: StoredCart, context: CatalogueContext): Promise<Cart> {
    const products = await productsOf(
      context,
      cart.lines.map((line) => line.sku),
    );
    // A line whose product left the catalogue or the market is not shown or counted (its price is unknown).
    const shown = cart.lines.flatMap((line) => {
      const product = products.get(line.sku);
      const unitPrice = product ? unitPriceOf(product) : null;
      return product && unitPrice ? [{ line, product, unitPrice }] : [];
    });
    const vatPercent = vatPercentage(context.country);
    const lines = shown.map(({ line, unitPrice }) => ({ id: line.id, unitPrice, quantity: line.quantity }));
    const goods = cartTotals({ currency: context.currency, vatPercent, lines, shipping: null });
    // spec/2 §4 "After a cart update the default shipping method is set", §5 Shipping: parcel or freight by the
    // products' freight flag, the parcel fee under the free-above threshold of the goods' gross price (spec/2 §9).
    const shipping =
      shown.length === 0
        ? null
        : shippingCost(
            context.country,
            { total: goods.subtotal, items: shown.map(({ product }) => ({ freight: product.freight })) },
            shopToday(new Date(now())),
          );
    const totals = cartTotals({ currency: context.currency, vatPercent, lines, shipping: shipping?.fee ?? null });
    const lineItems = shown.map(({ line, product, unitPrice }, index): CartLineItem => {
      const total = totals.lines[index]!;
      return {
        id: line.id,
        productId: product.id,
        name: product.name,
        productSlug: product.slug,
        quantity: line.quantity,
        variant: { sku: product.sku, images: product.images },
        price: answerMoney(unitPrice),
        totalPrice: answerMoney(total.totalGross),
        taxedPrice: { totalNet: answerMoney(total.totalNet), totalGross: answerMoney(total.totalGross) },
        availableQuantity: product.availability.availableQuantity,
      };
    });
    return {
      id: cart.id,
      version: cart.version,
      storeKey: COUNTRIES[context.country].storeId,
      cartState: 'Active',
      inventoryMode: 'ReserveOnOrder',
      taxMode: 'Platform',
      lineItems,
      shippingInfo:
        shipping === null || totals.shipping === null
          ? null
          : {
              shippingMethodName: shipping.method,
              shippingMethodState: 'MatchesCart',
              price: answerMoney(shipping.fee),
              taxedPrice: {
                totalNet: answerMoney(totals.shipping.totalNet),
                totalGross: answerMoney(totals.shipping.totalGross),
              },
            },
      totalPrice: answerMoney(totals.totalGross),
      taxedPrice: {
        totalNet: answerMoney(totals.totalNet),
        totalGross: answerMoney(totals.totalGross),
        taxPortions: totals.taxPortions.map((portion) => ({
          rate: portion.rate / 100,
          amount: answerMoney(portion.amount),
          name: `${portion.rate} %`,
        })),
      },
    };
  }

  /** The session a change with this cart id is made in: a named cart needs a session that owns it. */
  async function ownerOf(context: OperationContext, cartId: string | undefined): Promise<Session> {
    if (cartId === undefined) return context.session.ensure();
    const session = await context.session.current();
    if (session === null) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
    return session;
  }

  /** Applies a change to the session's cart and answers the cart, or the refusal. */
  async function change(
    country: CountryCode,
    context: OperationContext,
    catalogueScope: CatalogueContext,
    expected: { cartId: string; version: number } | null,
    lines: (current: readonly StoredLine[]) => readonly ChangedLine[],
  ): Promise<Cart> {
    const session = await ownerOf(context, expected?.cartId);
    const result = await carts.change(session.key, country, expected, lines, now());
    // The store refuses only a change that names a cart and version.
    if ('kind' in result) throw refusal(result, expected!);
    return priced(result, catalogueScope);
  }

  /** The line the request names; 404 when the cart has none of that id (the cart is left as it was). */
  function lineNamed(lines: readonly StoredLine[], id: string): StoredLine {
    const line = lines.find((entry) => entry.id === id);
    if (line === undefined) throw new OperationError(404, 'Line item not found', '/lineItemId');
    return line;
  }

  return {
    async getMyCart(country, payload, { session }) {
      const scope = catalogueContext(country, payload.language);
      const current = await session.current();
      const cart = current === null ? null : await carts.ofSession(current.key, country);
      return { cart: cart === null ? null : await priced(cart, scope) };
    },

    async addToCart(country, payload, context) {
      const scope = catalogueContext(country, payload.language);
      const product = await forSale(scope, payload.sku);
      const most = mostOf(product);
      const expected =
        payload.cartId === undefined ? null : { cartId: payload.cartId, version: payload.version as number };
      return change(country, context, scope, expected, (lines) => {
        const added = addLine<ChangedLine>(lines, { sku: payload.sku, quantity: payload.quantity }).lines;
        // No more than the stock (spec/2 §4), as no more than 1000 (addLine).
        return added.map((line) =>
          line.sku === payload.sku ? { ...line, quantity: Math.min(line.quantity, most) } : line,
        );
      });
    },

    async updateCartQuantity(country, payload, context) {
      const scope = catalogueContext(country, payload.language);
      const expected = { cartId: payload.cartId, version: payload.version };
      // The stock of the line's product, read before the change (the change itself runs in the store's transaction).
      const session = await context.session.current();
      const stored = session === null ? null : await carts.ofSession(session.key, country);
      const named = stored?.lines.find((line) => line.id === payload.lineItemId);
      const product = named ? (await productsOf(scope, [named.sku])).get(named.sku) : undefined;
      const most = product ? mostOf(product) : MAX_SINGLE_PRODUCT_QUANTITY;
      return change(country, context, scope, expected, (lines) => {
        lineNamed(lines, payload.lineItemId);
        const quantity = Math.min(payload.quantity, most);
        return setLineQuantity<ChangedLine>(lines, { id: payload.lineItemId }, quantity).lines;
      });
    },

    async deleteCart(country, payload, context) {
      const scope = catalogueContext(country, payload.language);
      const session = await ownerOf(context, payload.cartId);
      const expected = { cartId: payload.cartId, version: payload.version };
      const result = await carts.delete(session.key, country, expected);
      if ('kind' in result) throw refusal(result, expected);
      return priced(result, scope);
    },

    async getInventory(country, payload) {
      const products = await productsOf(catalogueContext(country, undefined), payload.skus);
      const results = payload.skus.flatMap((sku) => {
        const product = products.get(sku);
        return product ? [{ sku, availableQuantity: Math.max(0, product.availability.availableQuantity) }] : [];
      });
      return { inventoryEntries: { results } };
    },

    async removeFromCart(country, payload, context) {
      const scope = catalogueContext(country, payload.language);
      return change(country, context, scope, { cartId: payload.cartId, version: payload.version }, (lines) => {
        const line = lineNamed(lines, payload.lineItemId);
        const left = line.quantity - (payload.quantity ?? line.quantity);
        return left > 0
          ? setLineQuantity<ChangedLine>(lines, { id: line.id }, left).lines
          : removeLine<ChangedLine>(lines, { id: line.id });
      });
    },
  };
}
