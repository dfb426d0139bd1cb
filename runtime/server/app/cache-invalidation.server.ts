import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_TAG_PATTERN, type CacheTag } from '../commerce/cache-tags.server.ts';
import { NOT_FOUND_MESSAGE, type FailureAnswers } from '../failure-answers.server.ts';
import type { ComponentStore } from '../rendering/component-cache.server.ts';
import type { PageCache } from '../rendering/page-cache.server.ts';
import { secretMatches } from '../platform/secret.server.ts';
import type { ProcessBus } from '../processes/process-bus.server.ts';
import type { RateLimits } from '../rate-limits/rate-limits.server.ts';
import { rootPlugin } from './root-plugin.server.ts';

/** The body of `/component-cache/invalidate-tag`: the tags to invalidate (cache-tags.server.ts). */
const INVALIDATE_TAG_BODY = {
  type: 'object',
  required: ['tags'],
  additionalProperties: false,
  properties: {
    tags: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', pattern: CACHE_TAG_PATTERN } },
  },
} as const;

export interface CacheInvalidationOptions {
  /** Secret of the endpoints; when empty they answer 404 (spec/1 §7: guarded by secrets). */
  readonly cacheSecret: string;
  readonly failures: FailureAnswers;
  readonly limits: Pick<RateLimits, 'cacheSecret'>;
  /** The store's read-ahead: dropped whole (`invalidate`), or for what some cache tags name. */
  readonly catalogue: { invalidate?(): void; invalidateTags?(tags: readonly CacheTag[]): void };
  readonly pageCache: PageCache;
  readonly components: ComponentStore;
  /** The shop's other processes (ADR 043): each clears its own caches of what this one was told. */
  readonly otherProcesses?: ProcessBus;
  readonly catalogueChanges?: CatalogueChanges;
}

/** When the store's catalogue is read anew from another database (ADR 042: a new copy of PostgreSQL's). */
export interface CatalogueChanges {
  subscribe(listener: () => void): void;
}

/** spec/1 §7: cache invalidation, server-side — everything, or what some cache tags name (ADR 010). */
export const cacheInvalidation = rootPlugin<CacheInvalidationOptions>('cache-invalidation', async (app, options) => {
  const { catalogue, pageCache, components, otherProcesses } = options;
  const invalidateAll = () => {
    catalogue.invalidate?.();
    pageCache.clear();
    components.clear();
  };
  /** What some tags name, here: the pages dropped, counted. */
  const invalidateTags = (tags: readonly CacheTag[]) => {
    catalogue.invalidateTags?.(tags);
    components.invalidate(tags);
    return pageCache.invalidate(tags);
  };
  // The catalogue's reads are new already: what was rendered from the earlier ones goes.
  options.catalogueChanges?.subscribe(() => {
    pageCache.clear();
    components.clear();
  });
  otherProcesses?.subscribe((message) => {
    if (message.kind === 'invalidate-all') invalidateAll();
    else if (message.kind === 'invalidate-tags') invalidateTags(message.tags);
  });
  // Guarded by a secret compared in constant time — before the body is read, so a caller without it learns nothing
  // of what the endpoint takes.
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.cacheSecret === '') {
      return options.failures.answer(request, reply, { statusCode: 404, message: NOT_FOUND_MESSAGE });
    }
    const presented = request.headers['x-cache-secret'];
    const matches = secretMatches(typeof presented === 'string' ? presented : undefined, options.cacheSecret);
    // ADR 031: wrong secrets are counted per client address, and a client over the limit is answered 429.
    if (await options.limits.cacheSecret(request, reply, matches)) return reply;
    if (!matches) {
      return options.failures.answer(request, reply, { statusCode: 401, message: 'Invalid cache secret' });
    }
  };
  // Everything: the store's read-ahead (listing index, category trees, cards), every rendered page and block.
  app.post('/cache-invalidate', { onRequest: guard }, async () => {
    invalidateAll();
    otherProcesses?.publish({ kind: 'invalidate-all' });
    return { invalidated: true };
  });
  // ADR 010: only what carries one of the tags (cache-tags.server.ts) — the pages recorded them when they
  // were rendered — and the store's read-ahead of those things; everything else stays.
  app.post<{ Body: { tags: CacheTag[] } }>(
    '/component-cache/invalidate-tag',
    { onRequest: guard, schema: { body: INVALIDATE_TAG_BODY } },
    async (request) => {
      const tags = [...new Set(request.body.tags)];
      otherProcesses?.publish({ kind: 'invalidate-tags', tags });
      // The pages counted are this process's; every other drops its own.
      return { invalidated: true, tags, pages: invalidateTags(tags) };
    },
  );
});
