// ADR 043, ADR 031: the rate limits of a cluster counted by its primary — two workers' counts of one key add up; a
// read counts nothing; a primary that cannot be reached leaves the worker counting on its own, never failing.
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import { primaryRateLimitCounter, workerRateLimitStore } from './cluster-rate-limit-store.server.ts';

type Result = { current: number; ttl: number };

/** Workers wired to one primary counter, as the cluster's IPC does (asynchronously). */
function cluster(workers: number) {
  const count = primaryRateLimitCounter();
  return Array.from({ length: workers }, () => {
    const emitter = new EventEmitter();
    const worker = {
      isConnected: () => true,
      send: (answer: unknown) => setImmediate(() => emitter.emit('message', answer)),
    } as unknown as Worker;
    const channel = {
      send: (request: unknown) => {
        setImmediate(() => count(worker, request));
        return true;
      },
      on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    } as unknown as Pick<NodeJS.Process, 'send' | 'on'>;
    const Store = workerRateLimitStore(channel);
    return new Store({});
  });
}

const incr = (store: ReturnType<typeof cluster>[number], key: string) =>
  new Promise<Result>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
  );
const read = (store: ReturnType<typeof cluster>[number], key: string) =>
  new Promise<Result>((resolve, reject) =>
    (store as unknown as { read: typeof store.incr }).read(
      key,
      (error, result) => (error ? reject(error) : resolve(result!)),
      60_000,
      5,
    ),
  );

describe('rate limits counted by the cluster’s primary (ADR 043)', () => {
  it('counts one key across workers as one count, and keys apart', async () => {
    const [first, second] = cluster(2) as [ReturnType<typeof cluster>[number], ReturnType<typeof cluster>[number]];
    expect((await incr(first, 'coupon:client:a')).current).toBe(1);
    expect((await incr(second, 'coupon:client:a')).current).toBe(2);
    expect((await incr(first, 'coupon:client:a')).current).toBe(3);
    expect((await incr(second, 'coupon:client:b')).current).toBe(1);
    const seen = await read(second, 'coupon:client:a');
    expect(seen.current).toBe(3);
    expect(seen.ttl).toBeGreaterThan(0);
    expect((await read(first, 'coupon:client:a')).current).toBe(3);
  });

  it('counts in the worker’s own memory when its primary cannot be reached', async () => {
    const gone = workerRateLimitStore({ send: undefined, on: () => process } as unknown as Pick<
      NodeJS.Process,
      'send' | 'on'
    >);
    const store = new gone({});
    const counts: number[] = [];
    for (let call = 0; call < 3; call += 1) {
      counts.push(
        await new Promise<number>((resolve) =>
          store.incr('k', (_error, result) => resolve(result!.current), 60_000, 5),
        ),
      );
    }
    expect(counts).toEqual([1, 2, 3]);
  });

  it('counts in the worker’s own memory when its primary does not answer in time', async () => {
    const silent = workerRateLimitStore({ send: () => true, on: () => process } as unknown as Pick<
      NodeJS.Process,
      'send' | 'on'
    >);
    const store = new silent({});
    const started = Date.now();
    const result = await new Promise<Result>((resolve) =>
      store.incr('k', (_error, answer) => resolve(answer!), 60_000, 5),
    );
    expect(result.current).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
