// Faults with several shop processes on one PostgreSQL store (ADR 042, ADR 043), over HTTP: two shop processes and
// their shoppers checking out at once. 100 checkouts of a stock of 10 split across both make exactly 10 orders;
// PostgreSQL restarted during a burst of checkouts — each answered with its order or refused cleanly (503, try
// again), no half order, no stock lost, and the processes' connections come back; one of the two processes killed
// (SIGKILL) during checkouts — the other serves on, and the store stays consistent. Run by `npm run test:faults`,
// alone on the machine: it restarts the machine's PostgreSQL (the `pg_ctlcluster` the CI machine notes name).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '../../generated/types.ts';
import { CATALOGUE_SEED_FILE } from '../../runtime/server/commerce/open-store.server.ts';
import { apiShopper, type ApiShopper } from '../fixtures/api-shopper.ts';
import type { Answer } from '../fixtures/http-call.ts';
import { stop } from '../fixtures/processes.ts';
import {
  cartReadyToOrder,
  oneAddressRateLimitEnv,
  skuWithStockIn,
  startShopProcesses,
  until,
  type ShopProcess,
} from '../fixtures/shop-process.ts';
import { STORE_ENGINES, TEST_POSTGRES_URL } from '../fixtures/store-engines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CASH = { paymentMethod: 'cashOnDelivery', clientType: 'PRIVATE' } as const;

/**
 * The machine's PostgreSQL restarted (`pg_ctlcluster … restart`: a fast shutdown, every connection cut), while the
 * test's shoppers go on sending (the command runs beside them, not blocking them).
 */
async function restartPostgres(): Promise<void> {
  const version = readdirSync('/etc/postgresql')[0]!;
  await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
}

