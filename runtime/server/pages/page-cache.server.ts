import type { CacheTag } from '../cache-tags.server.ts';

/** A rendered answer as it was sent: status, headers and body. */
export interface CachedPage {
  readonly statusCode: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The page's bytes, encoded once: a string would be measured (Content-Length) and encoded again on every send. */
  readonly body: string | Buffer;
}

interface Entry {
  readonly page: CachedPage;
  readonly expires: number;
  readonly tags: ReadonlySet<CacheTag>;
}

const NO_TAGS: ReadonlySet<CacheTag> = new Set();

/**
 * Rendered guest pages, kept for a short time (STACK-NOTES: vike's per-request work, not React, bounds SSR
 * throughput; a cached guest page skips it). Keyed by host and URL, least recently used first out. Each page keeps
 * the cache tags of what it shows (cache-tags.server.ts): an invalidation by tag drops the pages carrying one of
 * the tags and keeps the rest (issue 11 part 8); `clear` (spec/1 §7 /cache-invalidate) drops all. Only what every
 * guest sees alike is kept: there are no personal pages yet; when sessions arrive, a request with one bypasses the
 * cache.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** The keys of the pages carrying each tag. */
  private readonly byTag = new Map<CacheTag, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage, tags: ReadonlySet<CacheTag> = NO_TAGS): void {
    if (!this.enabled) return;
    this.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs, tags: new Set(tags) });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (keys === undefined) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.maxEntries) this.delete(this.entries.keys().next().value as string);
  }

  /** Drops the pages carrying any of `tags`; answers how many were dropped. */
  invalidate(tags: Iterable<CacheTag>): number {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag)!;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
