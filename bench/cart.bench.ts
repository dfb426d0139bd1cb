// `npm run bench:cart` (spec/2 §4 Updates): cart updates over HTTP — add a line, change its quantity — with 50 carts
// changed at once, p50/p99 per request, beside a same-run baseline: getProduct over the same server, at the same
// concurrency. The server runs in this process on a fresh seeded store (600 products) in a temp folder; each of the
// 50 shoppers has its own session and cart and changes it in turn, naming its version, as the browser's queue does
// (cart-rounds.ts). BENCH_CLIENTS=worker runs the shoppers in a worker thread: the latencies then hold no client
// work on the server's event loop, and the CPU column is the server's own (its event loop's busy time).
// Two arrangements (cart-rounds.ts), each with its baseline: burst rounds (all 50 send at the same instant, 40 rounds)
// and paced (each cart changed as often as the browser's queue lets it — once per 300 ms debounce, one at a time —
// the 50 not in step, 80 changes each). BENCH_ARRIVALS=burst or paced runs one of them.
// Target: cart update p99 ≤ 20 ms with 50 concurrent carts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../runtime/server/app.server.ts';
import { postOperation } from './operation-post.ts';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { BENCH_PHASES, shopperAgent, type BenchPhase } from './cart-rounds.ts';
import { ensureCatalogue } from '../runtime/server/commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../runtime/server/commerce/sqlite/catalogue-store.server.ts';
import { ONE_ADDRESS_RATE_LIMITS } from '../tests/fixtures/one-address-rate-limits.ts';
import { embeddedDependencies } from '../tests/fixtures/embedded-dependencies.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PACED_CHANGES = Number(process.env.BENCH_PACED_CHANGES ?? 80);
const ARRIVALS = process.env.BENCH_ARRIVALS ?? 'both';

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-cart-'));
const store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
store.database.sqlite.prepare(`update inventory set available_quantity = 100000`).run();
const skus = store.database.sqlite
  .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 order by sku limit 20`)
  .pluck()
  .all() as string[];
const slugs = store.database.sqlite
  .prepare(
    `select t.slug from product_texts t join products p on p.id = t.product_id where t.language = 'de' and p.published = 1 limit 20`,
  )
  .pluck()
  .all() as string[];
const app = await buildApp({
  catalogue: new SqliteCatalogue(store.database.sqlite),
  cacheSecret: '',
  ...(await embeddedDependencies(store.database)),
  // Many shoppers from 127.0.0.1: the limits are raised (ADR 031).
  rateLimits: ONE_ADDRESS_RATE_LIMITS,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

// Each shopper begins its session and cart.
const shoppers = await Promise.all(
  Array.from({ length: SHOPPERS }, async (_, index) => {
    const first = await postOperation({
      port,
      operation: 'addToCart',
      body: { sku: skus[index % skus.length], quantity: 1 },
    });
    const cart = first.json as { id: string; version: number; lineItems: Array<{ id: string }> };
    return { cookie: first.cookie, cartId: cart.id, version: cart.version, line: cart.lineItems[0]!.id, index };
  }),
);

// The server's share of each phase: CPU time of the process (server and, in process, the clients) per request, or —
// with the clients in a worker (BENCH_CLIENTS=worker) — the busy time of the server's event loop per request.
const latencies: Record<BenchPhase, number[]> = { cart: [], baseline: [], 'cart-paced': [], 'baseline-paced': [] };
const cpu: Record<BenchPhase, number> = { cart: 0, baseline: 0, 'cart-paced': 0, 'baseline-paced': 0 };
const input = { port, shoppers, skus, slugs };
const inWorker = process.env.BENCH_CLIENTS === 'worker';
const worker = inWorker
  ? // The worker loads its TypeScript through tsx's loader, registered in the worker itself.
    new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
        new URL('./cart-clients.worker.ts', import.meta.url).href,
      )}); });`,
      { eval: true, workerData: input },
    )
  : null;
const agent = shopperAgent(SHOPPERS);
/** Runs one phase (one round, or a paced phase); adds its server time (ms) to `cpu[phase]` and its latencies. */
async function phase(name: BenchPhase, round: number): Promise<void> {
  if (worker === null) {
    const start = process.cpuUsage();
    latencies[name].push(...(await BENCH_PHASES[name](input, round, agent)));
    const used = process.cpuUsage(start);
    cpu[name] += (used.user + used.system) / 1000;
    return;
  }
  const start = performance.eventLoopUtilization();
  const answer = await new Promise<{ latencies?: number[]; error?: string }>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ phase: name, round });
  });
  cpu[name] += performance.eventLoopUtilization(start).active;
  if (answer.error !== undefined) throw new Error(answer.error);
  latencies[name].push(...answer.latencies!);
}
if (ARRIVALS !== 'paced') {
  for (let round = 0; round < ROUNDS; round++) {
    await phase('cart', round);
    await phase('baseline', round);
  }
}
if (ARRIVALS !== 'burst') {
  await phase('cart-paced', PACED_CHANGES);
  await phase('baseline-paced', PACED_CHANGES);
}
worker?.postMessage({ phase: 'stop', round: 0 });
agent.destroy();

await app.close();
await store.database.close();
await rm(dir, { recursive: true, force: true });

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load ${os.loadavg()[0]!.toFixed(1)}`,
);
const perRequest = (ms: number, count: number) => ((ms / count) * 1000).toFixed(0);
function table(title: string, cartPhase: BenchPhase, baselinePhase: BenchPhase): void {
  const cart = percentiles(latencies[cartPhase]);
  const product = percentiles(latencies[baselinePhase]);
  const row = (what: string, name: BenchPhase, figures: { p50: number; p99: number }) =>
    `| ${what} | ${latencies[name].length} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${perRequest(cpu[name], latencies[name].length)} |`;
  console.log(`\n| ${SHOPPERS} concurrent shoppers, ${title} | requests | p50 ms | p99 ms | CPU µs / request |`);
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('cart update (addToCart, updateCartQuantity)', cartPhase, cart));
  console.log(row('baseline: getProduct', baselinePhase, product));
  console.log(
    `ratio (cart / getProduct): p50 ${(cart.p50 / product.p50).toFixed(2)}, p99 ${(cart.p99 / product.p99).toFixed(2)}`,
  );
}
if (ARRIVALS !== 'paced') table(`${ROUNDS} burst rounds`, 'cart', 'baseline');
if (ARRIVALS !== 'burst') table(`paced, ${PACED_CHANGES} changes each`, 'cart-paced', 'baseline-paced');
