// Issue 14 part 2 over HTTP against a real SQLite file: the VAT ID check of a checkout (spec/3 §4, §5, §8) and the
// net prices a valid company VAT ID gives (tax mode External), with the embedded checker's documented test IDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import {
  createEmbeddedVatCheck,
  EMBEDDED_TEST_VAT_IDS as IDS,
} from '../integrations/vat-check/embedded-vat-check.server.ts';

let shop: SeededShop;
let port: number;
let sku: string;

beforeAll(async () => {
  shop = await startSeededShop({
    products: 30,
    app: { vatCheck: createEmbeddedVatCheck({ testIds: true, timeoutMs: 150 }) },
  });
  port = shop.port;
  sku = shop.skus[0]!;
});

afterAll(async () => {
  await shop.close();
});

async function companyCart(country: CountryCode = 'de'): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(port, `${country}.localhost`);
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku, quantity: 2 },
      { action: 'setCustomerEmail', email: 'buyer@example.com' },
      {
        action: 'setBillingAddress',
        address: {
          firstName: 'Grace',
          lastName: 'Hopper',
          company: 'Compilers Ltd',
          streetName: 'Main Street',
          streetNumber: '7',
          postalCode: COUNTRIES[country].address.postalCode.example ?? '1000',
          city: 'Capital',
          phone: '+49 30 1234567',
          country: country.toUpperCase(),
        },
      },
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

const validate = (shopper: ApiShopper, cart: Cart, vatId: string) =>
  shopper.call('validateVatId', { cartId: cart.id, version: cart.version, vatId });

