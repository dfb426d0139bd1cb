// `npm run bench:orders` (ADR 024): order placement — create my order from a ready cart (cash on delivery: the
// cart's version checked, stock reserved, the order numbered and written, the cart ended, in one transaction) — with
// 20 checkouts at once, p50/p99 per request, beside a same-run baseline: getProduct at the same concurrency. The server
// runs in this process on a fresh seeded store in a temp folder; each round, 20 shoppers (each its own session) get a
// cart ready (not measured) and then place their orders at the same instant.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../runtime/server/app.server.ts';
import { ensureCatalogue } from '../runtime/server/commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../runtime/server/commerce/sqlite/catalogue-store.server.ts';
import { postOperation } from './operation-post.ts';
import { shopperAgent } from './cart-rounds.ts';
import { ONE_ADDRESS_RATE_LIMITS } from '../tests/fixtures/one-address-rate-limits.ts';
import { BENCH_ADDRESS } from './checkout-session.ts';
import { embeddedDependencies } from '../tests/fixtures/embedded-dependencies.ts';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-orders-'));
const store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
store.database.sqlite.prepare(`update inventory set available_quantity = 1000000`).run();
const skus = store.database.sqlite
  .prepare(
    `select sku from products where published = 1 and eligible_for_selling = 1 and freight = 0 order by sku limit 20`,
  )
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
const agent = shopperAgent(CHECKOUTS);

/** A new shopper's cart, ready to pay: a product (three lines), the e-mail, the addresses. */
async function readyCart(index: number): Promise<{ cookie: string; cartId: string; version: number }> {
  const answer = await postOperation({
    port,
    agent,
    operation: 'updateCart',
    body: {
      actions: [
        ...[0, 1, 2].map((offset) => ({
          action: 'addLineItem',
          sku: skus[(index + offset) % skus.length],
          quantity: 1,
        })),
        { action: 'setCustomerEmail', email: `bench${index}@example.com` },
        { action: 'setBillingAddress', address: BENCH_ADDRESS },
        { action: 'setShippingAddress', address: BENCH_ADDRESS },
      ],
    },
  });
  if (answer.status !== 200 || answer.cookie === null) throw new Error(`updateCart ${answer.status}`);
  const cart = answer.json as { id: string; version: number };
  return { cookie: answer.cookie, cartId: cart.id, version: cart.version };
}

const orders: number[] = [];
const baseline: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const carts = await Promise.all(
    Array.from({ length: CHECKOUTS }, (_, index) => readyCart(round * CHECKOUTS + index)),
  );
  const placed = await Promise.all(
    carts.map((cart) =>
      postOperation({
        port,
        agent,
        cookie: cart.cookie,
        operation: 'createMyOrderFromCart',
        body: { cartId: cart.cartId, version: cart.version, paymentMethod: 'cashOnDelivery', clientType: 'PRIVATE' },
      }),
    ),
  );
  for (const answer of placed) {
    if (answer.status !== 200)
      throw new Error(`createMyOrderFromCart ${answer.status}: ${JSON.stringify(answer.json)}`);
    orders.push(answer.ms);
  }
  const reads = await Promise.all(
    carts.map((_, index) =>
      postOperation({
        port,
        agent,
        operation: 'getProduct',
        body: { slug: slugs[(round + index) % slugs.length], language: 'de' },
      }),
    ),
  );
  for (const answer of reads) baseline.push(answer.ms);
}
agent.destroy();
await app.close();
await store.database.close();
await rm(dir, { recursive: true, force: true });

const order = percentiles(orders);
const product = percentiles(baseline);
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(`| ${CHECKOUTS} checkouts at once, ${ROUNDS} rounds | requests | p50 ms | p99 ms |`);
console.log('| --- | ---: | ---: | ---: |');
console.log(
  `| order placement (createMyOrderFromCart) | ${orders.length} | ${order.p50.toFixed(1)} | ${order.p99.toFixed(1)} |`,
);
console.log(`| baseline: getProduct | ${baseline.length} | ${product.p50.toFixed(1)} | ${product.p99.toFixed(1)} |`);
console.log(
  `ratio (order / getProduct): p50 ${(order.p50 / product.p50).toFixed(2)}, p99 ${(order.p99 / product.p99).toFixed(2)}`,
);
