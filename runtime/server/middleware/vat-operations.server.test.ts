// Over HTTP against a real SQLite file (ADR 026): the VAT ID check of a checkout (spec/3 §4, §5, §8) and the
// net prices (tax mode External) a valid company VAT ID on the billing address gives where the sale is an
// intra-Community supply (ADR 026), with the embedded checker's documented test IDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import {
  createEmbeddedVatCheck,
  EMBEDDED_TEST_VAT_IDS as IDS,
} from '../integrations/vat-check/embedded-vat-check.server.ts';
import { vatCheckFromEnv } from '../integrations/vat-check/vat-check-from-env.server.ts';

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

async function companyCart(
  country: CountryCode = 'at',
  extra: { vatNumber?: string; company?: string } = {},
): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(port, `${country}.localhost`);
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku, quantity: 2 },
      { action: 'setCustomerEmail', email: 'buyer@example.com' },
      { action: 'setBillingAddress', address: { ...billingAddress(country), ...extra } },
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

function billingAddress(country: CountryCode) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    company: 'Compilers Ltd',
    streetName: 'Main Street',
    streetNumber: '7',
    postalCode: COUNTRIES[country].address.postalCode.example ?? '1000',
    city: 'Capital',
    phone: '+49 30 1234567',
    country: country.toUpperCase(),
  };
}

/** A company cart whose billing address names `vatId` (prefixed), checked by validateVatId. */
async function checkedCart(country: CountryCode, vatId: string) {
  const prefixed = `${COUNTRIES[country].address.vat.prefix}${vatId}`;
  const { shopper, cart } = await companyCart(country, { vatNumber: prefixed });
  const answer = await validate(shopper, cart, vatId);
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, gross: cart, ...(answer.json() as { cart: Cart; vatCheck: Record<string, unknown> }) };
}

const setBilling = async (shopper: ApiShopper, cart: Cart, address: Record<string, unknown>) => {
  const answer = await shopper.call('updateCart', {
    cartId: cart.id,
    version: cart.version,
    actions: [{ action: 'setBillingAddress', address }],
  });
  expect(answer.status, answer.text()).toBe(200);
  return answer.json() as Cart;
};

const validate = (shopper: ApiShopper, cart: Cart, vatId: string) =>
  shopper.call('validateVatId', { cartId: cart.id, version: cart.version, vatId });