describe.skipIf(!STORE_ENGINES.includes('postgres'))('faults: two shop processes on one PostgreSQL', () => {
  const database = `faults_${randomBytes(5).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  /** The server's own database, asked on a connection of its own each time (a restart ends every connection). */
  const asAdmin = async (text: string) => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  const shops: ShopProcess[] = [];
  let sku: string;

  /** A client of the shop's database for the checks (a new one after each restart). */
  async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  const setStock = (quantity: number) =>
    query(`update inventory set available_quantity = $1 where sku = $2`, [quantity, sku]);
  const stockNow = async () =>
    Number((await query<{ q: string }>(`select available_quantity as q from inventory where sku = $1`, [sku]))[0]!.q);
  /** Units of the SKU in orders (every order's lines; an order without its lines would not count). */
  const orderedUnits = async () =>
    Number(
      (await query<{ n: string }>(`select coalesce(sum(quantity), 0) as n from order_lines where sku = $1`, [sku]))[0]!
        .n,
    );

  /** The store is whole: no order without lines, and every unit taken from stock is in an order. */
  async function expectConsistent(initialStock: number, unitsBefore: number) {
    const bare = await query(
      `select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
    );
    expect(bare, 'orders without lines').toEqual([]);
    expect(initialStock - (await stockNow())).toBe((await orderedUnits()) - unitsBefore);
    expect(await stockNow()).toBeGreaterThanOrEqual(0);
  }

  /** `count` shoppers with a cart of one of the SKU ready to order, taking turns between `on`. */
  async function shoppersReady(count: number, on: readonly ShopProcess[]) {
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const shopper = apiShopper(on[index % on.length]!.port);
        return { shopper, cart: await cartReadyToOrder(shopper, sku), on: index % on.length };
      }),
    );
  }
  const order = (shopper: ApiShopper, cart: Cart) =>
    shopper
      .call('createMyOrderFromCart', { cartId: cart.id, version: cart.version, ...CASH })
      .catch((error: NodeJS.ErrnoException) => ({ status: 0, error: error.code }) as unknown as Answer);

  /** Each shopper's order asked for `gapMs` after the one before: a burst spread over time, each answer as it comes. */
  const orderedInTurn = (shoppers: readonly { shopper: ApiShopper; cart: Cart }[], gapMs: number) =>
    shoppers.map(async ({ shopper, cart }, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * gapMs));
      return order(shopper, cart);
    });

  /** As many orders as shoppers, each answered with its own: a retry found the order it may have made, never a second. */
  async function expectOneOrderEach(shoppers: readonly { cart: Cart }[]) {
    const orders = await query<{ n: string }>(`select count(*) as n from orders where cart_id = any($1)`, [
      shoppers.map(({ cart }) => cart.id),
    ]);
    expect(Number(orders[0]!.n)).toBe(shoppers.length);
  }

  beforeAll(async () => {
    await asAdmin(`create database ${database}`);
    shops.push(...(await startShopProcesses(2, { DATABASE_URL: url.toString(), ...oneAddressRateLimitEnv() })));
    sku = skuWithStockIn(path.join(ROOT, CATALOGUE_SEED_FILE));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => stop(shop.child)));
    await asAdmin(`drop database if exists ${database} with (force)`);
  });

  it('100 checkouts of a stock of 10, split across both processes, make exactly 10 orders', async () => {
    const unitsBefore = await orderedUnits();
    await setStock(10);
    const shoppers = await shoppersReady(100, shops);
    const answers = await Promise.all(shoppers.map(({ shopper, cart }) => order(shopper, cart)));
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(10);
    expect(new Set(placed.map((answer) => (answer.json() as Order).orderNumber)).size).toBe(10);
    // The others are told the stock is short, not failed.
    expect(answers.filter((answer) => answer.status !== 200 && (answer.status >= 500 || answer.status === 0))).toEqual(
      [],
    );
    expect(await stockNow()).toBe(0);
    await expectConsistent(10, unitsBefore);
  }, 120_000);

  it('PostgreSQL restarted during a burst of checkouts: each ordered or refused cleanly, nothing half done', async () => {
    const unitsBefore = await orderedUnits();
    await setStock(1000);
    const shoppers = await shoppersReady(60, shops);
    // Spread over 1.8 s: some before the restart, some while PostgreSQL is down, some after it is back.
    const answers = orderedInTurn(shoppers, 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const restarted = restartPostgres();
    const settled = await Promise.all(answers);
    await restarted;
    // Answered: an order, or 503 with Retry-After (the store out of reach) — never an internal error, never cut.
    for (const answer of settled) {
      expect([200, 503], answer.status === 200 ? '' : answer.text?.()).toContain(answer.status);
      if (answer.status === 503) expect(answer.headers['retry-after']).toBe('5');
    }
    const refused = settled.filter((answer) => answer.status === 503).length;
    console.log(
      `faults: PostgreSQL restarted 300 ms into 60 checkouts over 1.8 s: ${60 - refused} ordered, ${refused} answered 503`,
    );
    expect(settled.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    // The connections come back: each refused shopper tries again and gets its order — the one it may already have
    // (the same cart version is the same order), or a new one.
    await until(
      async () =>
        (await Promise.all(shops.map((shop) => fetch(`http://127.0.0.1:${shop.port}/readyz`)))).every(
          (answer) => answer.ok,
        ),
      'both processes ready again',
      30_000,
    );
    for (const [index, answer] of settled.entries()) {
      if (answer.status === 200) continue;
      const again = await order(shoppers[index]!.shopper, shoppers[index]!.cart);
      expect(again.status, again.text()).toBe(200);
    }
    await expectOneOrderEach(shoppers);
    await expectConsistent(1000, unitsBefore);
  }, 120_000);

  it('one of the two processes killed during checkouts: the other serves on, the store stays consistent', async () => {
    const unitsBefore = await orderedUnits();
    await setStock(1000);
    const shoppers = await shoppersReady(60, shops);
    const [first, second] = shops as [ShopProcess, ShopProcess];
    const answers = orderedInTurn(shoppers, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.child.kill('SIGKILL');
    const settled = await Promise.all(answers);
    const cut = settled.filter((answer) => answer.status === 0).length;
    console.log(`faults: one of two processes killed 200 ms into 60 checkouts: ${cut} of its shoppers cut off`);
    // The second's shoppers all got their orders; the first's were answered before the kill, or cut by it.
    for (const [index, answer] of settled.entries()) {
      if (shoppers[index]!.on === 1) expect(answer.status, answer.text?.()).toBe(200);
      else expect([200, 0]).toContain(answer.status);
    }
    // The first's cut shoppers try again through the second (their session is in the store): one order each.
    for (const [index, answer] of settled.entries()) {
      if (answer.status === 200) continue;
      const { shopper, cart } = shoppers[index]!;
      const through = apiShopper(second.port, 'de.localhost', { cookie: shopper.cookie! });
      const again = await order(through, cart);
      expect(again.status, again.text()).toBe(200);
    }
    await expectOneOrderEach(shoppers);
    await expectConsistent(1000, unitsBefore);
  }, 120_000);
});
