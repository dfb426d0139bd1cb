// The checkout store on its own (spec/2 §3 Client UI state, §4 Checkout, §5, §8; spec/3 §4): a store made with a
// fake client, cart and cookie jar — no page, no fetch, no document — and what its signals say after each action.
import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, GetPaymentMethodsAnswer } from '../../generated/types.ts';
import { fakeOperationClient } from '../../tests/fixtures/fake-operation-client.ts';
import { GOOGLE_PAY_REQUEST } from '../../tests/fixtures/google-pay-request.ts';
import { sampleCart } from '../../tests/fixtures/sample-cart.ts';
import { RequestError } from '../client/operation-client.ts';
import type { ClientType } from '../domain/checkout/client-type.ts';
import type { ShippingAddressType } from '../domain/checkout/address-type.ts';
import type { CheckoutCookies } from './checkout-cookies.ts';
import { createCheckoutStore, type CartForCheckout } from './checkout-store.ts';

const euros = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

const METHODS: GetPaymentMethodsAnswer = {
  methods: [
    { code: 'scheme', kind: 'provider' },
    { code: 'paypal', kind: 'provider' },
    { code: 'cashOnDelivery', kind: 'shop' },
  ],
  unavailable: [],
  codFee: { gross: euros(700), vat: euros(112) },
  testPayments: false,
};

function fakeCart(held: Cart | null = sampleCart()) {
  const changes: unknown[][] = [];
  const current = signal<Cart | null>(held);
  const cart = {
    cart: current,
    language: () => 'de' as const,
    change: vi.fn(async (...actions: unknown[]): Promise<Cart | null> => {
      changes.push(actions);
      return current.value;
    }),
    flush: vi.fn(async () => {}),
    reload: vi.fn(async () => {}),
    receive: vi.fn((next: Cart) => {
      current.value = next;
    }),
    ordered: vi.fn(() => {
      current.value = null;
    }),
  } satisfies CartForCheckout;
  return { cart, changes };
}

function fakeCookies(start: { clientType?: ClientType; shippingAddressType?: ShippingAddressType } = {}) {
  const jar = { ...start };
  const cookies: CheckoutCookies = {
    clientType: () => jar.clientType ?? null,
    setClientType: (value) => (jar.clientType = value),
    shippingAddressType: () => jar.shippingAddressType ?? null,
    setShippingAddressType: (value) => (jar.shippingAddressType = value),
  };
  return { cookies, jar };
}

function storeWith(
  options: {
    cart?: Cart | null;
    cookies?: Parameters<typeof fakeCookies>[0];
    answer?: (operation: string, payload: Record<string, unknown>) => unknown;
  } = {},
) {
  const { client, calls } = fakeOperationClient(options.answer ?? (() => METHODS));
  const cart = fakeCart(options.cart === undefined ? sampleCart() : options.cart);
  const cookies = fakeCookies(options.cookies);
  const store = createCheckoutStore({ client, country: 'de', cart: cart.cart, cookies: cookies.cookies });
  return { store, calls, ...cart, jar: cookies.jar };
}

const COMPANY_ADDRESS = {
  ...sampleCart().billingAddress!,
  company: 'Lovelace GmbH',
  department: 'Einkauf',
  vatNumber: 'DE123456789',
};

