// ADR 025, spec/2 §5 Google Pay (express) over real HTTP against a real SQLite file: the sheet's request for every
// country, a purchase with the sheet's data in every country whose checkout is open, and what the sheet may get
// wrong or an attacker may send instead — each answered with the field named, the cart left as it was, nothing paid.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import type { Cart, GetGooglePayExpressAnswer, Order, PayAnswer } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import { GOOGLE_PAY_ADDRESS_MISSING, type GooglePayAddress } from '../../domain/checkout/google-pay.ts';
import { decimalAmount } from '../../domain/money/decimal-amount.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import {
  TEST_WALLET_CARDS,
  testWalletAccount,
  testWalletPaymentData,
} from '../../client/google-pay/test-wallet-data.ts';
import { createAdyenClient } from '../integrations/payment/adyen-client.server.ts';
import { createEmbeddedVatCheck } from '../integrations/vat-check/embedded-vat-check.server.ts';
import { CHECKOUT_CLOSED_MESSAGE } from './checkout-cart.server.ts';
import { NET_CART_MESSAGE } from './google-pay-express.server.ts';

let shop: SeededShop;

beforeAll(async () => {
  // The VAT checker's test ids price a company's cart net (the net-cart case).
  shop = await startSeededShop({ app: { vatCheck: createEmbeddedVatCheck({ testIds: true }) } });
});

afterAll(async () => {
  await shop.close();
});

const OPEN = COUNTRY_CODES.filter((country) => !COUNTRIES[country].flags.checkoutDisabled);
const CLOSED = COUNTRY_CODES.filter((country) => COUNTRIES[country].flags.checkoutDisabled);
const offersGooglePayToPrivate = (country: CountryCode) =>
  COUNTRIES[country].payment.methods.some(
    (method) => method.code === 'googlepay' && method.clientTypes.includes('PRIVATE'),
  );

/** What a Google account of the country holds: an address there with a phone (FULL format). */
function googleAddress(country: CountryCode, overrides: Partial<GooglePayAddress> = {}): GooglePayAddress {
  return {
    name: 'Ada Lovelace',
    address1: 'Market Street 12',
    locality: 'Capital',
    postalCode: COUNTRIES[country].address.postalCode.example,
    countryCode: country.toUpperCase(),
    phoneNumber: '+44 20 7946 0000',
    ...overrides,
  };
}

function paymentData(
  country: CountryCode,
  options: {
    token?: string;
    shipping?: GooglePayAddress | null;
    billing?: GooglePayAddress | null;
    email?: string;
  } = {},
) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    email: options.email ?? 'ada@example.com',
    ...(options.shipping === null ? {} : { shippingAddress: options.shipping ?? googleAddress(country) }),
    paymentMethodData: {
      type: 'CARD',
      description: 'Visa •••• 1111',
      info: {
        cardNetwork: 'VISA',
        cardDetails: '1111',
        ...(options.billing === null ? {} : { billingAddress: options.billing ?? googleAddress(country) }),
      },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: options.token ?? 'APPROVED' },
    },
  };
}

/** A shopper of the country with a cart of one product, and nothing else given: the express button's start. */
async function cartIn(country: CountryCode): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(shop.port, `${country}.localhost`);
  const answer = await shopper.call('updateCart', {
    actions: [{ action: 'addLineItem', sku: shop.skus[OPEN.indexOf(country) + 1] ?? shop.skus[0], quantity: 1 }],
  });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

const payWith = (
  shopper: ApiShopper,
  cart: Cart,
  country: CountryCode,
  options: Parameters<typeof paymentData>[1] = {},
) =>
  shopper.call('payWithGooglePay', {
    cartId: cart.id,
    version: cart.version,
    expectedTotal: cart.totalPrice.centAmount,
    paymentData: paymentData(country, options),
  });

async function currentCart(shopper: ApiShopper): Promise<Cart | null> {
  return ((await shopper.call('getMyCart', {})).json() as { cart: Cart | null }).cart;
}

