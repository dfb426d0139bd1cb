// The caller's cart (spec/2 §4, §5, §7): get my cart and get me, update cart and its one-action forms
// (add to cart, update cart quantity, remove from cart, apply / remove cart coupon), delete cart, inventory, volume and
// personalised discounts, shipping methods, extra-guarantee offers, complementary products. A cart is the session's: it is found through the session, never by its id alone — an id the session does
// not own is answered exactly as an unknown one ('Cart not found'). Every change names the version it was made
// against; a stale one is answered 409 with the current version, and the cart stays as it was. Every change is an
// update's action list (spec/2 §4, §7 update cart; cart-actions.server.ts): add to cart, update cart quantity and
// remove from cart are one action each, on the same path. A change reads the cart and the products it names once,
// applies the actions, saves what changed (only if the cart is still the one read) and is priced from those rows.
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { Cart, CartUpdateAction } from '../../../generated/types.ts';
import { CART_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-messages.ts';
import { GUEST_TIER, type CustomerTier } from '../../domain/cart/customer-tier.ts';
import { complementaryProducts } from '../../domain/cart/complementary-products.ts';
import { isExtraGuaranteeItem } from '../../domain/cart/extra-guarantee-item.ts';
import { extraGuaranteeOffers } from '../../domain/cart/extra-guarantee-offers.ts';
import { extraGuaranteePrice } from '../../domain/cart/extra-guarantee-price.ts';
import { shippingMethodKeyFor } from '../../domain/shipping/shipping-fee.ts';
import { shopToday } from '../../domain/time/shop-today.ts';
import { type CatalogueContext, localeOf } from '../commerce/ports/catalogue-types.ts';
import { type CartStore, EMPTY_CART_DETAILS, type StoredCart } from '../commerce/ports/cart-store.ts';
import type { CartItemFacts, CataloguePort } from '../commerce/ports/catalogue-port.ts';
import type { ChangeRefusal } from '../commerce/ports/change-refusal.ts';
import type { DiscountStore, StoredDiscountCode } from '../commerce/ports/discount-store.ts';
import type { Session } from '../commerce/ports/session-store.ts';
import {
  addsGuarantee,
  applyCartActions,
  changesNothing,
  codesAdded,
  skusAdded,
  unitPriceOf,
} from './cart-actions.server.ts';
import { personalisedPercentOf } from './cart-discounts.server.ts';
import { pricedCart } from './cart-pricing.server.ts';
import { shippingMethodsOf } from './cart-shipping.server.ts';
import {
  type CartOperationName,
  catalogueContext,
  type OperationContext,
  OperationError,
  type Operations,
} from './operation.server.ts';
import { staleVersion } from './stale-version.server.ts';

/** Why the store did not apply a change, as the answer says it (spec/2 §4). */
function refusal(result: ChangeRefusal, expected: { cartId: string; version: number }): OperationError {
  return result.kind === 'notFound'
    ? new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId')
    : staleVersion(expected.cartId, expected.version, result.currentVersion);
}

/**
 * How often a change that names no version is tried again when another change of the session landed between its
 * read and its save (its save waits for the store's connection, which other requests' reads and writes share).
 */
const UNVERSIONED_ATTEMPTS = 5;

/**
 * How many products of the referenced categories are read for the complementary products (spec/2 §5: 4 shown):
 * enough that 4 remain after the out-of-stock ones and the caller's own are left out.
 */
const COMPLEMENTARY_CANDIDATES = 24;

/** The field pointer of the action at an index: `/actions/<n>` in updateCart, the payload itself in the wrappers. */
const inActionList = (index: number) => `/actions/${index}`;
const inPayload = () => '';

/**
 * spec/2 §6: a customer's tier comes from their customer group; a guest's is 'not logged in'. Customer groups arrive
 * with customer accounts (spec/3): until then a signed-in customer has 'no tier'.
 */
const tierOf = (session: Session | null): CustomerTier => (session?.customerId == null ? GUEST_TIER : 'no-tier');

export function cartOperations(
  carts: CartStore,
  catalogue: CataloguePort,
  discounts: DiscountStore,
  now: () => number = Date.now,
): Operations<CartOperationName> {
  /** The products of the SKUs, by SKU, in the request's language and the country's currency (one read). */
  async function productsOf(context: CatalogueContext, skus: readonly string[]): Promise<Map<string, CartItemFacts>> {
    const products = await catalogue.getCartItems(context, skus);
    return new Map(products.map((product) => [product.sku, product]));
  }

  /** The cart's codes, by id, and those the actions add, by code (one read, none for a cart without codes). */
  async function codesOf(
    cart: StoredCart | null,
    added: readonly string[],
  ): Promise<{ byId: Map<string, StoredDiscountCode>; byCode: Map<string, StoredDiscountCode> }> {
    const [held, named] = await Promise.all([
      discounts.codesOfIds(cart?.discountCodeIds ?? []),
      Promise.all(added.map((code) => discounts.codeNamed(code))),
    ]);
    const all = [...held, ...named.filter((code) => code !== null)];
    return {
      byId: new Map(all.map((code) => [code.id, code])),
      byCode: new Map(all.map((code) => [code.code, code])),
    };
  }

  /**
   * What a cart and an action list are applied and priced with, read once: the products of the cart's lines and of
   * the SKUs the actions add, the codes, and the guarantee products when a line or an action is a guarantee.
   */
  async function readsFor(scope: CatalogueContext, cart: StoredCart | null, actions: readonly CartUpdateAction[]) {
    const lines = cart?.lines ?? [];
    const skus = [
      ...lines.filter((line) => !isExtraGuaranteeItem(line)).map((line) => line.sku),
      ...skusAdded(actions),
    ];
    const guaranteed = addsGuarantee(actions) || lines.some((line) => isExtraGuaranteeItem(line));
    const [products, codes, guarantees] = await Promise.all([
      productsOf(scope, skus),
      codesOf(cart, codesAdded(actions)),
      guaranteed ? catalogue.getExtraGuarantees(scope) : [],
    ]);
    return { products, codes, guarantees: new Map(guarantees.map((guarantee) => [guarantee.sku, guarantee])) };
  }

  async function priced(
    cart: StoredCart,
    reads: Awaited<ReturnType<typeof readsFor>>,
    context: CatalogueContext,
    session: Session | null,
    at: number,
  ): Promise<Cart> {
    const cartDiscounts = await discounts.cartDiscounts();
    return pricedCart(cart, reads.products, reads.guarantees, context, shopToday(new Date(at)), {
      codes: reads.codes.byId,
      cartDiscounts,
      tier: tierOf(session),
      now: at,
    });
  }

  /** The session a change with this cart id is made in: a named cart needs a session that owns it. */
  async function ownerOf(context: OperationContext, cartId: string | undefined): Promise<Session> {
    if (cartId === undefined) return context.session.ensure();
    const session = await context.session.current();
    if (session === null) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
    return session;
  }

  /**
   * spec/2 §4 Updates, §7 update cart: the actions applied to the session's cart in one change, against the version
   * named — or, without one, to whatever cart the session has, begun when it has none. One read of the cart and of
   * its and the actions' products; one save of what changed; the answer priced from the same rows.
   */
  async function update(
    country: CountryCode,
    context: OperationContext,
    language: string | undefined,
    expected: { cartId: string; version: number } | null,
    actions: readonly CartUpdateAction[],
    at: (index: number) => string,
  ): Promise<Cart> {
    const scope = catalogueContext(country, language);
    const session = await ownerOf(context, expected?.cartId);
    for (let attempt = 1; ; attempt++) {
      const base = await carts.ofSession(session.key, country);
      if (expected !== null) {
        if (base === null || base.id !== expected.cartId) throw refusal({ kind: 'notFound' }, expected);
        if (base.version !== expected.version)
          throw refusal({ kind: 'conflict', currentVersion: base.version }, expected);
      }
      const reads = await readsFor(scope, base, actions);
      const time = now();
      const facts = {
        country,
        products: reads.products,
        codes: reads.codes.byCode,
        guarantees: reads.guarantees,
        locale: localeOf(scope),
        now: time,
      };
      const next = applyCartActions(base ?? { ...EMPTY_CART_DETAILS, lines: [] }, actions, facts, at);
      // An action list that changes nothing (a code that is not on the cart removed, spec/2 §4) saves nothing.
      if (base !== null && changesNothing(base, next)) return priced(base, reads, scope, session, time);
      const saved = await carts.save(session.key, country, base, next, time);
      if (!('kind' in saved)) return priced(saved, reads, scope, session, time);
      if (expected !== null) throw refusal(saved, expected);
      if (saved.kind === 'notFound' && base === null) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
      if (attempt === UNVERSIONED_ATTEMPTS) {
        throw refusal(saved, { cartId: base?.id ?? '', version: base?.version ?? 0 });
      }
    }
  }

  /** The session's active cart, priced; null without a session or a cart (asking never begins either). */
  async function activeCart(
    country: CountryCode,
    language: string | undefined,
    session: OperationContext['session'],
  ): Promise<Cart | null> {
    const scope = catalogueContext(country, language);
    const current = await session.current();
    const cart = current === null ? null : await carts.ofSession(current.key, country);
    return cart === null ? null : priced(cart, await readsFor(scope, cart, []), scope, current, now());
  }

  const expectedOf = (payload: { cartId?: string; version?: number }) =>
    payload.cartId === undefined ? null : { cartId: payload.cartId, version: payload.version as number };

  return {
    async getMyCart(country, payload, { session }) {
      return { cart: await activeCart(country, payload.language, session) };
    },

    async updateCart(country, payload, context) {
      return update(country, context, payload.language, expectedOf(payload), payload.actions, inActionList);
    },

    async addToCart(country, payload, context) {
      const action = { action: 'addLineItem', sku: payload.sku, quantity: payload.quantity } as const;
      return update(country, context, payload.language, expectedOf(payload), [action], inPayload);
    },

    async updateCartQuantity(country, payload, context) {
      const { lineItemId, quantity } = payload;
      const action = { action: 'changeLineItemQuantity', lineItemId, quantity } as const;
      return update(country, context, payload.language, expectedOf(payload), [action], inPayload);
    },

    async removeFromCart(country, payload, context) {
      const { lineItemId, quantity } = payload;
      const action = { action: 'removeLineItem', lineItemId, ...(quantity === undefined ? {} : { quantity }) } as const;
      return update(country, context, payload.language, expectedOf(payload), [action], inPayload);
    },

    async deleteCart(country, payload, context) {
      const scope = catalogueContext(country, payload.language);
      const session = await ownerOf(context, payload.cartId);
      const expected = { cartId: payload.cartId, version: payload.version };
      const result = await carts.delete(session.key, country, expected);
      if ('kind' in result) throw refusal(result, expected);
      return priced(result, await readsFor(scope, result, []), scope, session, now());
    },

    async applyCartCoupon(country, payload, context) {
      const action = { action: 'addDiscountCode', code: payload.code } as const;
      return update(country, context, payload.language, expectedOf(payload), [action], inPayload);
    },

    async removeCartCoupon(country, payload, context) {
      const action = { action: 'removeDiscountCode', discountCode: payload.discountCode } as const;
      return update(country, context, payload.language, expectedOf(payload), [action], inPayload);
    },

    async getVolumeDiscounts(country, payload) {
      // spec/2 §5: active, of the current store or of no store, carrying the group; sorted by sortOrder ascending.
      const store = COUNTRIES[country].storeId;
      const results = (await discounts.cartDiscounts())
        .filter(
          (discount) =>
            discount.kind === 'volume' &&
            discount.isActive &&
            discount.volumeDiscountGroup !== null &&
            (payload.discountGroup === undefined || discount.volumeDiscountGroup === payload.discountGroup) &&
            (discount.stores.length === 0 || discount.stores.includes(store)),
        )
        .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder))
        .map((discount) => ({
          id: discount.id,
          key: discount.key,
          isActive: discount.isActive,
          stores: [...discount.stores],
          sortOrder: discount.sortOrder,
          volumeDiscountGroup: discount.volumeDiscountGroup!,
          minQuantity: discount.minQuantity,
          value: { type: 'relative' as const, permyriad: discount.permyriad },
        }));
      return { cartDiscounts: { results } };
    },

    async getShippingMethods(country) {
      return { shippingMethods: [...shippingMethodsOf(country, shopToday(new Date(now())))] };
    },

    async getShippingMethodsByCart(country, payload, { session }) {
      // spec/2 §5 Shipping: freight matches a cart with a freight item, parcel one without.
      const current = await session.current();
      const cart = current === null ? null : await carts.ofSession(current.key, country);
      if (cart === null || cart.id !== payload.cartId) throw new OperationError(404, CART_NOT_FOUND_MESSAGE, '/cartId');
      const products = await productsOf(
        catalogueContext(country, undefined),
        cart.lines.map((line) => line.sku),
      );
      const matching = shippingMethodKeyFor(cart.lines.map((line) => ({ freight: products.get(line.sku)?.freight })));
      const methods = shippingMethodsOf(country, shopToday(new Date(now())));
      return { shippingMethods: methods.map((method) => ({ ...method, isMatching: method.key === matching })) };
    },

    async getMe(country, payload, { session }) {
      // spec/2 §7 get me: the customer part arrives with accounts (spec/3); every session is a guest's until then.
      return { cart: await activeCart(country, payload.language, session), customer: null };
    },

    async getComplementaryProducts(country, payload) {
      // spec/2 §5 Complementary products: from the categories the base product references, published and in stock,
      // at most 4 (the domain's rule), none of the SKUs the caller already has.
      const scope = catalogueContext(country, payload.language);
      const [baseSku, ...held] = payload.skus as [string, ...string[]];
      const referenced = await catalogue.complementaryOf(baseSku, COMPLEMENTARY_CANDIDATES);
      if (referenced === null) return { baseProduct: null, products: [] };
      const wanted = referenced.skus.filter((sku) => !held.includes(sku));
      // Cards may come from the card cache; whether a product is in stock is read fresh (getCartItems).
      const [[baseProduct], cards, stock] = await Promise.all([
        catalogue.getProductCardsBySkus(scope, [baseSku]),
        catalogue.getProductCardsBySkus(scope, wanted),
        productsOf(scope, wanted),
      ]);
      const loaded = cards.map((card) => ({
        card,
        sku: card.sku,
        published: card.published,
        isOnStock: (stock.get(card.sku)?.availability.availableQuantity ?? 0) > 0,
      }));
      const products = complementaryProducts(baseSku, referenced.categoryIds, loaded).map(({ card }) => ({
        ...card,
        availability: stock.get(card.sku)!.availability,
      }));
      return { baseProduct: baseProduct ?? null, products };
    },

    async getExtraGuaranteeOffers(country, payload) {
      // spec/2 §5 Extra guarantee: only where the store's flag is on, for a product that is not virtual (the caller
      // knows whether it is already guaranteed in the cart; the sidebar offers only what can be added).
      const scope = catalogueContext(country, payload.language);
      if (!COUNTRIES[country].flags.extraGuarantee) return { offers: [] };
      const [product] = await catalogue.getCartItems(scope, [payload.sku]);
      const price = product === undefined ? null : unitPriceOf(product);
      if (product === undefined || price === null) throw new OperationError(404, 'Product not found', '/sku');
      const candidate = {
        sku: product.sku,
        brand: product.brand,
        relations: product.relations,
        alreadyGuaranteed: false,
      };
      const offers = extraGuaranteeOffers(candidate, await catalogue.getExtraGuarantees(scope), {
        locale: localeOf(scope),
        onPaymentPage: false,
      });
      return {
        offers: offers.map((offer) => ({
          sku: offer.sku,
          name: offer.name,
          relativePriceRate: offer.relativePriceRate,
          price: { ...extraGuaranteePrice(price, offer.relativePriceRate) },
        })),
      };
    },

    async getPersonalizedDiscounts(country, payload, { session }) {
      const tier = payload.tier ?? tierOf(await session.current());
      return { tier, percent: personalisedPercentOf(country, await discounts.cartDiscounts(), tier) };
    },

    async getInventory(country, payload) {
      const products = await productsOf(catalogueContext(country, undefined), payload.skus);
      const results = payload.skus.flatMap((sku) => {
        const product = products.get(sku);
        return product ? [{ sku, availableQuantity: Math.max(0, product.availability.availableQuantity) }] : [];
      });
      return { inventoryEntries: { results } };
    },
  };
}