describe('validateVatId (spec/3 §4, §5, §7; ADR 026)', () => {
  it.each([IDS.valid, IDS.validQualifiedDataMissing, IDS.validQualifiedCheckImpossible, IDS.validPrintDiscontinued])(
    'a valid VAT ID (%s) on an Austrian company’s billing address prices the cart net',
    async (vatId) => {
      const { gross, cart: net, vatCheck } = await checkedCart('at', vatId);
      expect(vatCheck).toMatchObject({ vatId: `AT${vatId}`, result: 'valid', timedOut: false, pricesAdjusted: true });
      expect(net.version).toBe(gross.version + 1);
      expect(net.taxMode).toBe('External');
      // Net: no VAT on top, each price without its VAT (AT 20 %).
      expect(net.taxedPrice.taxPortions.every((portion) => portion.amount.centAmount === 0)).toBe(true);
      expect(net.taxedPrice.totalGross).toEqual(net.taxedPrice.totalNet);
      expect(net.totalPrice).toEqual(net.taxedPrice.totalNet);
      const grossUnit = gross.lineItems[0]!.price.centAmount;
      expect(net.lineItems[0]!.price.centAmount).toBe(Math.round((grossUnit * 100) / 120));
      expect(net.totalPrice.centAmount).toBeLessThan(gross.totalPrice.centAmount);
    },
  );

  it('ATU13585627, an Austrian company in the Austrian shop, is net', async () => {
    const { cart, vatCheck } = await checkedCart('at', 'U13585627');
    expect(vatCheck).toMatchObject({ vatId: 'ATU13585627', result: 'valid', pricesAdjusted: true });
    expect(cart.taxMode).toBe('External');
  });

  it('DE100000008, a German company in the German shop, pays German VAT: a domestic sale', async () => {
    const { gross, cart, vatCheck } = await checkedCart('de', '100000008');
    expect(vatCheck).toMatchObject({ vatId: 'DE100000008', result: 'valid', pricesAdjusted: false });
    expect(vatCheck.netOnceBilled).toBe(false);
    expect(cart.taxMode).toBe('Platform');
    expect(cart.totalPrice).toEqual(gross.totalPrice);
  });

  it.each((Object.keys(COUNTRIES) as CountryCode[]).filter((country) => COUNTRIES[country].flags.vatValidation))(
    '%s: a valid company VAT ID is checked with the country’s prefix, and net only for an intra-Community supply',
    async (country) => {
      const { cart, vatCheck } = await checkedCart(country, IDS.valid);
      expect(vatCheck).toMatchObject({
        vatId: `${COUNTRIES[country].address.vat.prefix}${IDS.valid}`,
        result: 'valid',
      });
      const net = !['de', 'ch', 'no', 'gb'].includes(country);
      expect(cart.taxMode).toBe(net ? 'External' : 'Platform');
      expect(vatCheck.pricesAdjusted).toBe(net);
      if (net) expect(cart.totalPrice).toEqual(cart.taxedPrice.totalNet);
      else expect(cart.taxedPrice.taxPortions.some((portion) => portion.amount.centAmount > 0)).toBe(true);
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
    const { gross, cart, vatCheck } = await checkedCart('at', vatId);
    expect(vatCheck).toMatchObject({ result, timedOut, pricesAdjusted: false, netOnceBilled: false });
    expect(cart.taxMode).toBe('Platform');
    expect(cart.totalPrice).toEqual(gross.totalPrice);
  });

  it('uses the country’s prefix (EL for Greece, CHE for Switzerland) whatever the shopper typed', async () => {
    const { shopper, cart } = await companyCart('ch');
    const answer = await validate(shopper, cart, `che-${IDS.valid}`);
    expect(answer.json().vatCheck.vatId).toBe(`CHE${IDS.valid}`);
  });

  it('checks the ID before the billing address names it (on blur), and the saved address makes the cart net', async () => {
    const { shopper, cart } = await companyCart('at');
    const answer = await validate(shopper, cart, IDS.valid);
    const { cart: checked, vatCheck } = answer.json() as { cart: Cart; vatCheck: Record<string, unknown> };
    expect(vatCheck).toMatchObject({ result: 'valid', pricesAdjusted: false, netOnceBilled: true });
    expect(checked.taxMode).toBe('Platform');
    const net = await setBilling(shopper, checked, { ...billingAddress('at'), vatNumber: `AT${IDS.valid}` });
    expect(net.taxMode).toBe('External');
  });

  it('a VAT ID not on the billing address, or on a private one, makes nothing net', async () => {
    const { shopper, cart } = await companyCart('at', { vatNumber: 'ATU10223006' });
    const answer = (await validate(shopper, cart, IDS.valid)).json() as { cart: Cart };
    expect(answer.cart.taxMode).toBe('Platform');
    const { company: _company, ...privateAddress } = billingAddress('at');
    const { shopper: other, cart: privateCart } = await companyCart('at');
    const stripped = await setBilling(other, privateCart, { ...privateAddress, vatNumber: `AT${IDS.valid}` });
    expect(stripped.billingAddress).not.toHaveProperty('vatNumber');
    expect((await validate(other, stripped, IDS.valid)).json().cart.taxMode).toBe('Platform');
  });

  it.each<[string, (address: Record<string, unknown>) => Record<string, unknown>]>([
    ['another VAT ID', (address) => ({ ...address, vatNumber: 'ATU10223006' })],
    ['no VAT ID', ({ vatNumber: _vatNumber, ...address }) => address],
    ['another company name', (address) => ({ ...address, company: 'Other Ltd' })],
    ['the private client type: no company', ({ company: _company, ...address }) => address],
  ])('%s returns the cart to gross in the same change', async (_case, change) => {
    const { shopper, gross, cart: net } = await checkedCart('at', IDS.valid);
    expect(net.taxMode).toBe('External');
    const kept = await setBilling(shopper, net, { ...net.billingAddress! });
    expect(kept.taxMode).toBe('External');
    const changed = await setBilling(shopper, kept, change({ ...kept.billingAddress! }));
    // A new company name keeps the checked ID: the check is of the ID, and the company is still a company.
    const stillNet = _case === 'another company name';
    expect(changed.taxMode).toBe(stillNet ? 'External' : 'Platform');
    if (!stillNet) expect(changed.totalPrice).toEqual(gross.totalPrice);
  });

  /** A company's order after the VAT ID `checked` was validated and the billing address names `vatNumber`. */
  async function companyOrder(checked: string, vatNumber: string): Promise<Order> {
    const { shopper, cart } = await companyCart('at');
    const { cart: validated } = (await validate(shopper, cart, checked)).json() as { cart: Cart };
    const ready = await setBilling(shopper, validated, { ...validated.billingAddress!, vatNumber });
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
    'keeps the VAT ID, the company and the check of %s with the order: validated %s, code %i, the raw answer',
    async (vatId, validated, code) => {
      const order = await companyOrder(vatId, `AT${vatId}`);
      expect(order.billingAddress).toMatchObject({ company: 'Compilers Ltd', vatNumber: `AT${vatId}` });
      expect(order.custom.billingVatCheck).toMatchObject({ vatId: `AT${vatId}`, vatValidated: validated, code });
      expect(order.custom.billingVatCheck!.rawResponse).toContain(String(code));
      const zero = order.taxedPrice.taxPortions.every((portion) => portion.amount.centAmount === 0);
      expect(zero).toBe(validated);
    },
  );

  it('keeps no VAT check with an order whose billing address names another VAT ID than the one checked', async () => {
    expect((await companyOrder(IDS.valid, 'ATU10223006')).custom).not.toHaveProperty('billingVatCheck');
  });

  it('orders a net cart net: cash on delivery’s fee carries no VAT either', async () => {
    const { shopper, cart: net } = await checkedCart('at', IDS.valid);
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
    expect(order.totalPrice.centAmount).toBe(net.totalPrice.centAmount + COUNTRIES.at.payment.cashOnDelivery.fee);
  });

  it('refuses a private order of a net cart: a private client pays VAT', async () => {
    const { shopper, cart: net } = await checkedCart('at', IDS.valid);
    const answer = await shopper.call('createMyOrderFromCart', {
      cartId: net.id,
      version: net.version,
      paymentMethod: 'bankTransfer',
      clientType: 'PRIVATE',
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ field: '/clientType' });
  });

  it('a PRIVATE order keeps no company, department or VAT number, whatever the cart was sent (spec/3 §4)', async () => {
    const { shopper, cart } = await companyCart('de', { company: 'Firma GmbH', vatNumber: 'DE100000008' });
    const ready = (
      await shopper.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [
          {
            action: 'setShippingAddress',
            address: {
              ...billingAddress('de'),
              company: 'Firma GmbH',
              department: 'Einkauf',
              vatNumber: 'DE100000008',
            },
          },
        ],
      })
    ).json() as Cart;
    const answer = await shopper.call('createMyOrderFromCart', {
      cartId: ready.id,
      version: ready.version,
      paymentMethod: 'bankTransfer',
      clientType: 'PRIVATE',
    });
    expect(answer.status, answer.text()).toBe(200);
    const order = answer.json() as Order;
    expect(order.clientType).toBe('PRIVATE');
    for (const address of [order.billingAddress, order.shippingAddress]) {
      expect(address).not.toHaveProperty('company');
      expect(address).not.toHaveProperty('department');
      expect(address).not.toHaveProperty('vatNumber');
    }
    expect(JSON.stringify(order)).not.toContain('Firma GmbH');
    expect(order.custom).not.toHaveProperty('billingVatCheck');
  });

  it('a private cart keeps no department or VAT number on its billing address', async () => {
    const { company: _company, ...privateAddress } = billingAddress('de');
    const shopper = apiShopper(port, 'de.localhost');
    const cart = (
      await shopper.call('updateCart', {
        actions: [
          { action: 'addLineItem', sku, quantity: 1 },
          {
            action: 'setBillingAddress',
            address: { ...privateAddress, company: ' ', department: 'Einkauf', vatNumber: 'DE100000008' },
          },
        ],
      })
    ).json() as Cart;
    expect(cart.billingAddress).not.toHaveProperty('company');
    expect(cart.billingAddress).not.toHaveProperty('department');
    expect(cart.billingAddress).not.toHaveProperty('vatNumber');
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

describe('validateVatId in production with the embedded check (ADR 026)', () => {
  let production: SeededShop;
  beforeAll(async () => {
    production = await startSeededShop({ products: 5, app: { vatCheck: vatCheckFromEnv({ NODE_ENV: 'production' }) } });
  });
  afterAll(async () => {
    await production.close();
  });

  it('answers couldNotValidate for a well-formed ID and keeps the cart gross', async () => {
    const shopper = apiShopper(production.port, 'at.localhost');
    const cart = (
      await shopper.call('updateCart', {
        actions: [
          { action: 'addLineItem', sku: production.skus[0]!, quantity: 1 },
          { action: 'setBillingAddress', address: { ...billingAddress('at'), vatNumber: 'ATU13585627' } },
        ],
      })
    ).json() as Cart;
    const answer = await validate(shopper, cart, 'U13585627');
    expect(answer.status, answer.text()).toBe(200);
    const body = answer.json() as { cart: Cart; vatCheck: Record<string, unknown> };
    expect(body.vatCheck).toMatchObject({ result: 'couldNotValidate', code: 999, pricesAdjusted: false });
    expect(body.vatCheck.netOnceBilled).toBe(false);
    expect(body.cart.taxMode).toBe('Platform');
    expect(body.cart.totalPrice).toEqual(cart.totalPrice);
  });
});
