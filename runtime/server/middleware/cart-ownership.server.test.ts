// ARCHITECTURE "Sessions", spec/2 §4: a cart is the session's — every operation that names a cart answers a cart the
// session does not own exactly as an unknown one (404 'Cart not found'), over real HTTP against a real SQLite file.
// The stranger here has a cart of their own, at the same version as the owner's: a check that only asks "has this
// session a cart?" (and then works on that one) answers the stranger 200 and fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import type { Cart } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import { CART_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-messages.ts';

let shop: SeededShop;

beforeAll(async () => {
  shop = await startSeededShop({ stock: 5000 });
});

afterAll(async () => {
  await shop.close();
});

const COUNTRY = 'de';
const HOST = `${COUNTRY}.localhost`;

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: 'Market Street',
  streetNumber: '12',
  postalCode: COUNTRIES[COUNTRY].address.postalCode.example,
  city: 'Capital',
  phone: '+49 30 1234567',
  country: 'DE',
};

/** A German shopper whose cart holds one product, with the e-mail and the billing address a payment needs. */
async function shopperWithCart(sku: string): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(shop.port, HOST);
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku, quantity: 1 },
      { action: 'setCustomerEmail', email: 'ada@example.com' },
      { action: 'setBillingAddress', address },
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

const googleAddress = {
  name: 'Ada Lovelace',
  address1: 'Market Street 12',
  locality: 'Capital',
  postalCode: COUNTRIES[COUNTRY].address.postalCode.example,
  countryCode: 'DE',
  phoneNumber: '+49 30 1234567',
};

/**
 * Every operation whose payload names a cart (schemas/operations.schema.json, `cartId`), with a payload that the
 * session owning the cart gets answered 200.
 */
const CART_NAMING: ReadonlyArray<readonly [string, (cart: Cart) => Record<string, unknown>]> = [
  [
    'addToCart',
    (cart) => ({ cartId: cart.id, version: cart.version, sku: cart.lineItems[0]!.variant.sku, quantity: 1 }),
  ],
  [
    'updateCartQuantity',
    (cart) => ({ cartId: cart.id, version: cart.version, lineItemId: cart.lineItems[0]!.id, quantity: 2 }),
  ],
  ['removeFromCart', (cart) => ({ cartId: cart.id, version: cart.version, lineItemId: cart.lineItems[0]!.id })],
  ['deleteCart', (cart) => ({ cartId: cart.id, version: cart.version })],
  ['updateCart', (cart) => ({ cartId: cart.id, version: cart.version, actions: [{ action: 'recalculate' }] })],
  ['applyCartCoupon', (cart) => ({ cartId: cart.id, version: cart.version, code: 'WELCOME10' })],
  // A code the cart does not hold: removing it changes nothing (spec/2 §4), for the owner a 200.
  [
    'removeCartCoupon',
    (cart) => ({ cartId: cart.id, version: cart.version, discountCode: { typeId: 'discount-code', id: 'none' } }),
  ],
  ['getShippingMethodsByCart', (cart) => ({ cartId: cart.id })],
  ['getPaymentMethods', (cart) => ({ cartId: cart.id, clientType: 'PRIVATE' })],
  ['validateVatId', (cart) => ({ cartId: cart.id, version: cart.version, vatId: 'DE100000008' })],
  [
    'createMyOrderFromCart',
    (cart) => ({ cartId: cart.id, version: cart.version, paymentMethod: 'bankTransfer', clientType: 'PRIVATE' }),
  ],
  [
    'pay',
    (cart) => ({ cartId: cart.id, version: cart.version, paymentMethod: { type: 'paypal' }, clientType: 'PRIVATE' }),
  ],
  ['getGooglePayExpress', (cart) => ({ cartId: cart.id })],
  [
    'payWithGooglePay',
    (cart) => ({
      cartId: cart.id,
      version: cart.version,
      expectedTotal: cart.totalPrice.centAmount,
      paymentData: {
        apiVersion: 2,
        apiVersionMinor: 0,
        email: 'ada@example.com',
        shippingAddress: googleAddress,
        paymentMethodData: {
          type: 'CARD',
          description: 'Visa •••• 1111',
          info: { cardNetwork: 'VISA', cardDetails: '1111', billingAddress: googleAddress },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'APPROVED' },
        },
      },
    }),
  ],
];

describe('every cart-naming operation answers a cart the session does not own as an unknown one', () => {
  it('names them all: every operation of the schema with a cartId is here', async () => {
    const { default: schema } = await import('../../../schemas/operations.schema.json', { with: { type: 'json' } });
    const naming = Object.entries(schema.$defs as Record<string, { properties?: Record<string, unknown> }>)
      .filter(([, definition]) => definition.properties !== undefined && 'cartId' in definition.properties)
      .map(([name]) => name);
    expect(CART_NAMING.map(([operation]) => operation).sort()).toEqual(naming.sort());
  });

  it.each(CART_NAMING.map(([operation, payload], index) => [operation, payload, index] as const))(
    '%s: 404 to a stranger with a cart of their own, and to one without a session; the owner’s cart untouched',
    async (operation, payload, index) => {
      const owner = await shopperWithCart(shop.skus[2 * index]!);
      const stranger = await shopperWithCart(shop.skus[2 * index + 1]!);
      // The same version on both carts: a version check alone cannot tell them apart.
      expect(stranger.cart.version).toBe(owner.cart.version);

      for (const visitor of [stranger.shopper, apiShopper(shop.port, HOST)]) {
        const answer = await visitor.call(operation, payload(owner.cart));
        expect(answer.status, `${operation}: ${answer.text()}`).toBe(404);
        expect(answer.json()).toMatchObject({ message: CART_NOT_FOUND_MESSAGE, field: '/cartId' });
      }
      // Nothing happened to either cart, and no order or payment was made of the owner's.
      expect((await owner.shopper.call('getMyCart', {})).json()).toEqual({ cart: owner.cart });
      expect((await stranger.shopper.call('getMyCart', {})).json()).toEqual({ cart: stranger.cart });
      const sqlite = shop.store.database.sqlite;
      expect(sqlite.prepare(`select count(*) from orders where cart_id = ?`).pluck().get(owner.cart.id)).toBe(0);
      expect(sqlite.prepare(`select count(*) from payment_attempts where cart_id = ?`).pluck().get(owner.cart.id)).toBe(
        0,
      );

      // The same request for the stranger's own cart is answered: the 404 above is the ownership, not the payload.
      const own = await stranger.shopper.call(operation, payload(stranger.cart));
      expect(own.status, `${operation}: ${own.text()}`).toBe(200);
    },
  );
});
