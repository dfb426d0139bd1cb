// The shoppers of `npm run bench:cart`, in two arrangements:
// - burst rounds: all of them change their carts at the same instant (an add, then a quantity change, naming the
//   cart's version as the browser's queue does), then read two products each at the same concurrency (the same-run
//   baseline, getProduct) — the worst case, where the last answer waits behind the whole round's work;
// - paced: each shopper changes its cart as often as the browser lets it (spec/2 §4: a cart's changes leave the
//   browser at most once per debounce, 300 ms, and one at a time), its start and gaps jittered so that the 50 are not
//   in step; the baseline reads products at the same pace. Run in the server's process, or in a worker thread (cart-clients.worker.ts), so
// that the clients' own work (making requests, parsing answers) is not on the server's event loop.
import http from 'node:http';
import { postOperation } from './operation-post.ts';

export interface Shopper {
  readonly cookie: string | null;
  readonly cartId: string;
  version: number;
  readonly line: string;
  readonly index: number;
}

export interface RoundsInput {
  readonly port: number;
  readonly shoppers: Shopper[];
  readonly skus: readonly string[];
  readonly slugs: readonly string[];
}

/** A phase of the bench: burst rounds of cart changes or of the baseline, or the paced ones. */
export type BenchPhase = 'cart' | 'baseline' | 'cart-paced' | 'baseline-paced';

export function shopperAgent(shoppers: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: shoppers });
}

/** One round of cart changes by every shopper at once; the latencies, ms. */
export async function cartRound(input: RoundsInput, round: number, agent: http.Agent): Promise<number[]> {
  const { port, shoppers, skus } = input;
  const latencies: number[] = [];
  await Promise.all(
    shoppers.map(async (shopper) => {
      const add = await postOperation({
        port,
        operation: 'addToCart',
        body: {
          sku: skus[(shopper.index + round) % skus.length],
          quantity: 1,
          cartId: shopper.cartId,
          version: shopper.version,
        },
        cookie: shopper.cookie,
        agent,
      });
      if (add.status !== 200) throw new Error(`addToCart ${add.status}: ${JSON.stringify(add.json)}`);
      latencies.push(add.ms);
      const set = await postOperation({
        port,
        operation: 'updateCartQuantity',
        body: {
          cartId: shopper.cartId,
          version: (add.json as { version: number }).version,
          lineItemId: shopper.line,
          quantity: 1 + (round % 5),
        },
        cookie: shopper.cookie,
        agent,
      });
      if (set.status !== 200) throw new Error(`updateCartQuantity ${set.status}: ${JSON.stringify(set.json)}`);
      latencies.push(set.ms);
      shopper.version = (set.json as { version: number }).version;
    }),
  );
  return latencies;
}

/** The browser queue's debounce (spec/2 §4), the shortest gap between two changes of one cart. */
const DEBOUNCE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every shopper sends `perShopper` requests, one at a time, each `DEBOUNCE_MS` plus up to 100 ms after its previous
 * answer, the first within one debounce of the start; the latencies, ms. `send` makes a shopper's i-th request.
 */
async function paced(
  shoppers: readonly Shopper[],
  perShopper: number,
  send: (shopper: Shopper, i: number) => Promise<number>,
): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    shoppers.map(async (shopper) => {
      await sleep(Math.random() * DEBOUNCE_MS);
      for (let i = 0; i < perShopper; i++) {
        latencies.push(await send(shopper, i));
        await sleep(DEBOUNCE_MS + Math.random() * 100);
      }
    }),
  );
  return latencies;
}

/** Paced cart changes: each shopper alternates an add and a quantity change of its first line. */
export function pacedCartChanges(input: RoundsInput, perShopper: number, agent: http.Agent): Promise<number[]> {
  const { port, skus } = input;
  return paced(input.shoppers, perShopper, async (shopper, i) => {
    const answer =
      i % 2 === 0
        ? await postOperation({
            port,
            operation: 'addToCart',
            body: {
              sku: skus[(shopper.index + i) % skus.length],
              quantity: 1,
              cartId: shopper.cartId,
              version: shopper.version,
            },
            cookie: shopper.cookie,
            agent,
          })
        : await postOperation({
            port,
            operation: 'updateCartQuantity',
            body: { cartId: shopper.cartId, version: shopper.version, lineItemId: shopper.line, quantity: 1 + (i % 5) },
            cookie: shopper.cookie,
            agent,
          });
    if (answer.status !== 200) throw new Error(`cart change ${answer.status}: ${JSON.stringify(answer.json)}`);
    shopper.version = (answer.json as { version: number }).version;
    return answer.ms;
  });
}

/** Paced baseline: each shopper reads a product at the same pace. */
export function pacedProductReads(input: RoundsInput, perShopper: number, agent: http.Agent): Promise<number[]> {
  const { port, slugs } = input;
  return paced(input.shoppers, perShopper, async (shopper, i) => {
    const read = await postOperation({
      port,
      operation: 'getProduct',
      body: { slug: slugs[(shopper.index + i) % slugs.length], language: 'de' },
      agent,
    });
    if (read.status !== 200) throw new Error(`getProduct ${read.status}`);
    return read.ms;
  });
}

/** One round of the baseline: getProduct, twice per shopper, at the same concurrency; the latencies, ms. */
export async function baselineRound(input: RoundsInput, round: number, agent: http.Agent): Promise<number[]> {
  const { port, shoppers, slugs } = input;
  const latencies: number[] = [];
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (const offset of [0, 1]) {
        const read = await postOperation({
          port,
          operation: 'getProduct',
          body: { slug: slugs[(shopper.index + round + offset) % slugs.length], language: 'de' },
          agent,
        });
        if (read.status !== 200) throw new Error(`getProduct ${read.status}`);
        latencies.push(read.ms);
      }
    }),
  );
  return latencies;
}

/** Each phase's run: `round` is the round's number for the burst phases, the requests per shopper for the paced. */
export const BENCH_PHASES: Record<
  BenchPhase,
  (input: RoundsInput, round: number, agent: http.Agent) => Promise<number[]>
> = {
  cart: cartRound,
  baseline: baselineRound,
  'cart-paced': pacedCartChanges,
  'baseline-paced': pacedProductReads,
};