describe('getGooglePayExpress (spec/2 §5 Google Pay: the sheet asks for what the shop needs)', () => {
  it.each(OPEN.filter(offersGooglePayToPrivate))(
    '%s offers it, for the cart’s total, shipping to the country only',
    async (country) => {
      const { shopper, cart } = await cartIn(country);
      const answer = await shopper.call('getGooglePayExpress', { cartId: cart.id });
      expect(answer.status, answer.text()).toBe(200);
      const express = answer.json() as Extract<GetGooglePayExpressAnswer, { available: true }>;
      expect(express).toMatchObject({
        available: true,
        sheet: 'testWallet',
        environment: 'TEST',
        total: cart.totalPrice,
      });
      expect(express.paymentDataRequest).toMatchObject({
        apiVersion: 2,
        apiVersionMinor: 0,
        emailRequired: true,
        shippingAddressRequired: true,
        shippingAddressParameters: { allowedCountryCodes: [country.toUpperCase()], phoneNumberRequired: true },
        transactionInfo: {
          totalPriceStatus: 'FINAL',
          totalPrice: decimalAmount(cart.totalPrice.centAmount, cart.totalPrice.fractionDigits),
          currencyCode: COUNTRIES[country].currency,
          countryCode: country.toUpperCase(),
        },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              billingAddressRequired: true,
              billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: { gateway: 'adyen', gatewayMerchantId: 'MultishopTestAccount' },
            },
          },
        ],
      });
    },
  );

  it.each(CLOSED)('%s, whose checkout is closed, does not offer it', async (country) => {
    const { shopper, cart } = await cartIn(country);
    const answer = await shopper.call('getGooglePayExpress', { cartId: cart.id });
    expect(answer.json()).toEqual({ available: false });
  });

  it('answers another session’s cart as unknown', async () => {
    const { cart } = await cartIn('de');
    const stranger = apiShopper(shop.port, 'de.localhost');
    const answer = await stranger.call('getGooglePayExpress', { cartId: cart.id });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Cart not found' });
  });
});

