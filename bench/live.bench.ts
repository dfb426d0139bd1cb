// `npm run bench:live` (spec/2 §4 Live updates): the live fan-out, from the moment the change is committed (the
// middleware publishes it) to the moment the last socket has the message:
//   1. one cart's change with 10 connections open on it (10 tabs of one shopper);
//   2. a stock change reaching 1,000 open carts that hold the SKU (1,000 shoppers, a connection each).
// The server (HTTP and live port) runs in this process on a fresh seeded store; the clients run in a worker thread, so
// their parsing does not share the server's event loop. Same-run baseline: the same message sent to the same sockets
// by a bare loop over `ws` sockets, without the hub. Target: p99 ≤ 50 ms from commit to the last socket.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensureCatalogue } from '../runtime/server/commerce/ensure-catalogue.server.ts';
import { InProcessLiveHub } from '../runtime/server/live/live-hub.server.ts';
import { startShopWithLive } from '../tests/fixtures/shop-with-live.ts';
import { postOperation } from './operation-post.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const TABS = 10;

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });

async function post(port: number, operation: string, body: unknown, cookie: string | null) {
  const answer = await postOperation({ port, operation, body, cookie, agent });
  if (answer.status !== 200) throw new Error(`${operation}: ${answer.status}`);
  return { json: answer.json as { id: string; version: number }, cookie: answer.cookie };
}

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  };
}

// The clients: open the connections asked for, and answer each round with the time the last message arrived.
const CLIENTS = `
const { parentPort } = require('node:worker_threads');
const WebSocket = require('ws');
const sockets = [];
let expected = 0, seen = 0, last = 0;
const at = () => performance.timeOrigin + performance.now();
parentPort.on('message', async (message) => {
  if (message.kind === 'open') {
    await Promise.all(message.connections.map(({ url, cookie }) => new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { host: 'de.localhost', origin: message.origin, cookie } });
      socket.on('open', () => resolve());
      socket.on('error', reject);
      socket.on('message', () => {
        seen += 1;
        last = at();
        if (seen === expected) parentPort.postMessage({ kind: 'round', last });
      });
      sockets.push(socket);
    })));
    parentPort.postMessage({ kind: 'opened', count: sockets.length });
  } else if (message.kind === 'expect') {
    expected = message.count; seen = 0;
    parentPort.postMessage({ kind: 'ready' });
  } else if (message.kind === 'close') {
    for (const socket of sockets) socket.close();
    sockets.length = 0;
    parentPort.postMessage({ kind: 'closed' });
  }
});
`;

function clients() {
  const worker = new Worker(CLIENTS, { eval: true });
  const next = (kind: string) =>
    new Promise<{ last?: number; count?: number }>((resolve) => {
      const listener = (message: { kind: string; last?: number; count?: number }) => {
        if (message.kind !== kind) return;
        worker.off('message', listener);
        resolve(message);
      };
      worker.on('message', listener);
    });
  return {
    async open(origin: string, connections: Array<{ url: string; cookie: string }>) {
      const opened = next('opened');
      worker.postMessage({ kind: 'open', origin, connections });
      return (await opened).count!;
    },
    async expect(count: number) {
      const ready = next('ready');
      worker.postMessage({ kind: 'expect', count });
      await ready;
      return next('round');
    },
    async close() {
      const closed = next('closed');
      worker.postMessage({ kind: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-live-'));
  const store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  const { sqlite } = store.database;
  sqlite.prepare(`update inventory set available_quantity = 100000`).run();
  const sku = sqlite
    .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 order by sku limit 1`)
    .pluck()
    .get() as string;
  const hub = new InProcessLiveHub();
  // The moment each change is published: the hub's own entry points, timed.
  let publishedAt = 0;
  const cartChanged = hub.cartChanged.bind(hub);
  hub.cartChanged = (cartId, cart) => {
    publishedAt = now();
    cartChanged(cartId, cart);
  };
  const shop = await startShopWithLive(store, hub, { warn: () => {}, error: console.error });
  const { port, live } = shop;
  const origin = `http://de.localhost:${port}`;
  const url = (cartId: string) => `ws://127.0.0.1:${live.port}/?cartId=${cartId}`;

  try {
    // 1. One cart, 10 tabs.
    let shopper = await post(port, 'addToCart', { sku, quantity: 1 }, null);
    const cookie = shopper.cookie!;
    const oneCart = clients();
    await oneCart.open(
      origin,
      Array.from({ length: TABS }, () => ({ url: url(shopper.json.id), cookie })),
    );
    const changeMs: number[] = [];
    let version = shopper.json.version;
    for (let round = 0; round < ROUNDS; round += 1) {
      const arrived = oneCart.expect(TABS);
      shopper = await post(
        port,
        'updateCart',
        { cartId: shopper.json.id, version, actions: [{ action: 'addLineItem', sku, quantity: 1 }] },
        cookie,
      );
      version = shopper.json.version;
      changeMs.push((await arrived).last! - publishedAt);
    }
    await oneCart.close();

    // 2. A stock change reaching SHOPPERS open carts.
    const many: Array<{ url: string; cookie: string }> = [];
    for (let start = 0; start < SHOPPERS; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, SHOPPERS - start) }, () =>
          post(port, 'addToCart', { sku, quantity: 1 }, null),
        ),
      );
      many.push(...batch.map((answer) => ({ url: url(answer.json.id), cookie: answer.cookie! })));
    }
    const crowd = clients();
    const opened = await crowd.open(origin, many);
    const stockMs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const arrived = crowd.expect(opened);
      const started = now();
      hub.stockChanged(sku, 1000 - round);
      stockMs.push((await arrived).last! - started);
    }
    // Baseline: a message to each of the same carts, one cart at a time (the cart fan-out, no SKU index): what
    // reaching the same sockets costs without the stock fan-out's one serialization and its index.
    const baselineMs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const arrived = crowd.expect(opened);
      const started = now();
      for (const { url: address } of many) hub.cartChanged(new URL(address).searchParams.get('cartId')!, null as never);
      baselineMs.push((await arrived).last! - started);
    }
    await crowd.close();

    const one = percentiles(changeMs);
    const stock = percentiles(stockMs);
    const base = percentiles(baselineMs);
    console.log(
      `\nLive fan-out, ${ROUNDS} rounds each, ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}:\n`,
    );
    console.log('| what | connections | p50 ms | p99 ms |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| a cart's change (commit → last tab) | ${TABS} | ${one.p50.toFixed(2)} | ${one.p99.toFixed(2)} |`);
    console.log(
      `| a stock change (→ last cart holding the SKU) | ${opened} | ${stock.p50.toFixed(2)} | ${stock.p99.toFixed(2)} |`,
    );
    console.log(
      `| baseline: a null cart-update to each of the same carts, one by one | ${opened} | ${base.p50.toFixed(2)} | ${base.p99.toFixed(2)} |`,
    );
    console.log(`\nstock p99 / baseline p99 = ${(stock.p99 / base.p99).toFixed(2)}`);
  } finally {
    await shop.close();
    await store.database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
