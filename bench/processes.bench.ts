// `npm run bench:processes` (ADR 042, ADR 043): what several shop processes, PostgreSQL and Redis cost and give,
// each figure beside its same-run baseline.
// - Uncached page throughput (home, a product page; PAGE_CACHE_SECONDS=0, COMPONENT_CACHE_SECONDS=0) of the compiled
//   runtime with WORKERS=1 and WORKERS=2 — goal ≥ 1.7× on this 2-core machine (the load generator shares the cores).
// - A worker's start-up (spawn to /healthz) and resident memory after the load.
// - Live update latency, a cart change to the tab's message: the tab on the same process (baseline), on another
//   worker (WORKERS=2, the cluster's IPC) and on another process through Redis — goal p99 ≤ 50 ms across processes.
// - Cart update and order placement at 50 concurrent shoppers on the embedded SQLite store and on PostgreSQL.
// Env: BENCH_PARTS (pages,live,stores: the default, all), BENCH_SECONDS (load per page, default 8), BENCH_CONNECTIONS (default 20), BENCH_LIVE_CHANGES (default 200),
// TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default redis://127.0.0.1:6379).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Cart } from '../generated/types.ts';
import { CATALOGUE_SEED_FILE } from '../runtime/server/commerce/open-store.server.ts';
import { apiShopper } from '../tests/fixtures/api-shopper.ts';
import { loadUrl } from './http-load.ts';
import { freePorts, stop } from '../tests/fixtures/processes.ts';
import { freshPostgresDatabase } from '../tests/fixtures/store-engines.ts';
import {
  cartReadyToOrder,
  cartWith,
  heardVersion,
  oneAddressRateLimitEnv,
  skuWithStockIn,
  startShopProcess,
  until,
  watchLive,
  type ShopProcess,
} from '../tests/fixtures/shop-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LIVE_CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 200);
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUNTIME = ['--max-semi-space-size=64', 'dist/runtime/server.js'];
const SHOPPERS = 50;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), n: sorted.length };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** CONNECTIONS keep-alive connections to the German shop, each asking again once answered, for `seconds`. */
const load = (port: number, url: string, seconds = SECONDS) =>
  loadUrl(port, url, 'de.localhost', { seconds, connections: CONNECTIONS });

