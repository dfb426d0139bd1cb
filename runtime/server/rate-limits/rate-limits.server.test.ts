// The rate limits over HTTP against the real server and store (docs/decisions/031-rate-limits.md): each limited
// operation is answered 429 with Retry-After after its limit and not before, per session and per client address
// (TRUST_PROXY: X-Forwarded-For believed only behind a proxy); unpaid orders per session and per e-mail address;
// wrong cache secrets per client address; a shopper's whole purchase at the default limits meets none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { httpCall, type Answer } from '../../../tests/fixtures/http-call.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import {
  DEFAULT_RATE_LIMITS,
  LIMITED_ACTIONS,
  type LimitedAction,
  type RateLimitSettings,
} from './rate-limit-settings.server.ts';
import { emailKey, limitedUses, TOO_MANY_REQUESTS_MESSAGE } from './rate-limits.server.ts';

const SECRET = 'the-cache-secret';
const WINDOW = 60;
const PER_SESSION: Record<LimitedAction, number> = {
  coupon: 3,
  vatCheck: 3,
  order: 6,
  payment: 3,
  addressChange: 3,
  orderLink: 3,
};
const PER_CLIENT = 8;
const SETTINGS: RateLimitSettings = {
  actions: Object.fromEntries(
    LIMITED_ACTIONS.map((action) => [
      action,
      {
        perSession: { max: PER_SESSION[action], windowSeconds: WINDOW },
        perClient: { max: PER_CLIENT, windowSeconds: WINDOW },
      },
    ]),
  ) as RateLimitSettings['actions'],
  cacheSecretPerClient: { max: 4, windowSeconds: WINDOW },
  unpaidOrders: { perSession: { max: 2, windowSeconds: 3600 }, perEmail: { max: 3, windowSeconds: 3600 } },
};

let shop: SeededShop;
let direct: SeededShop;
let skus: readonly string[];

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY): X-Forwarded-For names the client, so each test speaks from addresses of its own.
  shop = await startSeededShop({ app: { rateLimits: SETTINGS, trustProxy: true, cacheSecret: SECRET } });
  // Without one, the header is not believed: every request here comes from 127.0.0.1.
  direct = await startSeededShop({ products: 5, app: { rateLimits: SETTINGS, cacheSecret: SECRET } });
  skus = shop.skus;
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await direct?.close();
});

let addresses = 0;
/** A client address no other test uses (TEST-NET-3). */
const newAddress = () => `203.0.113.${++addresses}`;

/** A browser at one address, as the proxy names it (X-Forwarded-For); it keeps its session cookie. */
const client = (address: string, on: SeededShop = shop): ApiShopper =>
  apiShopper(on.port, 'de.localhost', { 'x-forwarded-for': address });

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: 'Market Street',
  streetNumber: '12',
  postalCode: COUNTRIES.de.address.postalCode.example ?? '10115',
  city: 'Berlin',
  phone: '+49 30 1234567',
  country: 'DE',
};

/** A cart of one product (its session begun), with the e-mail and the billing address when one is given. */
async function cartOf(shopper: ApiShopper, email?: string): Promise<Cart> {
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku: skus[0], quantity: 1 },
      ...(email === undefined
        ? []
        : [
            { action: 'setCustomerEmail', email },
            { action: 'setBillingAddress', address },
          ]),
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return answer.json() as Cart;
}

/** One call of each limited action, against a cart version that is gone: refused by the operation, counted first. */
const CALLS: Record<LimitedAction, (cart: Cart) => [string, unknown]> = {
  coupon: (cart) => ['applyCartCoupon', { cartId: cart.id, version: 999, code: 'GUESS01' }],
  vatCheck: (cart) => ['validateVatId', { cartId: cart.id, version: 999, vatId: 'DE100000008' }],
  order: (cart) => [
    'createMyOrderFromCart',
    { cartId: cart.id, version: 999, paymentMethod: 'bankTransfer', clientType: 'PRIVATE' },
  ],
  payment: (cart) => ['pay', { cartId: cart.id, version: 999, paymentMethod: 'scheme', clientType: 'PRIVATE' }],
  addressChange: (cart) => [
    'updateCart',
    { cartId: cart.id, version: 999, actions: [{ action: 'setCustomerEmail', email: 'a@example.com' }] },
  ],
  // ADR 039: a guessed order link's token (answered as no order; the guesses counted).
  orderLink: (cart) => ['getMyOrders', { where: { id: cart.id }, access: `1${'0'.repeat(9)}.${'A'.repeat(43)}` }],
};