describe('the checkout store: who buys and where to deliver (spec/2 §3, §4; spec/3 §4)', () => {
  it('starts from the cookies and the country’s defaults before the cart is read', () => {
    expect(storeWith({ cart: null }).store.clientType.value).toBe('PRIVATE');
    const { store } = storeWith({
      cart: null,
      cookies: { clientType: 'COMPANY', shippingAddressType: 'DIFFERENT_FROM_BILLING' },
    });
    expect(store.clientType.value).toBe('COMPANY');
    expect(store.shippingAddressType.value).toBe('DIFFERENT_FROM_BILLING');
    expect(store.selectedPayment.value).toBe('scheme');
  });

  it('begins from the cart: a company address makes a company, its e-mail and addresses seed the forms', () => {
    const { store } = storeWith({ cart: null });
    const state = store.begin(sampleCart({ billingAddress: COMPANY_ADDRESS }));
    expect(store.clientType.value).toBe('COMPANY');
    expect(state).toMatchObject({ clientEmail: 'ada@example.com', billingDetails: COMPANY_ADDRESS });
  });

  it('a private buyer’s first billing details carry no company data; the cookie’s choice wins over the address', () => {
    const { store } = storeWith({ cart: null, cookies: { clientType: 'PRIVATE' } });
    const state = store.begin(sampleCart({ billingAddress: COMPANY_ADDRESS }));
    expect(store.clientType.value).toBe('PRIVATE');
    expect(state.billingDetails).toEqual(sampleCart().billingAddress);
  });

  it('switching to private clears company, department and VAT number; to company keeps what was typed, kept', () => {
    const { store, jar } = storeWith();
    expect(store.chooseClientType('COMPANY', COMPANY_ADDRESS)).toEqual(COMPANY_ADDRESS);
    expect([store.clientType.value, jar.clientType]).toEqual(['COMPANY', 'COMPANY']);
    expect(store.chooseClientType('PRIVATE', COMPANY_ADDRESS)).toEqual(sampleCart().billingAddress);
    expect([store.clientType.value, jar.clientType]).toEqual(['PRIVATE', 'PRIVATE']);
  });

  it('switching a net company cart to private re-prices it at once: the billing address loses its company data (ADR 026)', () => {
    const { store, changes } = storeWith({
      cart: sampleCart({ billingAddress: COMPANY_ADDRESS, taxMode: 'External' }),
    });
    store.chooseClientType('PRIVATE', COMPANY_ADDRESS);
    expect(changes).toEqual([[{ action: 'setBillingAddress', address: sampleCart().billingAddress }]]);
  });

  it('switching a cart with VAT to private, or any cart to company, leaves the cart alone until the form is sent', () => {
    const { store, changes } = storeWith({ cart: sampleCart({ billingAddress: COMPANY_ADDRESS }) });
    store.chooseClientType('PRIVATE', COMPANY_ADDRESS);
    store.chooseClientType('COMPANY', COMPANY_ADDRESS);
    expect(changes).toEqual([]);
  });

  it('keeps where to deliver in its cookie', () => {
    const { store, jar } = storeWith();
    store.chooseShippingAddressType('DIFFERENT_FROM_BILLING');
    expect([store.shippingAddressType.value, jar.shippingAddressType]).toEqual([
      'DIFFERENT_FROM_BILLING',
      'DIFFERENT_FROM_BILLING',
    ]);
  });
});

describe('the checkout store: the payment methods (spec/2 §3, §5)', () => {
  it('reads the methods for the cart, the client type and the language; the card stays chosen', async () => {
    const { store, calls } = storeWith({ cookies: { clientType: 'COMPANY' } });
    await store.loadPaymentMethods();
    expect(calls.map(({ operation, payload }) => [operation, payload])).toEqual([
      ['getPaymentMethods', { cartId: 'cart-1', clientType: 'COMPANY', language: 'de' }],
    ]);
    expect(store.paymentMethods.value).toEqual(METHODS);
    expect([store.selectedPayment.value, store.chosenKind.value, store.codFee.value]).toEqual([
      'scheme',
      'provider',
      null,
    ]);
  });

  it('chooses the first method offered when the chosen one is not; cash on delivery brings its fee', async () => {
    const { store } = storeWith({ answer: () => ({ ...METHODS, methods: METHODS.methods.slice(2) }) });
    await store.loadPaymentMethods();
    expect([store.selectedPayment.value, store.chosenKind.value]).toEqual(['cashOnDelivery', 'shop']);
    expect(store.codFee.value).toEqual(METHODS.codFee);
  });

  it('a newer load cancels the one on its way: the older answer, arriving last, changes nothing', async () => {
    const answers: Array<(value: GetPaymentMethodsAnswer) => void> = [];
    const { store, calls } = storeWith({ answer: () => new Promise((resolve) => answers.push(resolve)) });
    const first = store.loadPaymentMethods();
    const second = store.loadPaymentMethods();
    expect(calls[0]!.signal!.aborted).toBe(true);
    expect(calls[1]!.signal!.aborted).toBe(false);
    answers[1]!({ ...METHODS, methods: METHODS.methods.slice(1) });
    await second;
    answers[0]!(METHODS);
    await first;
    expect(store.paymentMethods.value!.methods.map((method) => method.code)).toEqual(['paypal', 'cashOnDelivery']);
  });

  it('a step left cancels its load: its signal aborts the call, and nothing changes nor fails', async () => {
    const { store, calls } = storeWith({
      answer: (_operation, _payload) => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('gone')))),
    });
    const left = new AbortController();
    const load = store.loadPaymentMethods(left.signal);
    left.abort();
    await load;
    expect(calls[0]!.signal!.aborted).toBe(true);
    expect(store.paymentMethods.value).toBeNull();
    expect(store.failure.value).toBeNull();
  });

  it('says when the methods could not be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = storeWith({
      answer: () => {
        throw new RequestError('/api/getPaymentMethods', 500, 'down');
      },
    });
    await store.loadPaymentMethods();
    expect(store.failure.value).toEqual({ key: 'checkout.payment.methodsFailed' });
    vi.restoreAllMocks();
  });
});