/** Resident memory of a process and of its children running the shop (the cluster's workers), MB; from /proc. */
function residentMb(pid: number): { own: number; children: number[] } {
  const rss = (of: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${of}/status`, 'utf8'))![1]) / 1024;
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.js');
      } catch {
        return false;
      }
    })
    .map(Number);
  return { own: rss(pid), children: children.map(rss) };
}

/** Every shop the bench started: stopped at its end, whatever failed (none is left running). */
const startedShops: ShopProcess[] = [];

async function startTimed(env: Record<string, string>): Promise<{ shop: ShopProcess; startMs: number }> {
  const [port, livePort] = (await freePorts(2)) as [number, number];
  const started = performance.now();
  const shop = await startShopProcess(port, livePort, env, RUNTIME);
  startedShops.push(shop);
  return { shop, startMs: performance.now() - started };
}

async function throughput(dir: string) {
  console.log('\n## Uncached pages, WORKERS=1 and WORKERS=2 (compiled runtime, 2 cores shared with the load)\n');
  const common = {
    DATABASE_URL: path.join(dir, 'pages.sqlite'),
    PAGE_CACHE_SECONDS: '0',
    COMPONENT_CACHE_SECONDS: '0',
    ...oneAddressRateLimitEnv(),
  };
  // The store made first, so neither start below seeds.
  await stop((await startTimed(common)).shop.child);
  const sku = skuWithStockIn(common.DATABASE_URL);
  const product = await productLink(common.DATABASE_URL, sku);
  const rows: string[] = [];
  const rps: Record<string, number> = {};
  for (const workers of [1, 2]) {
    const { shop, startMs } = await startTimed({ ...common, WORKERS: String(workers) });
    if (workers === 2) await until(async () => (await readyInstances(shop.port)).size === 2, 'both workers', 60_000);
    for (const [name, url] of [
      ['home', '/'],
      ['product', product],
    ] as const) {
      await load(shop.port, url, 1);
      const result = await load(shop.port, url);
      rps[`${name}:${workers}`] = result.rps;
      rows.push(`| ${name} | ${workers} | ${result.rps.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} |`);
    }
    const memory = residentMb(shop.child.pid!);
    rows.push(
      `| start-up and memory | ${workers} | ready in ${(startMs / 1000).toFixed(1)} s | primary ${memory.own.toFixed(0)} MB | workers ${memory.children.map((mb) => `${mb.toFixed(0)} MB`).join(', ') || '—'} |`,
    );
    await stop(shop.child);
  }
  console.log('| page | WORKERS | requests/s | p50 | p99 |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
  for (const name of ['home', 'product']) {
    console.log(`${name}: 2 workers / 1 worker = ${(rps[`${name}:2`]! / rps[`${name}:1`]!).toFixed(2)}×`);
  }
}

async function readyInstances(port: number): Promise<Set<string>> {
  const names = new Set<string>();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { headers: { connection: 'close' } }).catch(
      () => null,
    );
    if (answer?.ok) names.add(((await answer.json()) as { checks: { instance?: string } }).checks.instance ?? 'one');
  }
  return names;
}

async function productLink(file: string, sku: string): Promise<string> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const store = new BetterSqlite3(file, { readonly: true });
  const slug = store
    .prepare(
      `select t.slug from product_texts t join products p on p.id = t.product_id where p.sku = ? and t.language = 'de'`,
    )
    .pluck()
    .get(sku) as string;
  store.close();
  return `/${slug}`;
}

/** `changes` cart changes through `through`, each timed from its request to the message on `watcher`'s socket. */
async function liveLatencies(through: ShopProcess, watchOn: ShopProcess, sku: string): Promise<number[]> {
  const shopper = apiShopper(through.port);
  const cart = await cartWith(shopper, sku);
  const watcher = watchLive(watchOn, cart.id, shopper.cookie!);
  await watcher.opened;
  const samples: number[] = [];
  let version = cart.version;
  for (let change = 0; change < LIVE_CHANGES; change += 1) {
    const next = version + 1;
    // Timed to the message's arrival itself (not to a poll of what has arrived).
    const heard = new Promise<number>((resolve) => {
      const listener = () => {
        if (!heardVersion(watcher, next)) return;
        watcher.socket.off('message', listener);
        resolve(performance.now());
      };
      watcher.socket.on('message', listener);
    });
    const started = performance.now();
    const answer = await shopper.call('updateCart', {
      cartId: cart.id,
      version,
      actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: (change % 5) + 2 }],
    });
    version = (answer.json() as Cart).version;
    if (version !== next) throw new Error(`the cart moved to ${version}, not ${next}`);
    samples.push((await heard) - started);
  }
  watcher.socket.close();
  return samples;
}

async function live(dir: string) {
  console.log('\n## Live update latency: a cart change to the tab’s message\n');
  const env = { DATABASE_URL: path.join(dir, 'live.sqlite'), ...oneAddressRateLimitEnv() };
  const { shop: single } = await startTimed(env);
  const sku = skuWithStockIn(env.DATABASE_URL);
  const rows: string[] = [];
  const row = (what: string, samples: number[]) => {
    const { p50, p99, n } = summary(samples);
    rows.push(`| ${what} | ${n} | ${ms(p50)} | ${ms(p99)} |`);
  };
  row('same process (baseline)', await liveLatencies(single, single, sku));
  await stop(single.child);

  // WORKERS=2: the change and the tab on whichever workers the cluster hands them to — half the samples cross.
  const { shop: cluster } = await startTimed({ ...env, WORKERS: '2' });
  await until(async () => (await readyInstances(cluster.port)).size === 2, 'both workers', 60_000);
  row('WORKERS=2 (cluster IPC; a tab on either worker)', await liveLatencies(cluster, cluster, sku));
  await stop(cluster.child);

  const withRedis = { ...env, REDIS_URL: REDIS };
  const { shop: a } = await startTimed(withRedis);
  const { shop: b } = await startTimed(withRedis);
  row('another process through Redis', await liveLatencies(a, b, sku));
  await Promise.all([stop(a.child), stop(b.child)]);
  console.log('| tab | changes | p50 | p99 |\n| --- | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
}

/** 50 shoppers at once: each changes its cart 10 times, then orders it; the latencies of each kind. */
async function checkouts(shop: ShopProcess, sku: string) {
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      const shopper = apiShopper(shop.port);
      return { shopper, cart: await cartReadyToOrder(shopper, sku) };
    }),
  );
  const updates: number[] = [];
  const orders: number[] = [];
  await Promise.all(
    shoppers.map(async ({ shopper, cart }) => {
      let version = cart.version;
      for (let change = 0; change < 10; change += 1) {
        const started = performance.now();
        const answer = await shopper.call('updateCart', {
          cartId: cart.id,
          version,
          actions: [
            { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: (change % 3) + 1 },
          ],
        });
        if (answer.status !== 200) throw new Error(`updateCart: ${answer.status} ${answer.text()}`);
        version = (answer.json() as Cart).version;
        updates.push(performance.now() - started);
      }
      const started = performance.now();
      const answer = await shopper.call('createMyOrderFromCart', {
        cartId: cart.id,
        version,
        paymentMethod: 'cashOnDelivery',
        clientType: 'PRIVATE',
      });
      if (answer.status !== 200) throw new Error(`order: ${answer.status} ${answer.text()}`);
      orders.push(performance.now() - started);
    }),
  );
  return { updates: summary(updates), orders: summary(orders) };
}

async function stores(dir: string) {
  console.log(`\n## Cart updates and orders at ${SHOPPERS} concurrent shoppers: SQLite and PostgreSQL\n`);
  const database = await freshPostgresDatabase();
  const rows: string[] = [];
  try {
    for (const [name, databaseUrl] of [
      ['SQLite (embedded)', path.join(dir, 'stores.sqlite')],
      ['PostgreSQL', database.url],
    ] as const) {
      const { shop } = await startTimed({ DATABASE_URL: databaseUrl, ...oneAddressRateLimitEnv() });
      const sku = skuWithStockIn(name === 'PostgreSQL' ? path.join(root, CATALOGUE_SEED_FILE) : databaseUrl);
      if (name === 'PostgreSQL') {
        const store = new pg.Client({ connectionString: database.url });
        await store.connect();
        await store.query(`update inventory set available_quantity = 100000 where sku = $1`, [sku]);
        await store.end();
      }
      await checkouts(shop, sku);
      const { updates, orders } = await checkouts(shop, sku);
      rows.push(`| ${name} | ${ms(updates.p50)} | ${ms(updates.p99)} | ${ms(orders.p50)} | ${ms(orders.p99)} |`);
      await stop(shop.child);
    }
  } finally {
    await database.drop();
  }
  console.log('| store | cart update p50 | p99 | order p50 | p99 |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
}

/** BENCH_PARTS: which parts run (default all), comma-separated: pages, live, stores. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'pages,live,stores').split(','));
const dir = mkdtempSync(path.join(tmpdir(), 'multishop-bench-processes-'));
try {
  execFileSync(process.execPath, ['bin/multishop.js', 'build', '--runtime'], { cwd: root, stdio: 'ignore' });
  console.log(`# Several processes, PostgreSQL and Redis (${new Date().toISOString()})`);
  if (PARTS.has('pages')) await throughput(dir);
  if (PARTS.has('live')) await live(dir);
  if (PARTS.has('stores')) await stores(dir);
} finally {
  await Promise.all(startedShops.map((shop) => stop(shop.child)));
  rmSync(dir, { recursive: true, force: true });
}
