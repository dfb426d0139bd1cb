// `npm run bench:cart` (issue 13): cart updates over HTTP — add a line, change its quantity — with 50 carts
// changed at once, p50/p99 per request, beside a same-run baseline: getProduct over the same server, at the same
// concurrency. The server runs in this process on a fresh seeded store (600 products) in a temp folder; each of the
// 50 shoppers has its own session and cart and changes it in turn, naming its version, as the browser's queue does.
// Target (issue 13): cart update p99 ≤ 20 ms with 50 concurrent carts.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../runtime/server/app.server.ts';
import { postOperation } from './operation-post.ts';
import { ensureCatalogue } from '../runtime/server/commerce/ensure-catalogue.server.ts';
import { SqliteCarts } from '../runtime/server/commerce/sqlite/carts.server.ts';
import { SqliteDiscounts } from '../runtime/server/commerce/sqlite/discounts.server.ts';
import { SqliteCatalogue } from '../runtime/server/commerce/sqlite/catalogue-store.server.ts';
import { SqliteSessions } from '../runtime/server/commerce/sqlite/sessions.server.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS });

function post(port: number, operation: string, body: unknown, cookie: string | null) {
  return postOperation({ port, operation, body, cookie, agent });
}

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
  sessions: new SqliteSessions(store.database.db),
  carts: new SqliteCarts(store.database),
  discounts: new SqliteDiscounts(store.database),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

// Each shopper begins its session and cart.
const shoppers = await Promise.all(
  Array.from({ length: SHOPPERS }, async (_, index) => {
    const first = await post(port, 'addToCart', { sku: skus[index % skus.length], quantity: 1 }, null);
    const cart = first.json as { id: string; version: number; lineItems: Array<{ id: string }> };
    return { cookie: first.cookie, cartId: cart.id, version: cart.version, line: cart.lineItems[0]!.id, index };
  }),
);

const updates: number[] = [];
const baseline: number[] = [];
// CPU time of the process (server and this in-process client) per phase: steadier than latency on a busy machine.
const cpu = { cart: 0, baseline: 0 };
const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
for (let round = 0; round < ROUNDS; round++) {
  // All shoppers change their carts at once: one adds a line (or adds to one), one sets a quantity.
  const cartStart = process.cpuUsage();
  await Promise.all(
    shoppers.map(async (shopper) => {
      const add = await post(
        port,
        'addToCart',
        {
          sku: skus[(shopper.index + round) % skus.length],
          quantity: 1,
          cartId: shopper.cartId,
          version: shopper.version,
        },
        shopper.cookie,
      );
      if (add.status !== 200) throw new Error(`addToCart ${add.status}: ${JSON.stringify(add.json)}`);
      updates.push(add.ms);
      const set = await post(
        port,
        'updateCartQuantity',
        {
          cartId: shopper.cartId,
          version: (add.json as { version: number }).version,
          lineItemId: shopper.line,
          quantity: 1 + (round % 5),
        },
        shopper.cookie,
      );
      if (set.status !== 200) throw new Error(`updateCartQuantity ${set.status}: ${JSON.stringify(set.json)}`);
      updates.push(set.ms);
      shopper.version = (set.json as { version: number }).version;
    }),
  );
  cpu.cart += cpuSince(cartStart);
  // The baseline at the same concurrency: getProduct, twice per shopper.
  const baselineStart = process.cpuUsage();
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (const offset of [0, 1]) {
        const read = await post(
          port,
          'getProduct',
          { slug: slugs[(shopper.index + round + offset) % slugs.length], language: 'de' },
          null,
        );
        if (read.status !== 200) throw new Error(`getProduct ${read.status}`);
        baseline.push(read.ms);
      }
    }),
  );
  cpu.baseline += cpuSince(baselineStart);
}

await app.close();
await store.database.close();
await rm(dir, { recursive: true, force: true });
agent.destroy();

const cart = percentiles(updates);
const product = percentiles(baseline);
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load ${os.loadavg()[0]!.toFixed(1)}`,
);
const perRequest = (ms: number, count: number) => ((ms / count) * 1000).toFixed(0);
console.log(`| ${SHOPPERS} concurrent shoppers, ${ROUNDS} rounds | requests | p50 ms | p99 ms | CPU µs / request |`);
console.log('| --- | ---: | ---: | ---: | ---: |');
console.log(
  `| cart update (addToCart, updateCartQuantity) | ${updates.length} | ${cart.p50.toFixed(1)} | ${cart.p99.toFixed(1)} | ${perRequest(cpu.cart, updates.length)} |`,
);
console.log(
  `| baseline: getProduct | ${baseline.length} | ${product.p50.toFixed(1)} | ${product.p99.toFixed(1)} | ${perRequest(cpu.baseline, baseline.length)} |`,
);
console.log(
  `ratio (cart / getProduct): p50 ${(cart.p50 / product.p50).toFixed(2)}, p99 ${(cart.p99 / product.p99).toFixed(2)}`,
);