describe('the checkout store: saving the addresses (spec/2 §4, §5)', () => {
  const input = { email: 'ada@example.com', billingAddress: COMPANY_ADDRESS };

  it('begins with the newsletter consent the cart holds, unticked when it holds none', () => {
    const { store } = storeWith({ cart: null });
    expect(store.newsletter.value).toBe(false);
    store.begin(sampleCart({ custom: { customerAgreedToSendEmail: true } }));
    expect(store.newsletter.value).toBe(true);
    store.begin(sampleCart());
    expect(store.newsletter.value).toBe(false);
  });

  it('a private buyer’s billing address goes without company data, delivered to it; busy until the next step', async () => {
    const { store, changes, cart } = storeWith();
    store.chooseNewsletter(true);
    const busyOnTheWay: boolean[] = [];
    const refused = await store.saveAddresses(input, async () => {
      busyOnTheWay.push(store.busy.value);
    });
    expect(refused).toEqual([]);
    expect(busyOnTheWay).toEqual([true]);
    expect(store.busy.value).toBe(false);
    const { company: _company, department: _department, vatNumber: _vatNumber, ...privateAddress } = COMPANY_ADDRESS;
    expect(changes).toEqual([
      [
        { action: 'setCustomerEmail', email: 'ada@example.com' },
        { action: 'setBillingAddress', address: privateAddress },
        { action: 'setShippingAddress', address: privateAddress },
        { action: 'setCustomType', fields: { customerAgreedToSendEmail: true, reviewConsent: true } },
      ],
    ]);
    expect(cart.flush).toHaveBeenCalledOnce();
  });

  it('a company’s billing address keeps its company data; another delivery address goes as given', async () => {
    const { store, changes } = storeWith({ cookies: { clientType: 'COMPANY' } });
    const shippingAddress = { ...sampleCart().billingAddress!, city: 'Potsdam' };
    await store.saveAddresses({ ...input, shippingAddress }, async () => {});
    expect(changes[0]!.slice(1, 3)).toEqual([
      { action: 'setBillingAddress', address: COMPANY_ADDRESS },
      { action: 'setShippingAddress', address: shippingAddress },
    ]);
  });

  it('keeps the cart’s other custom fields and sends the consents as the shopper left them', async () => {
    const { store, changes } = storeWith({
      cart: sampleCart({ custom: { customerAgreedToSendEmail: true, utmSource: 'newsletter' } }),
    });
    store.begin(sampleCart({ custom: { customerAgreedToSendEmail: true } }));
    store.chooseNewsletter(false);
    store.chooseReviewConsent(false);
    await store.saveAddresses(input, async () => {});
    expect(changes[0]!.at(-1)).toEqual({
      action: 'setCustomType',
      fields: { customerAgreedToSendEmail: false, reviewConsent: false, utmSource: 'newsletter' },
    });
  });

  it('review consent is on by default and follows what the cart holds (spec/2 §3 Client UI state)', () => {
    const { store } = storeWith({ cart: null });
    expect(store.reviewConsent.value).toBe(true);
    store.begin(sampleCart({ custom: { reviewConsent: false } }));
    expect(store.reviewConsent.value).toBe(false);
  });

  it('answers the field the server refused and says which form; a 429 is said as such', async () => {
    const { store, cart } = storeWith({ cookies: { clientType: 'COMPANY' } });
    cart.change.mockRejectedValueOnce(
      new RequestError('/api/updateCart', 400, 'postal code', '/actions/2/address/postalCode'),
    );
    const next = vi.fn(async () => {});
    const refused = await store.saveAddresses(input, next);
    expect(refused.map(({ form, field }) => [form, field])).toEqual([['shipping', 'postalCode']]);
    expect(store.failure.value).toEqual({ key: 'checkout.addresses.shippingError' });
    expect(next).not.toHaveBeenCalled();
    expect(store.busy.value).toBe(false);

    cart.change.mockRejectedValueOnce(new RequestError('/api/updateCart', 429, 'Too many requests'));
    expect(await store.saveAddresses(input, next)).toEqual([]);
    expect(store.failure.value).toEqual({ key: 'errors.tooManyRequests' });
    store.clearFailure();
    expect(store.failure.value).toBeNull();
  });
});

