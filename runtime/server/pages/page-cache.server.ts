/** A rendered answer as it was sent: status, headers and body. */
export interface CachedPage {
  readonly statusCode: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: string;
}

/**
 * Rendered guest pages, kept for a short time (STACK-NOTES: vike's per-request work, not React, bounds SSR
 * throughput; a cached guest page skips it). Keyed by host and URL, least recently used first out, emptied by the
 * cache-invalidation endpoints (spec/1 §7) with the store's own caches. Only what every guest sees alike is kept:
 * there are no personal pages yet; when sessions arrive, a request with one bypasses the cache.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}