describe('validateVatId (spec/3 §4, §5, §7)', () => {
  it.each([IDS.valid, IDS.validQualifiedDataMissing, IDS.validQualifiedCheckImpossible, IDS.validPrintDiscontinued])(
    'a valid VAT ID (%s) prices the cart net where the store may change the tax rate',
    async (vatId) => {
      const { shopper, cart } = await companyCart();
      const answer = await validate(shopper, cart, `DE${vatId}`);
      expect(answer.status, answer.text()).toBe(200);
      const { cart: net, vatCheck } = answer.json() as { cart: Cart; vatCheck: Record<string, unknown> };
      expect(vatCheck).toMatchObject({ vatId: `DE${vatId}`, result: 'valid', timedOut: false, pricesAdjusted: true });
      expect(net.version).toBe(cart.version + 1);
      expect(net.taxMode).toBe('External');
      // Net: no VAT on top, each price without its VAT (DE 19 %).
      expect(net.taxedPrice.taxPortions.every((portion) => portion.amount.centAmount === 0)).toBe(true);
      expect(net.taxedPrice.totalGross).toEqual(net.taxedPrice.totalNet);
      expect(net.totalPrice).toEqual(net.taxedPrice.totalNet);
      const grossUnit = cart.lineItems[0]!.price.centAmount;
      expect(net.lineItems[0]!.price.centAmount).toBe(Math.round((grossUnit * 100) / 119));
      expect(net.totalPrice.centAmount).toBeLessThan(cart.totalPrice.centAmount);
    },
  );

  it.each((Object.keys(COUNTRIES) as CountryCode[]).filter((country) => COUNTRIES[country].flags.vatValidation))(
    '%s: a valid company VAT ID is checked with the country’s prefix and, where the store may, prices net',
    async (country) => {
      const { shopper, cart } = await companyCart(country);
      const answer = await validate(shopper, cart, IDS.valid);
      expect(answer.status, answer.text()).toBe(200);
      const { cart: after, vatCheck } = answer.json() as { cart: Cart; vatCheck: Record<string, unknown> };
      expect(vatCheck).toMatchObject({
        vatId: `${COUNTRIES[country].address.vat.prefix}${IDS.valid}`,
        result: 'valid',
      });
      const net = COUNTRIES[country].flags.changeTaxRate;
      expect(after.taxMode).toBe(net ? 'External' : 'Platform');
      if (net) expect(after.totalPrice).toEqual(after.taxedPrice.totalNet);
    },
  );

  it.each([
    [IDS.notValid, 'notValid', false],
    [IDS.memberStateUnavailable, 'couldNotValidate', false],
    [IDS.otherUserQuerying, 'couldNotValidate', false],
    [IDS.serviceUnavailable, 'couldNotValidate', false],
    [IDS.timeout, 'couldNotValidate', true],
    ['123', 'notValid', false],
  ])('%s answers %s and leaves the cart gross', async (vatId, result, timedOut) => {
    const { shopper, cart } = await companyCart();
    const answer = await validate(shopper, cart, vatId);
    expect(answer.status, answer.text()).toBe(200);
    const body = answer.json() as { cart: Cart; vatCheck: Record<string, unknown> };
    expect(body.vatCheck).toMatchObject({ result, timedOut, pricesAdjusted: false });
    expect(body.cart.taxMode).toBe('Platform');
    expect(body.cart.totalPrice).toEqual(cart.totalPrice);
  });

  it('uses the country’s prefix (EL for Greece, CHE for Switzerland) whatever the shopper typed', async () => {
    const { shopper, cart } = await companyCart('ch');
    const answer = await validate(shopper, cart, `che-${IDS.valid}`);
    expect(answer.json().vatCheck.vatId).toBe(`CHE${IDS.valid}`);
  });

  /** A company's order after the VAT ID `checked` was validated and the billing address names `vatNumber`. */
  async function companyOrder(checked: string, vatNumber: string): Promise<Order> {
    const { shopper, cart } = await companyCart();
    const { cart: validated } = (await validate(shopper, cart, checked)).json() as { cart: Cart };
    const ready = (
      await shopper.call('updateCart', {
        cartId: validated.id,
        version: validated.version,
        actions: [{ action: 'setBillingAddress', address: { ...validated.billingAddress!, vatNumber } }],
      })
    ).json() as Cart;
    const answer = await shopper.call('createMyOrderFromCart', {
      cartId: ready.id,
      version: ready.version,
      paymentMethod: 'bankTransfer',
      clientType: 'COMPANY',
    });
    expect(answer.status, answer.text()).toBe(200);
    return answer.json() as Order;
  }

  it.each([
    [IDS.valid, true, 200],
    [IDS.notValid, false, 201],
  ])(
    'keeps the check of the billing address’s VAT ID %s with the order: validated %s, code %i, the raw answer (spec/3 §3)',
    async (vatId, validated, code) => {
      const { billingVatCheck } = (await companyOrder(vatId, `DE${vatId}`)).custom;
      expect(billingVatCheck).toMatchObject({ vatId: `DE${vatId}`, vatValidated: validated, code });
      expect(billingVatCheck!.rawResponse).toContain(String(code));
    },
  );

  it('keeps no VAT check with an order whose billing address names another VAT ID than the one checked', async () => {
    expect((await companyOrder(IDS.valid, 'DE123456788')).custom).not.toHaveProperty('billingVatCheck');
  });

  it('keeps the cart net while the billing address names the checked VAT ID, and not once it names another', async () => {
    const { shopper, cart } = await companyCart();
    const { cart: net } = (await validate(shopper, cart, IDS.valid)).json() as { cart: Cart };
    const address = { ...net.billingAddress!, vatNumber: `DE${IDS.valid}` };
    const kept = (
      await shopper.call('updateCart', {
        cartId: net.id,
        version: net.version,
        actions: [{ action: 'setBillingAddress', address }],
      })
    ).json() as Cart;
    expect(kept.taxMode).toBe('External');
    const other = (
      await shopper.call('updateCart', {
        cartId: kept.id,
        version: kept.version,
        actions: [{ action: 'setBillingAddress', address: { ...address, vatNumber: 'DE999999999' } }],
      })
    ).json() as Cart;
    expect(other.taxMode).toBe('Platform');
    expect(other.totalPrice).toEqual(cart.totalPrice);
  });

  it('orders a net cart net: cash on delivery’s fee carries no VAT either', async () => {
    const { shopper, cart } = await companyCart();
    const { cart: net } = (await validate(shopper, cart, IDS.valid)).json() as { cart: Cart };
    const order = (
      await shopper.call('createMyOrderFromCart', {
        cartId: net.id,
        version: net.version,
        paymentMethod: 'cashOnDelivery',
        clientType: 'COMPANY',
      })
    ).json() as Order;
    expect(order.taxedPrice.taxPortions.every((portion) => portion.amount.centAmount === 0)).toBe(true);
    expect(order.custom.codFeeVat!.centAmount).toBe(0);
    expect(order.totalPrice.centAmount).toBe(net.totalPrice.centAmount + COUNTRIES.de.payment.cashOnDelivery.fee);
  });

  it('answers a stale version 409, another visitor’s cart as unknown, and a malformed VAT ID 400', async () => {
    const { shopper, cart } = await companyCart();
    expect(
      (await shopper.call('validateVatId', { cartId: cart.id, version: cart.version + 1, vatId: IDS.valid })).status,
    ).toBe(409);
    expect((await validate(apiShopper(port), cart, IDS.valid)).status).toBe(404);
    for (const vatId of ['', 'x', 'A'.repeat(41)]) {
      const answer = await validate(shopper, cart, vatId);
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({ field: '/vatId' });
    }
    expect((await shopper.call('getMyCart', {})).json().cart.version).toBe(cart.version);
  });
});
