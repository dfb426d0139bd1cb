// spec/2 §4 Live updates, §7, §8: the live cart endpoint against the real server over HTTP and a
// real SQLite file: a change in one session reaches every connection of its cart, a stock change every open cart
// holding the SKU; only the owning session may watch, from the shop's own origin; no cart id is closed; an 11th
// connection is closed with a warning; a client's message is ignored and logged; shutdown closes the sockets (1001).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Cart } from '../../../generated/types.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { CLOSE_SERVICE_RESTART, MAX_LIVE_CONNECTIONS_PER_CART } from '../../domain/cart/live-updates.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { InProcessLiveHub } from './live-hub.server.ts';
import { MAX_IGNORED_CLIENT_MESSAGES, type LiveServer } from './live-server.server.ts';
import { startShopWithLive, type ShopWithLive } from '../../../tests/fixtures/shop-with-live.ts';

let dir: string;
let store: EnsureResult;
let shop: ShopWithLive;
let port: number;
let live: LiveServer;
let hub: InProcessLiveHub;
let skus: string[];
const warnings: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-live-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 40 });
  const { sqlite } = store.database;
  sqlite.prepare(`update inventory set available_quantity = 500`).run();
  skus = sqlite
    .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 order by sku limit 3`)
    .pluck()
    .all() as string[];
  hub = new InProcessLiveHub((message) => warnings.push(message));
  shop = await startShopWithLive(store, hub, {
    warn: (message) => warnings.push(message),
    error: (message) => errors.push(message),
  });
  ({ port, live } = shop);
});

afterAll(async () => {
  await shop.close();
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A shopper with a cart: the session cookie and the cart after a first add. */
async function shopperWithCart(host = 'de.localhost'): Promise<{ cookie: string; cart: Cart; host: string }> {
  const answer = await httpCall(port, 'POST', '/api/addToCart', {
    host,
    body: JSON.stringify({ sku: skus[0], quantity: 1 }),
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status).toBe(200);
  const set = answer.headers['set-cookie'];
  const cookie = (Array.isArray(set) ? set[0]! : set!).split(';')[0]!;
  return { cookie, cart: answer.json() as Cart, host };
}

async function change(shopper: { cookie: string; host: string }, payload: unknown): Promise<Cart> {
  const answer = await httpCall(port, 'POST', '/api/updateCart', {
    host: shopper.host,
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', cookie: shopper.cookie },
  });
  expect(answer.status, String(answer.body)).toBe(200);
  return answer.json() as Cart;
}

interface Watcher {
  socket: WebSocket;
  messages: unknown[];
  next(): Promise<{ event: string; data: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A connection as a page opens it: the shop's origin, the session cookie, the cart id in the query. */
function watch(
  cartId: string | null,
  options: { cookie?: string; host?: string; origin?: string | null } = {},
): Promise<Watcher> {
  const host = options.host ?? 'de.localhost';
  const headers: Record<string, string> = { host: `${host}:${live.port}` };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? `http://${host}:${port}` : options.origin;
  if (origin !== null) headers.origin = origin;
  const query = cartId === null ? '' : `?cartId=${cartId}`;
  const socket = new WebSocket(`ws://127.0.0.1:${live.port}/${query}`, { headers });
  const messages: unknown[] = [];
  const waiting: Array<(message: unknown) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as unknown;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = () =>
    new Promise<{ event: string; data: unknown }>((resolve) => {
      if (messages.length > 0) resolve(messages.shift() as never);
      else waiting.push(resolve as never);
    });
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, messages, next, closed }));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