describe('the checkout store: placing the order (spec/2 §4 Payment, §8)', () => {
  async function ready(answer: (operation: string, payload: Record<string, unknown>) => unknown) {
    const made = storeWith({
      answer: (operation, payload) => (operation === 'getPaymentMethods' ? METHODS : answer(operation, payload)),
    });
    await made.store.loadPaymentMethods();
    return made;
  }

  it('a provider’s method: pays the total shown and answers the provider’s page, busy while the shopper leaves', async () => {
    const redirect = { action: 'redirect', url: 'https://psp.example/pay/1', method: 'GET' };
    const { store, calls } = await ready(() => redirect);
    store.choosePayment('paypal');
    const paying = store.pay();
    // A second click while the first is on its way sends nothing.
    expect(await store.pay()).toBeNull();
    expect(await paying).toEqual({ kind: 'provider', action: redirect });
    expect(store.busy.value).toBe(true);
    expect(calls.filter((call) => call.operation === 'pay').map((call) => call.payload)).toEqual([
      {
        cartId: 'cart-1',
        version: 7,
        clientType: 'PRIVATE',
        expectedTotal: 23_494,
        paymentMethod: { type: 'paypal' },
        language: 'de',
      },
    ]);
  });

  it('cash on delivery: orders the total with the fee; the order placed resets the cart', async () => {
    const { store, calls, cart } = await ready(() => ({ id: 'order-9' }));
    store.choosePayment('cashOnDelivery');
    expect(await store.pay()).toEqual({ kind: 'ordered', orderId: 'order-9' });
    expect(calls.at(-1)).toMatchObject({
      operation: 'createMyOrderFromCart',
      payload: { paymentMethod: 'cashOnDelivery', expectedTotal: 24_194 },
    });
    expect(cart.ordered).toHaveBeenCalledOnce();
    expect(cart.cart.value).toBeNull();
  });

  it('the provider’s refusal is the payment page’s error state', async () => {
    const { store } = await ready(() => ({ action: 'error', errorState: 'refused-transaction' }));
    expect(await store.pay()).toEqual({ kind: 'paymentError', errorState: 'refused-transaction' });
    expect(store.busy.value).toBe(false);
  });

  it.each<[string, RequestError, unknown]>([
    ['a cart changed meanwhile', new RequestError('/api/pay', 409, 'stale'), { key: 'checkout.payment.cartChanged' }],
    [
      'a code with no use left',
      new RequestError('/api/pay', 400, 'used up', '/cartId', undefined, 'usedUp'),
      { key: 'cart.coupon.usedUp', params: { code: 'WELCOME10' } },
    ],
    ['out of stock', new RequestError('/api/pay', 400, 'stock', '/cartId'), { key: 'checkout.payment.outOfStock' }],
    [
      'another total',
      new RequestError('/api/pay', 400, 'total', '/expectedTotal'),
      { key: 'checkout.payment.error.malformed-price' },
    ],
    ['too many requests', new RequestError('/api/pay', 429, 'slow down'), { key: 'errors.tooManyRequests' }],
    ['anything else', new RequestError('/api/pay', 500, 'down'), { key: 'checkout.payment.creatingOrderFailed' }],
  ])('%s: says so, reads the cart again and lets the shopper try again', async (_case, error, failure) => {
    const { store, cart } = await ready(() => {
      throw error;
    });
    expect(await store.pay()).toEqual({ kind: 'failed' });
    expect(store.failure.value).toEqual(failure);
    expect(cart.reload).toHaveBeenCalledOnce();
    expect(store.busy.value).toBe(false);
  });

  it('sends nothing before a method is offered', async () => {
    const { store, calls } = storeWith();
    expect(await store.pay()).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the checkout store: the VAT ID check (spec/3 §5, §8)', () => {
  const checked = (result: 'valid' | 'notValid', cartVersion = 8) => ({
    cart: sampleCart({ version: cartVersion }),
    vatCheck: { vatId: 'DE123456789', result, code: 0, timedOut: false, pricesAdjusted: false, netOnceBilled: false },
  });

  it('checks the cleaned number against the cart, takes the cart it answers and says what the check found', async () => {
    const { store, calls, cart } = storeWith({ answer: () => checked('notValid') });
    const checking = store.checkVatId(' de 123 456 789 ');
    expect(store.vatChecking.value).toBe(true);
    await checking;
    expect(calls.map(({ operation, payload }) => [operation, payload])).toEqual([
      ['validateVatId', { cartId: 'cart-1', version: 7, vatId: '123456789', language: 'de' }],
    ]);
    expect(cart.receive).toHaveBeenCalledWith(sampleCart({ version: 8 }));
    expect(store.vatChecking.value).toBe(false);
    expect(store.vatFeedback.value?.result).toBe('notValid');
  });

  it('a number too short to check is none: nothing sent, and what an earlier check said is gone', async () => {
    const { store, calls } = storeWith({ answer: () => checked('notValid') });
    await store.checkVatId('123456789');
    await store.checkVatId('1');
    expect(calls).toHaveLength(1);
    expect(store.vatFeedback.value).toBeNull();
  });

  it('a check that could not be made asks to check again; too many checks are said as such', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let status = 500;
    const { store } = storeWith({
      answer: () => {
        throw new RequestError('/api/validateVatId', status, 'no');
      },
    });
    await store.checkVatId('123456789');
    expect(store.vatFeedback.value).toMatchObject({ result: 'couldNotValidate', showValidateButton: true });
    status = 429;
    await store.checkVatId('123456789');
    expect(store.vatFeedback.value!.messages[0]).toBe('errors.tooManyRequests');
    vi.restoreAllMocks();
  });
});

describe('the checkout store: the coupon field (spec/2 §4 add / remove discount code)', () => {
  it('applies the code typed without the spaces around it; busy on its way, then says it is applied', async () => {
    const { store, changes } = storeWith();
    const applying = store.applyCoupon('  WELCOME10 ');
    expect(store.couponBusy.value).toBe(true);
    expect(await applying).toBe(true);
    expect(changes).toEqual([[{ action: 'addDiscountCode', code: 'WELCOME10' }]]);
    expect(store.couponBusy.value).toBe(false);
    expect(store.couponMessage.value).toEqual({
      kind: 'success',
      key: 'cart.coupon.applied',
      params: { code: 'WELCOME10' },
    });
  });

  it('refuses a malformed code before sending it', async () => {
    const { store, changes } = storeWith();
    expect(await store.applyCoupon('WEL COME!')).toBe(false);
    expect(changes).toEqual([]);
    expect(store.couponMessage.value).toEqual({ kind: 'error', key: 'cart.coupon.malformed' });
  });

  it.each(['unknown', 'expired', 'usedUp', 'otherStore'])(
    'says a refusal as %s in the cart’s words',
    async (reason) => {
      const { store, cart } = storeWith();
      cart.change.mockRejectedValueOnce(
        new RequestError('/api/updateCart', 400, 'not applicable', '/actions/0/code', undefined, reason),
      );
      expect(await store.applyCoupon('NOPE')).toBe(false);
      expect(store.couponMessage.value).toEqual({
        kind: 'error',
        key: `cart.coupon.${reason}`,
        params: { code: 'NOPE' },
      });
      expect(store.couponBusy.value).toBe(false);
    },
  );

  it('any other failure is said next to the field and handed on; too many tries are said as such', async () => {
    const { store, cart } = storeWith();
    const down = new RequestError('/api/updateCart', 500, 'down');
    cart.change.mockRejectedValueOnce(down);
    await expect(store.applyCoupon('WELCOME10')).rejects.toBe(down);
    expect(store.couponMessage.value).toEqual({ kind: 'error', key: 'cart.coupon.failed' });
    cart.change.mockRejectedValueOnce(new RequestError('/api/updateCart', 429, 'Too many requests'));
    await expect(store.applyCoupon('WELCOME10')).rejects.toBeInstanceOf(RequestError);
    expect(store.couponMessage.value).toEqual({ kind: 'error', key: 'errors.tooManyRequests' });
    expect(store.couponBusy.value).toBe(false);
  });

  it('removes a code by its id; what the field said goes', async () => {
    const { store, changes } = storeWith();
    await store.applyCoupon('WEL COME!');
    await store.removeCoupon('code-1');
    expect(changes).toEqual([
      [{ action: 'removeDiscountCode', discountCode: { id: 'code-1', typeId: 'discount-code' } }],
    ]);
    expect(store.couponMessage.value).toBeNull();
  });
});

describe('the checkout store: the cart step’s accessories and volume discounts (spec/2 §5, §7)', () => {
  it('reads the accessories of the products and the volume discounts; a failure only loses them', async () => {
    const card = { id: 'p1' } as never;
    const { store, calls } = storeWith({
      answer: (operation) =>
        operation === 'getComplementaryProducts'
          ? { baseProduct: null, products: [card] }
          : { cartDiscounts: { results: [{ key: 'group' }] } },
    });
    await store.loadAccessories(['1000001', '1000002']);
    await store.loadVolumeDiscounts();
    expect(calls.map(({ operation, payload }) => [operation, payload])).toEqual([
      ['getComplementaryProducts', { skus: ['1000001', '1000002'], language: 'de' }],
      ['getVolumeDiscounts', {}],
    ]);
    expect(store.accessories.value).toEqual([card]);
    expect(store.volumeDiscounts.value).toEqual([{ key: 'group' }]);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = storeWith({
      answer: () => {
        throw new RequestError('/api/x', 500, 'down');
      },
    });
    await failing.store.loadAccessories(['1000001']);
    await failing.store.loadVolumeDiscounts();
    expect([failing.store.accessories.value, failing.store.volumeDiscounts.value]).toEqual([[], null]);
    vi.restoreAllMocks();
  });
});

describe('the checkout store: Google Pay express (spec/2 §5, §8)', () => {
  const offer = {
    available: true,
    sheet: 'testWallet',
    environment: 'TEST',
    paymentDataRequest: GOOGLE_PAY_REQUEST,
    total: euros(23_494),
  } as const;
  const data = { email: 'ada@example.com' } as never;

  it('is offered where the server offers it for the cart; an empty cart asks nothing and has none', async () => {
    const { store, calls, cart } = storeWith({ answer: () => offer });
    await store.loadGooglePayExpress();
    expect(calls[0]).toMatchObject({ operation: 'getGooglePayExpress', payload: { cartId: 'cart-1', language: 'de' } });
    expect(store.expressOffer.value).toEqual(offer);
    cart.cart.value = sampleCart({ lineItems: [] });
    await store.loadGooglePayExpress();
    expect(calls).toHaveLength(1);
    expect(store.expressOffer.value).toBeNull();
  });

  it('a newer question cancels the one on its way', async () => {
    const answers: Array<(value: unknown) => void> = [];
    const { store, calls } = storeWith({ answer: () => new Promise((resolve) => answers.push(resolve)) });
    const first = store.loadGooglePayExpress();
    const second = store.loadGooglePayExpress();
    answers[1]!({ available: false });
    answers[0]!(offer);
    await Promise.all([first, second]);
    expect(calls[0]!.signal!.aborted).toBe(true);
    expect(store.expressOffer.value).toBeNull();
  });

  it('pays for the total the sheet showed once the queued changes are in; the order placed resets the cart', async () => {
    const { store, calls, cart } = storeWith({ answer: () => ({ action: 'order', order: { id: 'order-7' } }) });
    const flushed = store.openGooglePay()!;
    expect(cart.flush).toHaveBeenCalledOnce();
    const paying = store.payWithGooglePay(offer, data, flushed);
    expect(store.openGooglePay()).toBeNull();
    expect(await paying).toEqual({ kind: 'ordered', orderId: 'order-7' });
    expect(calls[0]).toEqual({
      operation: 'payWithGooglePay',
      payload: { cartId: 'cart-1', version: 7, expectedTotal: 23_494, paymentData: data, language: 'de' },
      signal: undefined,
    });
    expect(cart.ordered).toHaveBeenCalledOnce();
  });

  it.each<[string, () => unknown, unknown[]]>([
    [
      'the provider’s refusal',
      () => ({ action: 'error', errorState: 'refused-transaction' }),
      [{ key: 'checkout.payment.error.refused-transaction' }],
    ],
    [
      'a code with no use left',
      () => {
        throw new RequestError('/api/payWithGooglePay', 400, 'used up', '/cartId', undefined, 'usedUp');
      },
      [{ key: 'cart.coupon.usedUp', params: { code: 'WELCOME10' } }],
    ],
    [
      'an address Google Pay gave that the country refuses',
      () => {
        throw new RequestError('/api/payWithGooglePay', 400, 'no', '/paymentData', undefined, 'countryNotAllowed');
      },
      [{ key: 'checkout.googlePay.countryNotAllowed' }],
    ],
    [
      'too many requests',
      () => {
        throw new RequestError('/api/payWithGooglePay', 429, 'slow down');
      },
      [{ key: 'errors.tooManyRequests' }],
    ],
  ])('%s: said in the cart step’s words, the cart read again', async (_case, answer, failure) => {
    const { store, cart } = storeWith({ answer });
    expect(await store.payWithGooglePay(offer, data, Promise.resolve())).toEqual({ kind: 'failed' });
    expect(store.expressFailure.value).toEqual(failure);
    expect(cart.reload).toHaveBeenCalledOnce();
    expect(store.expressBusy.value).toBe(false);
    // Opening the sheet again: what failed is no longer said.
    store.openGooglePay();
    expect(store.expressFailure.value).toBeNull();
  });

  it('a cart gone meanwhile is said, and nothing sent; a sheet that failed is said', async () => {
    const { store, calls, cart } = storeWith();
    cart.cart.value = null;
    expect(await store.payWithGooglePay(offer, data, Promise.resolve())).toEqual({ kind: 'failed' });
    expect(store.expressFailure.value).toEqual([{ key: 'checkout.payment.cartChanged' }]);
    expect(calls).toEqual([]);
    store.googlePaySheetFailed();
    expect(store.expressFailure.value).toEqual([{ key: 'checkout.googlePay.failed' }]);
  });
});

describe('the checkout store: the thank-you page’s order (spec/2 §4 Payment, §7 my orders)', () => {
  it('reads the order of the session by its id; none when the session has none, or no id was given', async () => {
    const placed = { id: 'order-9' } as never;
    const { store, calls } = storeWith({
      answer: (_operation, payload) => ({
        orders: { results: (payload.where as { id: string }).id === 'order-9' ? [placed] : [] },
      }),
    });
    expect(store.order.value).toBeUndefined();
    await store.loadOrder('order-9');
    expect(calls[0]).toMatchObject({ payload: { where: { id: 'order-9' }, language: 'de' } });
    expect(store.order.value).toBe(placed);
    await store.loadOrder('order-1');
    expect(store.order.value).toBeNull();
    await store.loadOrder(null);
    expect([calls.length, store.order.value]).toEqual([2, null]);
  });

  it('sends the token of the e-mail’s link with the order’s id when the page has one (ADR 039), nothing otherwise', async () => {
    const { store, calls } = storeWith({ answer: () => ({ orders: { results: [] } }) });
    await store.loadOrder('order-9', undefined, '1900000000.token');
    await store.loadOrder('order-9');
    expect(calls.map((call) => call.payload)).toEqual([
      { where: { id: 'order-9' }, language: 'de', access: '1900000000.token' },
      { where: { id: 'order-9' }, language: 'de' },
    ]);
  });
});