describe('payWithGooglePay (spec/2 §5 Google Pay, §4 Payment)', () => {
  it.each(OPEN.filter(offersGooglePayToPrivate))(
    '%s: the sheet’s data places a paid private order',
    async (country) => {
      const { shopper, cart } = await cartIn(country);
      const answer = await payWith(shopper, cart, country);
      expect(answer.status, answer.text()).toBe(200);
      const paid = answer.json() as Extract<PayAnswer, { action: 'order' }>;
      expect(paid.action).toBe('order');
      const order: Order = paid.order;
      expect(order).toMatchObject({
        paymentState: 'Paid',
        clientType: 'PRIVATE',
        customerEmail: 'ada@example.com',
        totalPrice: cart.totalPrice,
        shippingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          streetName: 'Market Street',
          streetNumber: '12',
          city: 'Capital',
          postalCode: COUNTRIES[country].address.postalCode.example,
          country: country.toUpperCase(),
          phone: '+44 20 7946 0000',
        },
        billingAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      });
      expect(order.paymentInfo.payments.map((payment) => payment.method)).toEqual(['googlepay']);
      expect(await currentCart(shopper)).toBeNull();
    },
  );

  it.each(OPEN.filter(offersGooglePayToPrivate))(
    '%s: the embedded test wallet’s account passes every check, and its declined card is refused',
    async (country) => {
      const { shopper, cart } = await cartIn(country);
      const account = testWalletAccount(country);
      const [approved, declined] = TEST_WALLET_CARDS;
      const pay = (version: number, card: typeof approved) =>
        shopper.call('payWithGooglePay', {
          cartId: cart.id,
          version,
          expectedTotal: cart.totalPrice.centAmount,
          paymentData: testWalletPaymentData(account, card!),
        });
      const refused = await pay(cart.version, declined);
      expect(refused.json()).toEqual({ action: 'error', errorState: 'payment-error' });
      const kept = (await currentCart(shopper))!;
      const paid = await pay(kept.version, approved);
      expect((paid.json() as PayAnswer).action, paid.text()).toBe('order');
    },
  );

  it.each(CLOSED)('%s, whose checkout is closed, refuses it and charges nothing', async (country) => {
    const { shopper, cart } = await cartIn(country);
    const answer = await payWith(shopper, cart, country);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ message: CHECKOUT_CLOSED_MESSAGE });
    expect(await currentCart(shopper)).toEqual(cart);
    expect(
      shop.store.database.sqlite.prepare(`select count(*) from orders where cart_id = ?`).pluck().get(cart.id),
    ).toBe(0);
  });

  it('answers the same request again with the same order, one payment', async () => {
    const { shopper, cart } = await cartIn('at');
    const first = (await payWith(shopper, cart, 'at')).json() as Extract<PayAnswer, { action: 'order' }>;
    const again = await payWith(shopper, cart, 'at');
    expect(again.status, again.text()).toBe(200);
    expect((again.json() as { order: Order }).order.id).toBe(first.order.id);
    const attempts = shop.store.database.sqlite
      .prepare(`select count(*) from payment_attempts where cart_id = ?`)
      .pluck()
      .get(cart.id);
    expect(attempts).toBe(1);
  });

  it('keeps the cart, with the sheet’s addresses, when the card is refused, and pays on a second try', async () => {
    const { shopper, cart } = await cartIn('nl');
    const refused = await payWith(shopper, cart, 'nl', { token: 'DECLINED' });
    expect(refused.json()).toEqual({ action: 'error', errorState: 'payment-error' });
    const kept = (await currentCart(shopper))!;
    expect(kept).toMatchObject({ id: cart.id, customerEmail: 'ada@example.com', shippingAddress: { city: 'Capital' } });
    const paid = await payWith(shopper, kept, 'nl');
    expect((paid.json() as PayAnswer).action).toBe('order');
  });

  it('gives the malformed-price state for a total that is not the cart’s, and charges nothing', async () => {
    const { shopper, cart } = await cartIn('fr');
    const answer = await shopper.call('payWithGooglePay', {
      cartId: cart.id,
      version: cart.version,
      expectedTotal: cart.totalPrice.centAmount - 1,
      paymentData: paymentData('fr'),
    });
    expect(answer.json()).toEqual({ action: 'error', errorState: 'malformed-price' });
    // Nothing of the sheet's is kept: the cart is as it was, its addresses too.
    expect(await currentCart(shopper)).toEqual(cart);
  });

  const refusals: ReadonlyArray<[string, Parameters<typeof paymentData>[1], string, string | RegExp]> = [
    ['no shipping address', { shipping: null }, '/paymentData/shippingAddress', GOOGLE_PAY_ADDRESS_MISSING],
    [
      'a shipping address in another country',
      { shipping: googleAddress('de', { countryCode: 'AT' }) },
      '/paymentData/shippingAddress/countryCode',
      /shop’s country/,
    ],
    ['no e-mail', { email: ' ' }, '/paymentData/email', /e-mail/],
    [
      'no phone number',
      { shipping: googleAddress('de', { phoneNumber: null }), billing: googleAddress('de', { phoneNumber: '' }) },
      '/paymentData/shippingAddress/phoneNumber',
      /phone number is missing/,
    ],
    [
      'no billing address',
      { billing: null },
      '/paymentData/paymentMethodData/info/billingAddress',
      /billing address is not complete/,
    ],
    [
      'a billing address in another country',
      { billing: googleAddress('at', { postalCode: '1010' }) },
      '/paymentData/paymentMethodData/info/billingAddress/countryCode',
      /billing address must be in the shop’s country/,
    ],
    ['an e-mail that is not one', { email: 'ada@' }, '/paymentData/email', /^Billing Address Error: /],
    [
      'a shipping postal code that is not the country’s',
      { shipping: googleAddress('de', { postalCode: '1010' }) },
      '/paymentData/shippingAddress/postalCode',
      /^Shipping Address Error: /,
    ],
    [
      'a billing street without a house number (spec/3 §5 Street number)',
      { billing: googleAddress('de', { address1: 'Market Street' }) },
      '/paymentData/paymentMethodData/info/billingAddress/address1',
      /^Billing Address Error: /,
    ],
    [
      'a one-word name (no first name)',
      { shipping: googleAddress('de', { name: 'Lovelace' }) },
      '/paymentData/shippingAddress/name',
      /^Shipping Address Error: /,
    ],
  ];

  it.each(refusals)('refuses %s, naming the field, with the cart unchanged', async (_case, options, field, message) => {
    const { shopper, cart } = await cartIn('de');
    const answer = await payWith(shopper, cart, 'de', options);
    expect(answer.status, answer.text()).toBe(400);
    const body = answer.json() as { message: string; field: string };
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
    expect((await currentCart(shopper))?.version).toBe(cart.version);
  });

  it('says which rule a postal code breaks, with the country’s example (spec/3 §5)', async () => {
    const { shopper, cart } = await cartIn('de');
    const answer = await payWith(shopper, cart, 'de', { shipping: googleAddress('de', { postalCode: '1010' }) });
    expect(answer.json()).toMatchObject({
      errors: [{ code: 'InvalidAddressField', rule: 'postalCode', addressField: 'postalCode' }],
    });
  });

  it('does not offer or take express payment for a cart priced net for a company (its orders are private)', async () => {
    const { shopper, cart } = await cartIn('at');
    const company = await shopper.call('updateCart', {
      cartId: cart.id,
      version: cart.version,
      actions: [
        { action: 'setCustomerEmail', email: 'grace@example.com' },
        {
          action: 'setBillingAddress',
          address: {
            firstName: 'Grace',
            lastName: 'Hopper',
            company: 'Compilers GmbH',
            vatNumber: 'AT00300200',
            streetName: 'Main Street',
            streetNumber: '7',
            postalCode: '1010',
            city: 'Wien',
            country: 'AT',
          },
        },
      ],
    });
    const withCompany = company.json() as Cart;
    // The embedded VAT checker's test id for a valid VAT ID, on an Austrian company's address: net (ADR 026).
    const validated = await shopper.call('validateVatId', {
      cartId: withCompany.id,
      version: withCompany.version,
      vatId: '00300200',
    });
    const net = (validated.json() as { cart: Cart }).cart;
    expect(net.taxMode).toBe('External');
    expect((await shopper.call('getGooglePayExpress', { cartId: net.id })).json()).toEqual({ available: false });
    const answer = await payWith(shopper, net, 'at');
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ message: NET_CART_MESSAGE, field: '/cartId' });
    expect(await currentCart(shopper)).toEqual(net);
  });

  it('names the problem in the answer’s details, for the shopper’s message', async () => {
    const { shopper, cart } = await cartIn('de');
    const cases: Array<[Parameters<typeof paymentData>[1], Record<string, unknown>]> = [
      [{ shipping: null }, { code: 'InvalidGooglePayData', reason: 'shippingAddressMissing' }],
      [{ billing: googleAddress('at') }, { code: 'InvalidGooglePayData', reason: 'billingCountryNotAllowed' }],
      [
        { billing: googleAddress('de', { postalCode: '1' }) },
        { code: 'InvalidAddressField', reason: 'billingAddressInvalid', rule: 'postalCode' },
      ],
      [
        { shipping: googleAddress('de', { locality: '' }) },
        { code: 'InvalidAddressField', reason: 'shippingAddressInvalid', addressField: 'city' },
      ],
    ];
    for (const [options, detail] of cases) {
      expect((await payWith(shopper, cart, 'de', options)).json()).toMatchObject({ errors: [detail] });
    }
  });

  it('refuses a payload that is not Google Pay’s data with the field named', async () => {
    const { shopper, cart } = await cartIn('de');
    const answer = await shopper.call('payWithGooglePay', {
      cartId: cart.id,
      version: cart.version,
      expectedTotal: cart.totalPrice.centAmount,
      paymentData: { paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: '' } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ field: '/paymentData/paymentMethodData/tokenizationData/token' });
  });

  it('answers a stale version 409 with the current one, and another session’s cart as unknown', async () => {
    const { shopper, cart: first } = await cartIn('de');
    const changed = await shopper.call('updateCart', {
      cartId: first.id,
      version: first.version,
      actions: [{ action: 'setCustomerEmail', email: 'someone@example.com' }],
    });
    const cart = changed.json() as Cart;
    const stale = await payWith(shopper, first, 'de');
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ currentVersion: cart.version });
    const stranger = apiShopper(shop.port, 'de.localhost');
    await stranger.call('updateCart', { actions: [{ action: 'addLineItem', sku: shop.skus[0], quantity: 1 }] });
    const foreign = await payWith(stranger, cart, 'de');
    expect(foreign.status).toBe(404);
    expect((await currentCart(shopper))?.version).toBe(cart.version);
  });
});

