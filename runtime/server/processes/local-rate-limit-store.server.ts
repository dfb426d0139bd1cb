// The rate limits' memory store — @fastify/rate-limit's own (a window from a key's first request, the least recently
// counted keys dropped first) — for the processes' shared stores: the cluster primary's counts, and each process's
// own count while the shared one cannot be reached (ADR 043). It is not in the package's typed exports.
import { createRequire } from 'node:module';

export type CountResult = { current: number; ttl: number };
export type CountCallback = (error: Error | null, result?: CountResult) => void;

/** A store's two ways of counting, as @fastify/rate-limit calls them. */
export interface CountingStore {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
}

const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => CountingStore;

/** A memory store keeping `keys` keys. */
export const localCountingStore = (keys: number): CountingStore => new LocalStore(false, false, keys);
