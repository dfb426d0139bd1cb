// The shoppers of `npm run bench:cart`: each round, all of them change their carts at once (an add, then a quantity
// change, naming the cart's version as the browser's queue does), then read two products each at the same concurrency
// (the same-run baseline, getProduct). Run in the server's process, or in a worker thread (cart-clients.worker.ts), so
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