describe('live cart updates (spec/2 §4 Live updates)', () => {
  it("pushes a cart's change to every connection of it, and a null cart when it is deleted", async () => {
    const shopper = await shopperWithCart();
    const tabs = await Promise.all([1, 2, 3].map(() => watch(shopper.cart.id, { cookie: shopper.cookie })));
    const changed = await change(shopper, {
      cartId: shopper.cart.id,
      version: shopper.cart.version,
      actions: [{ action: 'addLineItem', sku: skus[1], quantity: 2 }],
    });
    for (const tab of tabs) {
      const message = await tab.next();
      expect(message.event).toBe('cart-update');
      expect(message.data).toEqual(changed);
    }
    const deleted = await httpCall(port, 'POST', '/api/deleteCart', {
      host: shopper.host,
      body: JSON.stringify({ cartId: changed.id, version: changed.version }),
      headers: { 'content-type': 'application/json', cookie: shopper.cookie },
    });
    expect(deleted.status).toBe(200);
    for (const tab of tabs) expect(await tab.next()).toEqual({ event: 'cart-update', data: null });
    for (const tab of tabs) tab.socket.close();
  });

  it('sends a stock change to every open cart holding the SKU, and to no other', async () => {
    const holding = await Promise.all([shopperWithCart(), shopperWithCart('sk.localhost')]);
    const other = await shopperWithCart();
    const otherCart = await change(other, {
      cartId: other.cart.id,
      version: other.cart.version,
      actions: [
        { action: 'changeLineItemQuantity', lineItemId: other.cart.lineItems[0]!.id, quantity: 0 },
        { action: 'addLineItem', sku: skus[2], quantity: 1 },
      ],
    });
    const watchers = await Promise.all(
      holding.map((shopper) => watch(shopper.cart.id, { cookie: shopper.cookie, host: shopper.host })),
    );
    const bystander = await watch(otherCart.id, { cookie: other.cookie });
    hub.stockChanged(skus[0]!, 7);
    for (const watcher of watchers) {
      expect(await watcher.next()).toEqual({ event: 'updated-stock', data: { sku: skus[0], availableQuantity: 7 } });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bystander.messages).toEqual([]);
    for (const watcher of [...watchers, bystander]) watcher.socket.close();
  });

  it('an order sends its cart a null cart, and its stock to every other open cart holding the SKU (ADR 024)', async () => {
    const buyer = await shopperWithCart();
    const ready = await change(buyer, {
      cartId: buyer.cart.id,
      version: buyer.cart.version,
      actions: [
        { action: 'setCustomerEmail', email: 'buyer@example.com' },
        {
          action: 'setBillingAddress',
          address: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            streetName: 'Hauptstraße',
            streetNumber: '1',
            postalCode: '10115',
            city: 'Berlin',
            phone: '+49 30 1234567',
            country: 'DE',
          },
        },
      ],
    });
    const watcher = await shopperWithCart();
    const [buyerTab, otherTab] = await Promise.all([
      watch(ready.id, { cookie: buyer.cookie }),
      watch(watcher.cart.id, { cookie: watcher.cookie }),
    ]);
    const before = store.database.sqlite
      .prepare(`select available_quantity from inventory where sku = ?`)
      .pluck()
      .get(skus[0]) as number;
    const ordered = await httpCall(port, 'POST', '/api/createMyOrderFromCart', {
      host: buyer.host,
      body: JSON.stringify({
        cartId: ready.id,
        version: ready.version,
        paymentMethod: 'cashOnDelivery',
        clientType: 'PRIVATE',
      }),
      headers: { 'content-type': 'application/json', cookie: buyer.cookie },
    });
    expect(ordered.status, ordered.text()).toBe(200);
    expect(await buyerTab.next()).toEqual({ event: 'cart-update', data: null });
    expect(await otherTab.next()).toEqual({
      event: 'updated-stock',
      data: { sku: skus[0], availableQuantity: before - 1 },
    });
    for (const tab of [buyerTab, otherTab]) tab.socket.close();
  });

  it("refuses another session's cart, a cart of another shop, no session, and a foreign origin", async () => {
    const owner = await shopperWithCart();
    const stranger = await shopperWithCart();
    await expect(watch(owner.cart.id, { cookie: stranger.cookie })).rejects.toThrow('refused 403');
    await expect(watch(owner.cart.id, {})).rejects.toThrow('refused 403');
    await expect(watch(owner.cart.id, { cookie: owner.cookie, host: 'at.localhost' })).rejects.toThrow('refused 403');
    // ADR 030: exactly the shop's origins — not an IP literal, not another port of its host, not another scheme.
    for (const origin of [
      'https://evil.example',
      'http://at.localhost:3000',
      `http://127.0.0.1:${port}`,
      `http://de.localhost:${port + 1}`,
      `https://de.localhost:${port}`,
      'http://de.localhost',
      'null',
      null,
    ]) {
      await expect(watch(owner.cart.id, { cookie: owner.cookie, origin })).rejects.toThrow('refused 403');
    }
    await expect(watch(owner.cart.id, { cookie: owner.cookie, host: 'shop.example' })).rejects.toThrow('refused 404');
    const allowed = await watch(owner.cart.id, { cookie: owner.cookie });
    allowed.socket.close();
    const production = await watch(owner.cart.id, { cookie: owner.cookie, origin: 'https://www.multishop.de' });
    production.socket.close();
  });

  it('takes the default country’s bare localhost at the pages’ port, and no IP literal as a host (ADR 030)', async () => {
    const owner = await shopperWithCart('localhost');
    const allowed = await watch(owner.cart.id, { cookie: owner.cookie, host: 'localhost' });
    allowed.socket.close();
    await expect(watch(owner.cart.id, { cookie: owner.cookie, host: '127.0.0.1' })).rejects.toThrow('refused 404');
  });

  it('closes a connection without a cart id, or with one that is no cart id', async () => {
    for (const query of [null, 'not-a-cart', "x' or 1=1"]) {
      const watcher = await watch(query === null ? null : encodeURIComponent(query));
      expect((await watcher.closed).code).toBe(1008);
    }
  });

  it('closes the connection beyond 10 for one cart with a warning, and keeps the ten', async () => {
    const shopper = await shopperWithCart();
    const ten = await Promise.all(
      Array.from({ length: MAX_LIVE_CONNECTIONS_PER_CART }, () => watch(shopper.cart.id, { cookie: shopper.cookie })),
    );
    warnings.length = 0;
    const eleventh = await watch(shopper.cart.id, { cookie: shopper.cookie });
    expect((await eleventh.closed).code).toBe(1013);
    expect(warnings.some((warning) => warning.includes(shopper.cart.id))).toBe(true);
    const changed = await change(shopper, {
      cartId: shopper.cart.id,
      version: shopper.cart.version,
      actions: [{ action: 'recalculate' }],
    });
    for (const watcher of ten) expect((await watcher.next()).data).toEqual(changed);
    for (const watcher of ten) watcher.socket.close();
  });

  it('ignores and logs what a client sends, and goes on serving', async () => {
    const shopper = await shopperWithCart();
    const watcher = await watch(shopper.cart.id, { cookie: shopper.cookie });
    warnings.length = 0;
    for (const text of ['hello', '{"event":"cart-update","data":null}', '\u0000\uffff', '{']) watcher.socket.send(text);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings.filter((warning) => warning.includes('ignored a client message'))).toHaveLength(4);
    const changed = await change(shopper, {
      cartId: shopper.cart.id,
      version: shopper.cart.version,
      actions: [{ action: 'addLineItem', sku: skus[1], quantity: 1 }],
    });
    expect((await watcher.next()).data).toEqual(changed);
    // Too big a message closes that socket only (1009), never the server.
    watcher.socket.send('x'.repeat(5000));
    expect((await watcher.closed).code).toBe(1009);
    // A stream of messages is a misuse: logged up to the limit, then the connection is closed (1008).
    const chatty = await watch(shopper.cart.id, { cookie: shopper.cookie });
    warnings.length = 0;
    for (let message = 0; message < MAX_IGNORED_CLIENT_MESSAGES + 5; message += 1) chatty.socket.send('hello');
    expect((await chatty.closed).code).toBe(1008);
    expect(warnings.filter((warning) => warning.includes('ignored a client message'))).toHaveLength(
      MAX_IGNORED_CLIENT_MESSAGES,
    );
    const again = await watch(shopper.cart.id, { cookie: shopper.cookie });
    again.socket.close();
  });

  it('answers a plain HTTP request on the live port with 426', async () => {
    const answer = await httpCall(live.port, 'GET', '/', { host: 'de.localhost' });
    expect(answer.status).toBe(426);
  });

  it('tells the pages its port, and allows it in the Content-Security-Policy for the shop hosts only', async () => {
    const page = await httpCall(port, 'GET', '/healthz', { host: 'de.localhost' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`ws://de.localhost:${live.port}`);
    expect(policy).not.toMatch(/connect-src[^;]*\bws:(?!\/\/)/);
  });
});

describe('live shutdown (spec/2 §4; graceful shutdown)', () => {
  it('closes every socket cleanly with the reconnect hint (1012 Service Restart)', async () => {
    const ownHub = new InProcessLiveHub(() => {});
    const sockets = [0, 1].map(() => ({
      closed: 0,
      send: () => {},
      close(code: number) {
        this.closed = code;
      },
    }));
    sockets.forEach((socket, index) => ownHub.add(`cart-${index}`, socket, ['A']));
    ownHub.closeAll();
    // ADR 043: the reconnect hint, 1012 Service Restart.
    expect(sockets.map((socket) => socket.closed)).toEqual([CLOSE_SERVICE_RESTART, CLOSE_SERVICE_RESTART]);
    expect(ownHub.size).toBe(0);
  });
});