describe('Google Pay express with Adyen (its protocol at the HTTP boundary, msw)', () => {
  const ADYEN = 'https://checkout-test.adyen.example/v71';
  const sent: Array<Record<string, unknown>> = [];
  let methodsDown = false;
  let googlePayOffered = true;
  let methodsAsked = 0;
  const server = setupServer(
    // Adyen's /paymentMethods answer for Google Pay carries Google's and the gateway's merchant ids
    // (https://docs.adyen.com/payment-methods/google-pay/api-only, "configuration").
    http.post(`${ADYEN}/paymentMethods`, () => {
      methodsAsked += 1;
      if (methodsDown) {
        return HttpResponse.json({ status: 500, errorCode: '000', message: 'Internal error' }, { status: 500 });
      }
      const googlePay = {
        configuration: { merchantId: '1000', gatewayMerchantId: 'MultishopECOM' },
        name: 'Google Pay',
        type: 'googlepay',
      };
      return HttpResponse.json({ paymentMethods: googlePayOffered ? [googlePay] : [] });
    }),
    http.post(`${ADYEN}/payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      // Adyen's answer names the payment: its reference and the amount authorised (ADR 028 checks both).
      return HttpResponse.json({
        resultCode: 'Authorised',
        pspReference: 'V4HZ4RBFJGXXGN82',
        merchantReference: body.reference,
        amount: body.amount,
      });
    }),
  );
  let adyenShop: SeededShop;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    adyenShop = await startSeededShop({
      app: {
        payment: {
          kind: 'adyen',
          checkoutUrl: ADYEN,
          provider: createAdyenClient({ baseUrl: ADYEN, apiKey: 'test-key', timeoutMs: 1_000 }),
          merchantAccount: 'MultishopECOM',
          hmacKey: 'AB'.repeat(32),
          webhookCredentials: null,
          googlePay: { sheet: 'googlePay', environment: 'PRODUCTION' },
        },
      },
    });
  });
  afterAll(async () => {
    server.close();
    await adyenShop.close();
  });

  async function adyenCart(country: CountryCode = 'de') {
    const shopper = apiShopper(adyenShop.port, `${country}.localhost`);
    const answer = await shopper.call('updateCart', {
      actions: [{ action: 'addLineItem', sku: adyenShop.skus[0], quantity: 1 }],
    });
    return { shopper, cart: answer.json() as Cart };
  }

  it('lets the pages load and frame Google’s sheet (Content-Security-Policy), which the embedded wallet does not need', async () => {
    const headersOf = async (port: number) => (await httpCall(port, 'GET', '/', { host: 'de.localhost' })).headers;
    const policyOf = async (port: number) => String((await headersOf(port))['content-security-policy']);
    const withGoogle = await policyOf(adyenShop.port);
    expect((await headersOf(adyenShop.port))['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await headersOf(shop.port))['cross-origin-opener-policy']).toBe('same-origin');
    expect(withGoogle).toMatch(/script-src [^;]*https:\/\/pay\.google\.com/);
    expect(withGoogle).toMatch(/frame-src [^;]*https:\/\/pay\.google\.com/);
    expect(await policyOf(shop.port)).not.toContain('pay.google.com');
  });

  it('gives Google’s sheet the merchant and gateway ids of Adyen’s answer, in the configured environment', async () => {
    const { shopper, cart } = await adyenCart();
    const express = (await shopper.call('getGooglePayExpress', { cartId: cart.id })).json();
    expect(express).toMatchObject({
      available: true,
      sheet: 'googlePay',
      environment: 'PRODUCTION',
      paymentDataRequest: {
        merchantInfo: { merchantId: '1000' },
        allowedPaymentMethods: [
          { tokenizationSpecification: { parameters: { gateway: 'adyen', gatewayMerchantId: 'MultishopECOM' } } },
        ],
      },
    });
  });

  it('asks Adyen once per country a while, not at every cart change', async () => {
    const { shopper, cart } = await adyenCart('at');
    methodsAsked = 0;
    for (let i = 0; i < 3; i++) await shopper.call('getGooglePayExpress', { cartId: cart.id });
    expect(methodsAsked).toBeLessThanOrEqual(1);
  });

  it('hides the button when Adyen does not offer Google Pay in the country', async () => {
    googlePayOffered = false;
    try {
      const { shopper, cart } = await adyenCart('nl');
      expect((await shopper.call('getGooglePayExpress', { cartId: cart.id })).json()).toEqual({ available: false });
    } finally {
      googlePayOffered = true;
    }
  });

  it('hides the button, rather than failing, when Adyen does not answer', async () => {
    methodsDown = true;
    try {
      const { shopper, cart } = await adyenCart('be');
      const answer = await shopper.call('getGooglePayExpress', { cartId: cart.id });
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ available: false });
    } finally {
      methodsDown = false;
    }
  });

  it('sends Google’s token to Adyen as googlePayToken, for the cart’s total, and places the order', async () => {
    sent.length = 0;
    const { shopper, cart } = await adyenCart();
    const token = JSON.stringify({ signature: 'MEUCIQ…', protocolVersion: 'ECv2', signedMessage: '{…}' });
    const answer = await payWith(shopper, cart, 'de', { token });
    expect((answer.json() as PayAnswer).action).toBe('order');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      paymentMethod: { type: 'googlepay', googlePayToken: token },
      amount: { value: cart.totalPrice.centAmount, currency: 'EUR' },
      merchantAccount: 'MultishopECOM',
      countryCode: 'DE',
      shopperEmail: 'ada@example.com',
    });
  });
});
