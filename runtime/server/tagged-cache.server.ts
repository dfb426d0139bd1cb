import type { CacheTag } from './commerce/cache-tags.server.ts';

interface Entry<V> {
  readonly value: V;
  readonly expires: number;
  readonly tags: ReadonlySet<CacheTag>;
}

const NO_TAGS: ReadonlySet<CacheTag> = new Set();

/**
 * Values kept for a short time, each with the cache tags of what it shows (cache-tags.server.ts): least recently
 * used first out; an invalidation by tag drops the values carrying one of the tags and keeps the rest (ADR
 * 010); `clear` drops all. A time to live of 0 keeps nothing. The rendered pages (page-cache.server.ts) and the
 * rendered blocks (component-cache.server.ts) are kept in one.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** The keys of the values carrying each tag. */
  private readonly byTag = new Map<CacheTag, Set<string>>();
  private invalidations = 0;

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

  /**
   * How many invalidations (by tag or whole) there have been: a value made while this changed may show what was
   * invalidated meanwhile, and is not kept.
   */
  get generation(): number {
    return this.invalidations;
  }

  get(key: string): V | undefined {
    return this.entry(key)?.value;
  }

  /** The value kept under `key` with its tags, unless it has expired. */
  entry(key: string): { readonly value: V; readonly tags: ReadonlySet<CacheTag> } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, value: V, tags: Iterable<CacheTag> = NO_TAGS): void {
    if (!this.enabled) return;
    this.delete(key);
    const own = new Set(tags);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, tags: own });
    for (const tag of own) {
      let keys = this.byTag.get(tag);
      if (keys === undefined) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.maxEntries) this.delete(this.entries.keys().next().value as string);
  }

  /** Drops the values carrying any of `tags`; answers how many were dropped. */
  invalidate(tags: Iterable<CacheTag>): number {
    this.invalidations++;
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
    this.invalidations++;
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
