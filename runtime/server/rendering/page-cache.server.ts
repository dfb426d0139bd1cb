import { TaggedCache } from '../tagged-cache.server.ts';

/** A rendered answer as it was sent: status, headers and body. */
export interface CachedPage {
  readonly statusCode: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The page's bytes, encoded once: a string would be measured (Content-Length) and encoded again on every send. */
  readonly body: string | Buffer;
}

/**
 * Rendered guest pages, kept for a short time (STACK-NOTES: vike's per-request work, not React, bounds SSR
 * throughput; a cached guest page skips it). Keyed by host and URL, least recently used first out. Each page keeps
 * the cache tags of what it shows (cache-tags.server.ts): an invalidation by tag drops the pages carrying one of
 * the tags and keeps the rest (ADR 010); `clear` (spec/1 §7 /cache-invalidate) drops all. Only what every
 * visitor sees alike is kept: a catalogue or content page is the same document with a session or without (the cart
 * arrives after hydration), so it is kept and served to every visitor; a page whose guard reads the visitor (the
 * checkout; accounts) is personal, never kept and sent `private, no-store` (page-server.server.ts).
 */
export class PageCache extends TaggedCache<CachedPage> {}
