// ADR 043, ADR 031: the rate limits of a `WORKERS=N` shop counted once, by the primary, for every worker — a guesser
// whose requests the cluster spreads over N workers gets the limit, not N times it. A worker's count is a request to
// the primary over the IPC channel, answered with the count; a primary that does not answer in time (it is stopping)
// leaves the worker counting in its own memory, never failing the request.
import type { Worker } from 'node:cluster';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import {
  localCountingStore,
  type CountCallback as Callback,
  type CountResult as Result,
} from './local-rate-limit-store.server.ts';

const REQUEST = 'multishopRateLimit';
const ANSWER = 'multishopRateLimitAnswer';
/** Keys the primary keeps for all counters together; the least recently counted go first. */
const PRIMARY_KEYS = 500_000;
/** How long a worker waits for the primary's count. */
const ANSWER_MS = 1_000;

interface CountRequest {
  readonly id: number;
  readonly method: 'incr' | 'read';
  readonly key: string;
  readonly timeWindow: number;
  readonly max: number;
}

/** The primary's counters: answers a worker's count request; anything else is not its message (false). */
export function primaryRateLimitCounter() {
  const store = localCountingStore(PRIMARY_KEYS);
  return (worker: Worker, raw: unknown): boolean => {
    const request = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[REQUEST] : undefined;
    if (typeof request !== 'object' || request === null) return false;
    const { id, method, key, timeWindow, max } = request as CountRequest;
    store[method === 'read' ? 'read' : 'incr'](
      String(key),
      (_error, result) => {
        if (worker.isConnected()) worker.send({ [ANSWER]: { id, ...result } }, undefined, () => undefined);
      },
      Number(timeWindow),
      Number(max),
    );
    return true;
  };
}

/** A worker's rate-limit store (@fastify/rate-limit's `store` option): counted by the primary. */
export function workerRateLimitStore(
  channel: Pick<NodeJS.Process, 'send' | 'on'> = process,
): FastifyRateLimitStoreCtor {
  const waiting = new Map<number, { callback: Callback; timer: NodeJS.Timeout }>();
  let next = 0;
  const fallback = localCountingStore(50_000);
  channel.on('message', (raw: unknown) => {
    const answer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[ANSWER] : undefined;
    if (typeof answer !== 'object' || answer === null) return;
    const { id, current, ttl } = answer as { id: number } & Result;
    const pending = waiting.get(id);
    if (pending === undefined) return;
    waiting.delete(id);
    clearTimeout(pending.timer);
    pending.callback(null, { current, ttl });
  });
  const ask = (method: CountRequest['method'], key: string, callback: Callback, timeWindow: number, max: number) => {
    const id = (next += 1);
    const local = () => fallback[method](key, callback, timeWindow, max);
    const timer = setTimeout(() => {
      waiting.delete(id);
      local();
    }, ANSWER_MS);
    timer.unref();
    waiting.set(id, { callback, timer });
    const sent = channel.send?.({ [REQUEST]: { id, method, key, timeWindow, max } }, undefined, undefined, (error) => {
      if (error === null || !waiting.delete(id)) return;
      clearTimeout(timer);
      local();
    });
    if (sent === undefined) {
      waiting.delete(id);
      clearTimeout(timer);
      local();
    }
  };
  class ClusterStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      ask('incr', key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      ask('read', key, callback, timeWindow, max);
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return ClusterStore;
}