function expectTooMany(answer: Answer, windowSeconds = WINDOW) {
  expect(answer.status, answer.text()).toBe(429);
  expect(answer.json()).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('what a call counts as (read from its raw body)', () => {
  it.each<[string, unknown, Array<[LimitedAction, number]>]>([
    ['applyCartCoupon', { code: 'X' }, [['coupon', 1]]],
    ['validateVatId', {}, [['vatCheck', 1]]],
    ['createMyOrderFromCart', {}, [['order', 1]]],
    ['pay', {}, [['payment', 1]]],
    ['payWithGooglePay', {}, [['payment', 1]]],
    [
      'updateCart',
      {
        actions: [
          { action: 'addDiscountCode', code: 'A' },
          { action: 'addDiscountCode', code: 'B' },
          { action: 'setShippingAddress' },
          { action: 'setBillingAddress' },
        ],
      },
      [
        ['coupon', 2],
        ['addressChange', 1],
      ],
    ],
    ['updateCart', { actions: [{ action: 'setCustomerEmail' }] }, [['addressChange', 1]]],
    ['updateCart', { actions: [{ action: 'addLineItem' }, null, 7] }, []],
    ['updateCart', { actions: 'not a list' }, []],
    ['updateCart', null, []],
    ['getMyCart', {}, []],
    ['getMyOrders', { where: { id: 'x' }, access: 'x' }, [['orderLink', 1]]],
    ['getMyOrders', { where: { id: 'x' } }, []],
  ])('%s %j', (operation, body, uses) => {
    expect([...limitedUses(operation, body)]).toEqual(uses);
  });

  it('an e-mail address is one key whatever its case or +tag, and is not kept as it is', () => {
    expect(emailKey(' Ada+shop@Example.com ')).toBe(emailKey('ada@example.com'));
    expect(emailKey('ada@example.com')).not.toBe(emailKey('ada@example.org'));
    expect(emailKey('ada@example.com')).not.toContain('ada');
  });
});

describe.each(LIMITED_ACTIONS)('%s', (action) => {
  it('per session: 429 with Retry-After after its limit and not before; another session goes on', async () => {
    const at = newAddress();
    const shopper = client(at);
    const cart = await cartOf(shopper);
    const [operation, payload] = CALLS[action](cart);
    for (let call = 1; call <= PER_SESSION[action]; call += 1) {
      expect((await shopper.call(operation, payload)).status).not.toBe(429);
    }
    expectTooMany(await shopper.call(operation, payload));
    const other = client(at);
    const [, otherPayload] = CALLS[action](await cartOf(other));
    expect((await other.call(operation, otherPayload)).status).not.toBe(429);
  });

  it('per client address: 429 for a new session after the limit; another address goes on', async () => {
    const at = newAddress();
    const calls = await Promise.all(
      Array.from({ length: PER_CLIENT + 1 }, async () => {
        const shopper = client(at);
        return { shopper, call: CALLS[action](await cartOf(shopper)) };
      }),
    );
    for (const { shopper, call } of calls.slice(0, PER_CLIENT)) {
      expect((await shopper.call(...call)).status).not.toBe(429);
    }
    const last = calls[PER_CLIENT]!;
    expectTooMany(await last.shopper.call(...last.call));
    const elsewhere = client(newAddress());
    expect((await elsewhere.call(...CALLS[action](await cartOf(elsewhere)))).status).not.toBe(429);
  });
});

it('without a proxy, X-Forwarded-For is not believed: a client changing it is still one address', async () => {
  const shoppers = Array.from({ length: PER_CLIENT + 1 }, (_, index) => client(`198.51.100.${index + 1}`, direct));
  const answers = [];
  for (const shopper of shoppers) {
    answers.push(await shopper.call('applyCartCoupon', { cartId: 'none', version: 1, code: 'GUESS01' }));
  }
  expect(answers.slice(0, PER_CLIENT).map((answer) => answer.status)).not.toContain(429);
  expectTooMany(answers[PER_CLIENT]!);
});

it('an IPv6 client is its /64: addresses of one network share its limit, another network has its own', async () => {
  const answers = [];
  for (let call = 0; call <= PER_CLIENT; call += 1) {
    const shopper = client(`2001:db8:1:2::${(call + 1).toString(16)}`);
    answers.push(await shopper.call('applyCartCoupon', { cartId: 'none', version: 1, code: 'GUESS01' }));
  }
  expect(answers.slice(0, PER_CLIENT).map((answer) => answer.status)).not.toContain(429);
  expectTooMany(answers[PER_CLIENT]!);
  const other = client('2001:db8:1:3::1');
  expect((await other.call('applyCartCoupon', { cartId: 'none', version: 1, code: 'GUESS01' })).status).not.toBe(429);
});

it('each addDiscountCode of an action list is a guess of its own', async () => {
  const shopper = client(newAddress());
  const cart = await cartOf(shopper);
  const codes = Array.from({ length: PER_SESSION.coupon + 1 }, (_, index) => ({
    action: 'addDiscountCode',
    code: `GUESS${index}`,
  }));
  expectTooMany(await shopper.call('updateCart', { cartId: cart.id, version: cart.version, actions: codes }));
});

describe('unpaid orders (bank transfer, cash on delivery)', () => {
  const orderOf = (shopper: ApiShopper, cart: Cart) =>
    shopper.call('createMyOrderFromCart', {
      cartId: cart.id,
      version: cart.version,
      paymentMethod: 'bankTransfer',
      clientType: 'PRIVATE',
    });
  const ordersTo = (email: string) =>
    shop.store.database.sqlite
      .prepare(`select count(*) from orders where lower(customer_email) like ?`)
      .pluck()
      .get(email) as number;

  it('per session and per e-mail address, across sessions; a repeat of an order is its answer, not a new one', async () => {
    const first = client(newAddress());
    const carts: Cart[] = [];
    for (let order = 1; order <= 2; order += 1) {
      const cart = await cartOf(first, 'ada@example.com');
      carts.push(cart);
      expect((await orderOf(first, cart)).status).toBe(200);
    }
    // The session's third unpaid order within the hour is refused, and nothing of it is placed.
    expectTooMany(await orderOf(first, await cartOf(first, 'ada@example.com')), 3600);
    // Sending the first order's cart version again answers that order: no new order, so no limit.
    const again = await orderOf(first, carts[0]!);
    expect(again.status, again.text()).toBe(200);
    // Another session (and address) with the same mailbox: one more fits the address's limit of three, then none.
    const second = client(newAddress());
    expect((await orderOf(second, await cartOf(second, 'ADA+shop@Example.com'))).status).toBe(200);
    const third = client(newAddress());
    expectTooMany(await orderOf(third, await cartOf(third, 'ada@example.com')), 3600);
    expect(ordersTo('ada%@example.com')).toBe(3);
    // The same session with another address is not held back by the first one's orders.
    const placed = await orderOf(third, await cartOf(third, 'grace@example.com'));
    expect(placed.status, placed.text()).toBe(200);
    expect((placed.json() as Order).customerEmail).toBe('grace@example.com');
  });
});

describe('the cache endpoints’ secret', () => {
  const invalidate = (at: string, secret: string, on: SeededShop = shop) =>
    httpCall(on.port, 'POST', '/cache-invalidate', {
      host: 'de.localhost',
      headers: { 'x-cache-secret': secret, 'x-forwarded-for': at },
    });

  it('wrong secrets are counted per client address; over the limit even the right one is 429', async () => {
    const at = newAddress();
    for (let guess = 1; guess <= SETTINGS.cacheSecretPerClient.max; guess += 1) {
      expect((await invalidate(at, `guess-${guess}`)).status).toBe(401);
    }
    expectTooMany(await invalidate(at, 'guess-5'));
    // Over the limit nothing tells the right secret from a wrong one.
    expectTooMany(await invalidate(at, SECRET));
    const tag = await httpCall(shop.port, 'POST', '/component-cache/invalidate-tag', {
      host: 'de.localhost',
      headers: { 'x-cache-secret': 'guess', 'x-forwarded-for': at, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['product:1'] }),
    });
    expectTooMany(tag);
    // Another address is not held back.
    expect((await invalidate(newAddress(), SECRET)).status).toBe(200);
  });

  it('the right secret is never counted', async () => {
    const at = newAddress();
    for (let call = 0; call <= SETTINGS.cacheSecretPerClient.max * 2; call += 1) {
      expect((await invalidate(at, SECRET)).status).toBe(200);
    }
  });
});

