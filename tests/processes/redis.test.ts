// ADR 043: two independent shop processes (no shared primary: two machines behind a proxy, here two ports) on one
// store and one Redis (REDIS_URL), over HTTP and WebSocket. A cart changed through A reaches a tab connected to B; a
// cache invalidation sent to A clears B; a rate limit counts once for both; with Redis stopped, pages and purchases go
// on (`/readyz` says degraded) and nothing is lost; started again, the processes share again. The test runs a Redis
// server of its own, so stopping it touches nothing else.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../fixtures/api-shopper.ts';
import { httpCall } from '../fixtures/http-call.ts';
import { freePorts, stop } from '../fixtures/processes.ts';
import {
  cartReadyToOrder,
  cartWith,
  couponGuesses,
  heardVersion,
  skuWithStockIn,
  startShopProcess,
  until,
  watchLive,
  type ShopProcess,
} from '../fixtures/shop-process.ts';

const SECRET = 'redis-test-cache-secret';
const COUPONS_PER_CLIENT = 4;

/** A Redis server of the test's own on `port`, in memory only. */
function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    redis.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(redis);
    });
    redis.once('exit', (code) => reject(new Error(`redis-server ended (${code}):\n${output}`)));
  });
}

describe.skipIf(withoutRedis())('two shop processes sharing Redis (REDIS_URL, ADR 043)', () => {
  let dir: string;
  let redisPort: number;
  let redis: ChildProcess;
  let a: ShopProcess;
  let b: ShopProcess;
  let sku: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'multishop-redis-'));
    const ports = await freePorts(5);
    redisPort = ports[4]!;
    redis = await startRedis(redisPort);
    const env = {
      DATABASE_URL: path.join(dir, 'shop.sqlite'),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      CACHE_INVALIDATION_SECRET: SECRET,
      PAGE_CACHE_SECONDS: '600',
      RATE_LIMIT_COUPON_PER_CLIENT: String(COUPONS_PER_CLIENT),
      TRUST_PROXY: '1',
    };
    // One after the other: the first start creates and seeds the store both use.
    a = await startShopProcess(ports[0]!, ports[1]!, env);
    b = await startShopProcess(ports[2]!, ports[3]!, env);
    sku = skuWithStockIn(path.join(dir, 'shop.sqlite'));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((shop) => stop(shop.child)));
    redis?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const readiness = async (shop: ShopProcess) =>
    (await httpCall(shop.port, 'GET', '/readyz')).json() as { status: string; checks: Record<string, string> };

  /** Changes the cart through `shopper` (its quantity to `quantity`) and answers its new version. */
  async function change(shopper: ApiShopper, cart: Cart, version: number, quantity: number): Promise<number> {
    const changed = await shopper.call('updateCart', {
      cartId: cart.id,
      version,
      actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity }],
    });
    expect(changed.status, changed.text()).toBe(200);
    return (changed.json() as Cart).version;
  }

  const invalidate = async (shop: ShopProcess) => {
    const answer = await httpCall(shop.port, 'POST', '/component-cache/invalidate-tag', {
      body: JSON.stringify({ tags: ['content:frame'] }),
      headers: { 'x-cache-secret': SECRET, 'content-type': 'application/json' },
    });
    expect(answer.status, answer.text()).toBe(200);
    return (answer.json() as { pages: number }).pages;
  };
  const visitHome = async (shop: ShopProcess) =>
    expect((await httpCall(shop.port, 'GET', '/', { host: 'de.localhost' })).status).toBe(200);

  it('both processes are ready, Redis reachable', async () => {
    for (const shop of [a, b]) {
      expect(await readiness(shop)).toMatchObject({ status: 'ready', checks: { store: 'ok', redis: 'ok' } });
    }
  });

  it('a cart changed through A reaches a tab connected to B (spec/2 §4)', async () => {
    const onA = apiShopper(a.port);
    const cart = await cartWith(onA, sku);
    const onB = watchLive(b, cart.id, onA.cookie!);
    await onB.opened;
    const version = await change(onA, cart, cart.version, 3);
    await until(() => heardVersion(onB, version), 'the change on B’s live connection');
    onB.socket.close();
  });

  it('a cache invalidation sent to A clears B’s pages (spec/1 §7, ADR 010)', async () => {
    await visitHome(a);
    await visitHome(b);
    expect(await invalidate(a)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await invalidate(b)).toBe(0);
  });

  it('a rate limit counts once for both processes (ADR 031)', async () => {
    const address = '198.51.100.91';
    // Fresh sessions from one client address, the guesses taking turns between the processes.
    const statuses = await couponGuesses(
      COUPONS_PER_CLIENT * 2,
      (index) => apiShopper((index % 2 === 0 ? a : b).port, 'de.localhost', { 'x-forwarded-for': address }),
      sku,
    );
    expect(statuses.slice(0, COUPONS_PER_CLIENT)).not.toContain(429);
    expect(statuses.slice(COUPONS_PER_CLIENT)).toEqual(Array(COUPONS_PER_CLIENT).fill(429));
  });

  it('Redis stopped: pages and purchases go on, degraded; started again, the processes share again', async () => {
    redis.kill('SIGKILL');
    await until(async () => (await readiness(a)).checks.redis === 'unreachable', 'A to see Redis gone');
    expect(await readiness(a)).toMatchObject({ status: 'degraded', checks: { store: 'ok', redis: 'unreachable' } });
    expect((await httpCall(a.port, 'GET', '/readyz')).status).toBe(200);

    // A purchase through A, a page through B: answered as ever, the order kept.
    const buyer = apiShopper(a.port);
    const { id: cartId, version } = await cartReadyToOrder(buyer, sku);
    const order = await buyer.call('createMyOrderFromCart', {
      cartId,
      version,
      paymentMethod: 'cashOnDelivery',
      clientType: 'PRIVATE',
    });
    expect(order.status, order.text()).toBe(200);
    const { orderNumber } = order.json() as { orderNumber: string };
    expect((await httpCall(b.port, 'GET', '/', { host: 'de.localhost' })).status).toBe(200);
    // The rate limits count in each process meanwhile: a guess is answered, not failed.
    const guesser = apiShopper(b.port, 'de.localhost', { 'x-forwarded-for': '198.51.100.92' });
    const guessed = await cartWith(guesser, sku);
    const guess = await guesser.call('applyCartCoupon', { cartId: guessed.id, version: guessed.version, code: 'X' });
    expect(guess.status).not.toBe(500);
    expect(a.log()).toContain('Redis unreachable');

    redis = await startRedis(redisPort);
    for (const shop of [a, b]) {
      await until(async () => (await readiness(shop)).status === 'ready', 'Redis to be seen again', 20_000);
    }
    await until(() => a.log().includes('Redis is back') && b.log().includes('Redis is back'), 'both to resubscribe');
    // Shared again: a change through B reaches a tab on A.
    const onB = apiShopper(b.port);
    const cart = await cartWith(onB, sku);
    const onA = watchLive(a, cart.id, onB.cookie!);
    await onA.opened;
    const changed = await change(onB, cart, cart.version, 2);
    await until(() => heardVersion(onA, changed), 'the change on A’s live connection after Redis came back');
    onA.socket.close();
    // Nothing lost: the order placed while Redis was away is in the store.
    const store = new BetterSqlite3(path.join(dir, 'shop.sqlite'), { readonly: true });
    const kept = store.prepare('select count(*) from orders where order_number = ?').pluck().get(orderNumber);
    store.close();
    expect(kept).toBe(1);
  }, 90_000);
});

/**
 * Whether this machine has no Redis server to run: the file is then skipped — unless REQUIRE_REDIS=1 (CI), where
 * its absence fails the run rather than leave the processes' sharing untested.
 */
function withoutRedis(): boolean {
  const missing = spawnSync('redis-server', ['--version']).error !== undefined;
  if (missing && process.env.REQUIRE_REDIS === '1') throw new Error('REQUIRE_REDIS=1 but redis-server cannot be run');
  return missing;
}
