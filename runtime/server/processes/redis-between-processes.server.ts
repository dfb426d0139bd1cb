// ADR 043: what independent shop processes share through Redis (REDIS_URL) — processes on other machines, or beside
// a cluster, that share no primary. The bus is one pub/sub channel: each process publishes what happened in it,
// tagged with its own id, and delivers what the others publish. The rate limits count in Redis (@fastify/rate-limit's
// Redis store, its Lua script). Redis down never stops a purchase: publishing is skipped (live updates and
// invalidations reach this process only), the rate limits count in this process's memory, and each is logged once per
// outage; when Redis is back, the caches here are cleared (an invalidation may have been missed) and all goes on.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { localCountingStore, type CountCallback, type CountingStore } from './local-rate-limit-store.server.ts';
import { trueWithin } from './within.server.ts';
import { busMessageOf, type BetweenProcesses, type BusMessage } from './process-bus.server.ts';

/** The channel of the shop's bus, and the prefix of its rate-limit keys. */
export const REDIS_BUS_CHANNEL = 'multishop:bus';
const RATE_LIMIT_PREFIX = 'multishop:rate-limit:';
/** How long a connection attempt, or `/readyz`'s ping, may take. */
const REDIS_TIMEOUT_MS = 2_000;

const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => CountingStore;

export interface RedisShared extends BetweenProcesses {
  /** Whether Redis answers now (`/readyz`). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

/** Redis as the shop's processes' bus and rate-limit store; connects in the background (the start never waits). */
export function redisBetweenProcesses(url: string, name: string, log: RedisLog): RedisShared {
  const self = randomUUID();
  const options = { connectTimeout: REDIS_TIMEOUT_MS, lazyConnect: false } as const;
  // Commands fail at once while Redis is away (no queue to replay late): a publish or a count is then done without it.
  const commands = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const subscriber = new Redis(url, options);
  const handlers: ((message: BusMessage) => void)[] = [];
  let away = false;
  const lost = (reason: string) => {
    if (away) return;
    away = true;
    log.warn(
      `Redis unreachable (${reason}): live updates and cache invalidations reach this process only, its rate limits ` +
        'count here, until it is back',
    );
  };
  for (const client of [commands, subscriber]) client.on('error', (error: Error) => lost(error.message));
  subscriber.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: live updates, cache invalidations and rate limits shared again');
    // What the others published meanwhile is lost: the caches here start afresh rather than show what they cleared.
    for (const handler of handlers) handler({ kind: 'invalidate-all' });
  });
  void subscriber.subscribe(REDIS_BUS_CHANNEL).catch((error: Error) => lost(error.message));
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REDIS_BUS_CHANNEL) return;
    let envelope: { from?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      return log.warn(`Redis bus: a message that is not JSON was ignored (${text.length} characters)`);
    }
    const message = busMessageOf(envelope.message);
    if (envelope.from === self || message === null) return;
    for (const handler of handlers) handler(message);
  });

  const shared = new RedisStore(false, false, commands, RATE_LIMIT_PREFIX);
  const local = localCountingStore(50_000);
  const counted =
    (method: 'incr' | 'read') => (key: string, callback: CountCallback, timeWindow: number, max: number) =>
      shared[method](
        key,
        (error, result) => {
          if (error === null) return callback(null, result);
          lost(error.message);
          local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
  class RedisCounts implements FastifyRateLimitStore {
    incr = counted('incr');
    read = counted('read');
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return {
    name,
    bus: {
      publish(message) {
        commands.publish(REDIS_BUS_CHANNEL, JSON.stringify({ from: self, message })).catch((error: Error) => {
          lost(error.message);
        });
      },
      subscribe: (handler) => void handlers.push(handler),
    },
    rateLimitStore: RedisCounts as FastifyRateLimitStoreCtor,
    reachable: () =>
      trueWithin(
        commands.ping().then(
          () => true,
          () => false,
        ),
        REDIS_TIMEOUT_MS,
      ),
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