describe('legitimate use at the default limits', () => {
  let defaults: SeededShop;
  beforeAll(async () => {
    defaults = await startSeededShop({ products: 5, app: { rateLimits: DEFAULT_RATE_LIMITS } });
  }, 120_000);
  afterAll(async () => {
    await defaults?.close();
  });

  it('a shopper who mistypes, retries and buys twice meets no limit', async () => {
    const shopper = client('127.0.0.1', defaults);
    const statuses: number[] = [];
    const record = async (operation: string, payload: unknown) => {
      const answer = await shopper.call(operation, payload);
      statuses.push(answer.status);
      return answer;
    };
    for (let purchase = 0; purchase < 2; purchase += 1) {
      let cart = (
        await record('updateCart', { actions: [{ action: 'addLineItem', sku: defaults.skus[0], quantity: 1 }] })
      ).json() as Cart;
      // Five mistyped codes, then the addresses changed three times (the form sent again after a correction).
      for (const code of ['WELCOM10', 'WELCOME1O', 'WELCOME', 'NOSUCHCODE', 'SUMMER5']) {
        await record('applyCartCoupon', { cartId: cart.id, version: cart.version, code });
      }
      for (let change = 0; change < 3; change += 1) {
        cart = (
          await record('updateCart', {
            cartId: cart.id,
            version: cart.version,
            actions: [
              { action: 'setCustomerEmail', email: 'ada@example.com' },
              { action: 'setBillingAddress', address },
              { action: 'setShippingAddress', address },
            ],
          })
        ).json() as Cart;
      }
      // A double click on the order button.
      const order = { cartId: cart.id, version: cart.version, paymentMethod: 'bankTransfer', clientType: 'PRIVATE' };
      await Promise.all([record('createMyOrderFromCart', order), record('createMyOrderFromCart', order)]);
    }
    expect(statuses).not.toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  });
});
