// ADR 043: WORKERS=2 — two shop processes on one port under node's cluster, over HTTP and WebSocket as shoppers and a
// proxy reach them. Both workers answer; a cart changed through one reaches live connections held by either; a cache
// invalidation sent to one clears the other's pages; a rate limit holds across both (not twice the limit); a worker
// killed is started again while the other serves on; SIGTERM lets the requests in flight finish, tells the live
// connections to reconnect, and ends the shop cleanly.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { CLOSE_SERVICE_RESTART } from '../../runtime/domain/cart/live-updates.ts';
import { apiShopper } from '../fixtures/api-shopper.ts';
import { httpCall } from '../fixtures/http-call.ts';
import { freePorts } from '../fixtures/processes.ts';
import {
  cartReadyToOrder,
  cartWith,
  couponGuesses,
  heardVersion,
  skuWithStockIn,
  startShopProcess,
  until,
  watchLive,
} from '../fixtures/shop-process.ts';

const SECRET = 'workers-test-cache-secret';
const COUPONS_PER_CLIENT = 4;
/** A new connection for every call: the cluster hands connections to the workers in turn. */
const FRESH = { connection: 'close' };

describe('WORKERS=2: one shop, two processes on one port (ADR 043)', () => {
  let shop: ChildProcess;
  let log: () => string;
  let port: number;
  let livePort: number;
  let dir: string;
  /** A parcel product with stock to spare. */
  let sku: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'multishop-workers-'));
    [port, livePort] = (await freePorts(2)) as [number, number];
    const started = await startShopProcess(port, livePort, {
      WORKERS: '2',
      DATABASE_URL: path.join(dir, 'shop.sqlite'),
      CACHE_INVALIDATION_SECRET: SECRET,
      PAGE_CACHE_SECONDS: '600',
      RATE_LIMIT_COUPON_PER_CLIENT: String(COUPONS_PER_CLIENT),
      SHUTDOWN_SECONDS: '20',
      TRUST_PROXY: '1',
    });
    shop = started.child;
    log = started.log;
    await bothWorkersReady();
    sku = skuWithStockIn(path.join(dir, 'shop.sqlite'));
  }, 180_000);

  afterAll(() => {
    if (shop.exitCode === null && shop.signalCode === null) shop.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  /** The workers that answered `/readyz` in `tries` new connections, by name. */
  async function readyWorkers(tries = 8): Promise<Set<string>> {
    const names = new Set<string>();
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const answer = await httpCall(port, 'GET', '/readyz', { headers: FRESH }).catch(() => null);
      if (answer?.status === 200) names.add((answer.json() as { checks: { instance: string } }).checks.instance);
    }
    return names;
  }

  async function bothWorkersReady(): Promise<void> {
    const deadline = Date.now() + 90_000;
    while ((await readyWorkers()).size < 2) {
      if (Date.now() > deadline) throw new Error(`Both workers did not become ready:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const shopAt = () => ({ port, livePort });

  it('both workers answer on the one port, each ready with the store', async () => {
    expect([...(await readyWorkers())].sort()).toEqual(['worker 1 of 2', 'worker 2 of 2']);
    const answer = await httpCall(port, 'GET', '/readyz', { headers: FRESH });
    expect(answer.json()).toMatchObject({ status: 'ready', checks: { store: 'ok', process: 'ok' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('a cart changed through one worker reaches the live connections held by both (spec/2 §4)', async () => {
    const shopper = apiShopper(port, 'de.localhost', FRESH);
    const cart = await cartWith(shopper, sku);
    // Connections in turn go to each worker: four live connections, two on each.
    const watchers = [0, 1, 2, 3].map(() => watchLive(shopAt(), cart.id, shopper.cookie!));
    await Promise.all(watchers.map((watcher) => watcher.opened));
    // Changed twice, through each worker in turn (new connections): every watcher hears both versions.
    let version = cart.version;
    for (let change = 0; change < 2; change += 1) {
      const changed = await shopper.call('updateCart', {
        cartId: cart.id,
        version,
        actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: change + 2 }],
      });
      expect(changed.status, changed.text()).toBe(200);
      version = (changed.json() as Cart).version;
    }
    for (const watcher of watchers) {
      await until(() => heardVersion(watcher, version), `cart version ${version} on every live connection`);
      watcher.socket.close();
    }
  });

  it('a cache invalidation sent to one worker clears the pages of both (spec/1 §7, ADR 010)', async () => {
    // The home page rendered and kept by both workers (guests' pages are cached: PAGE_CACHE_SECONDS).
    for (let visit = 0; visit < 4; visit += 1) {
      expect((await httpCall(port, 'GET', '/', { host: 'de.localhost', headers: FRESH })).status).toBe(200);
    }
    const invalidate = async () => {
      const answer = await httpCall(port, 'POST', '/component-cache/invalidate-tag', {
        body: JSON.stringify({ tags: ['content:frame'] }),
        headers: { ...FRESH, 'x-cache-secret': SECRET, 'content-type': 'application/json' },
      });
      expect(answer.status, answer.text()).toBe(200);
      return (answer.json() as { pages: number }).pages;
    };
    expect(await invalidate()).toBeGreaterThan(0);
    // Whichever worker the next ones reach, it has nothing left to drop: the first invalidation reached both.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([await invalidate(), await invalidate(), await invalidate(), await invalidate()]).toEqual([0, 0, 0, 0]);
  });

  it('a rate limit holds across both workers: a client gets the limit, not twice it (ADR 031)', async () => {
    const address = '198.51.100.77';
    // Fresh sessions (no cookie kept between guesses), one client address, each call on a new connection. The carts
    // first, then the guesses one after the other: the cluster hands them to the workers in turn.
    const answers = await couponGuesses(
      COUPONS_PER_CLIENT * 2,
      () => apiShopper(port, 'de.localhost', { ...FRESH, 'x-forwarded-for': address }),
      sku,
    );
    expect(answers.slice(0, COUPONS_PER_CLIENT)).not.toContain(429);
    expect(answers.slice(COUPONS_PER_CLIENT)).toEqual(Array(COUPONS_PER_CLIENT).fill(429));
  });

  it('a worker killed is started again, and the other serves on meanwhile', async () => {
    const workers = await childPids(shop.pid!);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    // Once the primary has seen it end (a connection handed over at the instant of the kill is lost with the worker,
    // as with any process killed: ADR 043), every request is answered by the other while it starts again.
    await until(() => /Shop worker \d \(pid \d+\) ended \(SIGKILL\)/.test(log()), 'the primary to see the worker end');
    for (let request = 0; request < 6; request += 1) {
      expect((await httpCall(port, 'GET', '/healthz', { headers: FRESH })).status).toBe(200);
    }
    await bothWorkersReady();
    expect(log()).toMatch(/Shop worker \d \(pid \d+\) ended \(SIGKILL\); starting it again/);
    const now = await childPids(shop.pid!);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(workers[0]);
  }, 120_000);

  it('SIGTERM: the requests in flight are answered, the live connections told to reconnect, the shop ends with 0', async () => {
    const shopper = apiShopper(port, 'de.localhost', FRESH);
    const cart = await cartWith(shopper, sku);
    const watchers = [0, 1].map(() => watchLive(shopAt(), cart.id, shopper.cookie!));
    await Promise.all(watchers.map((watcher) => watcher.opened));
    // A second shopper's order, placed as the signal comes: it completes.
    const buyer = apiShopper(port, 'de.localhost', FRESH);
    const { id: cartId, version } = await cartReadyToOrder(buyer, sku);
    const exited = new Promise<number | null>((resolve) => shop.once('exit', (code) => resolve(code)));
    // Requests sent, then the signal while they are in flight: each is answered in full or refused before it was taken
    // — never taken and dropped.
    const inFlight = Array.from({ length: 20 }, () =>
      httpCall(port, 'POST', '/api/getMyCart', {
        host: 'de.localhost',
        body: '{}',
        headers: { ...FRESH, cookie: shopper.cookie!, 'content-type': 'application/json' },
      }).then(
        (answer) => String(answer.status),
        (error: NodeJS.ErrnoException) => error.code ?? 'error',
      ),
    );
    const ordering = buyer.call('createMyOrderFromCart', {
      cartId,
      version,
      paymentMethod: 'cashOnDelivery',
      clientType: 'PRIVATE',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    shop.kill('SIGTERM');
    const outcomes = await Promise.all(inFlight);
    const order = await ordering;
    expect(order.status, order.text()).toBe(200);
    expect(order.json()).toMatchObject({ orderState: 'Open', orderNumber: expect.any(String) });
    expect(outcomes.filter((outcome) => !['200', '503', 'ECONNREFUSED'].includes(outcome))).toEqual([]);
    expect(outcomes).toContain('200');
    expect(await Promise.all(watchers.map((watcher) => watcher.closed))).toEqual([
      CLOSE_SERVICE_RESTART,
      CLOSE_SERVICE_RESTART,
    ]);
    expect(await exited).toBe(0);
    expect(log()).toContain('SIGTERM: each shop worker finishes its requests in flight, then stops');
  }, 60_000);
});

/** The process ids of `parent`'s children that run the shop (the cluster's workers, not a build's helper), from /proc. */
async function childPids(parent: number): Promise<number[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const child = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
        return child && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.server.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}
