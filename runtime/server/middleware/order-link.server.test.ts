// ADR 039 over HTTP against the real server and store: the order confirmation e-mail's "View order" link opens that
// one order without the ordering session's cookie (a phone's mail app, a fresh browser), and nothing else — another
// order's id with the token, an expired, tampered or absent token, a token by order number: each answered exactly as
// an unknown order (spec/2 §7 my orders). The page of the link sends no referrer, and the store's key outlives a
// restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { sqliteVisitorStores } from '../commerce/sqlite/visitor-stores.server.ts';
import { StoreOutbox } from '../integrations/email/outbox.server.ts';
import { orderAccess } from './order-access.server.ts';

let shop: BuiltShop;
let sku: string;

beforeAll(async () => {
  shop = await startBuiltShop({ products: 20 });
  const { sqlite } = shop.store.database;
  sqlite.prepare(`update inventory set available_quantity = 500`).run();
  sku = sqlite
    .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 and freight = 0 order by sku`)
    .pluck()
    .get() as string;
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const NONE = { orders: { results: [], total: 0, offset: 0, count: 0 } };

/** A shopper in the German shop who orders one product by bank transfer, and the order. */
async function placedOrder(email: string): Promise<{ shopper: ApiShopper; order: Order }> {
  const shopper = apiShopper(shop.port, 'de.localhost');
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
  const updated = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku, quantity: 2 },
      { action: 'setCustomerEmail', email },
      { action: 'setBillingAddress', address },
    ],
  });
  expect(updated.status, updated.text()).toBe(200);
  const cart = updated.json() as Cart;
  const placed = await shopper.call('createMyOrderFromCart', {
    cartId: cart.id,
    version: cart.version,
    paymentMethod: 'bankTransfer',
    clientType: 'PRIVATE',
  });
  expect(placed.status, placed.text()).toBe(200);
  return { shopper, order: placed.json() as Order };
}

/** The "View order" link of the confirmation mail sent to `email` (sent after the answer: waited for). */
async function mailedLink(email: string): Promise<URL> {
  const outbox = new StoreOutbox(shop.store.database.db);
  let [mail] = await outbox.list({ to: email, kind: 'order-confirmation', limit: 1 });
  for (let tries = 0; mail === undefined && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    [mail] = await outbox.list({ to: email, kind: 'order-confirmation', limit: 1 });
  }
  const links = [...mail!.text.matchAll(/https?:\/\/\S+\/checkout\/thank-you\/\S+/g)].map((match) => match[0]);
  expect(links).toHaveLength(1);
  // The HTML's button is the same link.
  expect(mail!.html).toContain(`href="${links[0]!}"`);
  return new URL(links[0]!);
}

/** A visitor with no session of the shop: a fresh browser, a phone's mail app. */
const stranger = () => apiShopper(shop.port, 'de.localhost');

describe('the order confirmation e-mail’s link (ADR 039)', () => {
  let order: Order;
  let owner: ApiShopper;
  let link: URL;
  let access: string;

  beforeAll(async () => {
    ({ order, shopper: owner } = await placedOrder('link-reader@example.com'));
    link = await mailedLink('link-reader@example.com');
    access = link.searchParams.get('access')!;
  });

  it('is the thank-you page of the order on the shop’s origin, with a token', () => {
    expect(link.origin).toBe(`http://de.localhost:${shop.port}`);
    expect(link.pathname).toBe(`/checkout/thank-you/${order.id}`);
    expect(access).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
  });

  it('opens the order without the ordering session’s cookie: the same order its owner sees', async () => {
    const visitor = stranger();
    const answer = await visitor.call('getMyOrders', { where: { id: order.id }, access });
    expect(answer.status, answer.text()).toBe(200);
    const own = (await owner.call('getMyOrders', { where: { id: order.id } })).json();
    expect(answer.json()).toEqual(own);
    expect(answer.json()).toMatchObject({ orders: { results: [{ id: order.id, orderNumber: order.orderNumber }] } });
  });

  it('is absent without a token and without the session', async () => {
    expect((await stranger().call('getMyOrders', { where: { id: order.id } })).json()).toEqual(NONE);
  });

  it('opens no other order: another order’s id with this token is absent', async () => {
    const { order: other } = await placedOrder('other-buyer@example.com');
    const answer = await stranger().call('getMyOrders', { where: { id: other.id }, access });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual(NONE);
    // An unknown id too, and the order by its number: the token opens the order by its id alone.
    expect((await stranger().call('getMyOrders', { where: { id: 'no-such-order' }, access })).json()).toEqual(NONE);
    expect(
      (await stranger().call('getMyOrders', { where: { orderNumber: order.orderNumber }, access })).json(),
    ).toEqual(NONE);
    expect(
      (
        await stranger().call('getMyOrders', { where: { id: order.id, orderNumber: other.orderNumber }, access })
      ).json(),
    ).toEqual(NONE);
  });

  it('an expired token is absent (signed with the shop’s own key, its expiry passed)', async () => {
    const key = sqliteVisitorStores(shop.store.database).orderLinkKey;
    const expired = orderAccess({ key, days: 1, now: () => Date.now() - 2 * 86_400_000 }).sign(order.id);
    const answer = await stranger().call('getMyOrders', { where: { id: order.id }, access: expired });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual(NONE);
  });

  it('a tampered, malformed or overlong token is absent, never an error that says which part failed', async () => {
    const [expiry, mac] = access.split('.') as [string, string];
    const flipped = `${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const token of [flipped, `${Number(expiry) + 1}.${mac}`, 'x', `${access}A`.slice(0, 56)]) {
      const answer = await stranger().call('getMyOrders', { where: { id: order.id }, access: token });
      expect(answer.status, token).toBe(200);
      expect(answer.json(), token).toEqual(NONE);
    }
    // Beyond any token's length: the payload's schema refuses it as any other malformed field.
    const long = await stranger().call('getMyOrders', { where: { id: order.id }, access: 'A'.repeat(57) });
    expect(long.status).toBe(400);
  });

  it('another country’s shop does not open it', async () => {
    const visitor = apiShopper(shop.port, 'at.localhost');
    expect((await visitor.call('getMyOrders', { where: { id: order.id }, access })).json()).toEqual(NONE);
  });

  it('grants only the read: the visitor has no cart of the order’s session, and its owner keeps theirs', async () => {
    const visitor = stranger();
    await visitor.call('getMyOrders', { where: { id: order.id }, access });
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart: null });
    expect((await owner.call('getMyOrders', { where: { id: order.id } })).json().orders.total).toBe(1);
  });

  it('the owner’s session still sees its order with a wrong token', async () => {
    const answer = await owner.call('getMyOrders', { where: { id: order.id }, access: 'x' });
    expect(answer.json().orders.results[0].id).toBe(order.id);
  });

  it('the link’s page is served to a browser without the session, and sends no referrer', async () => {
    const page = await httpCall(shop.port, 'GET', `${link.pathname}${link.search}`, { host: link.host });
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toMatch(/no-store|private/);
  });

  it('still opens after a restart: the key is the store’s, read again the same', () => {
    const restarted = orderAccess({ key: sqliteVisitorStores(shop.store.database).orderLinkKey, days: 90 });
    expect(restarted.opens(order.id, access)).toBe(true);
  });
});
