import type { ComponentCache } from '../../view/block-types.ts';
import type { CacheTag } from '../commerce/cache-tags.server.ts';
import { TaggedCache } from '../tagged-cache.server.ts';

/**
 * spec/1 §7 component cache (ADR 019): content blocks loaded and rendered for one page, kept for the next
 * page of the same shop that shows them — most of a home page's time went to its blocks (the review carousel's
 * reads, the product zones' cards, the static blocks' React render: BENCHMARKS.md), the same for every visitor
 * of a shop. A page that is not in the page cache (a first visit, a crawler, PAGE_CACHE_SECONDS=0) renders its
 * own product or listing and takes its blocks from here.
 *
 * A kept block carries the cache tags of what its page had read when it was made — the block's own reads (its
 * category, the products it shows), the frame's and the content page's (`block:<name>`): more than the block
 * needs, never less — so `/component-cache/invalidate-tag` drops it with the pages that show the same things, and
 * `/cache-invalidate` drops all. A page that takes a kept block takes its tags too, so the page cache drops that
 * page when the block's products change. A block made while an invalidation came is used once and not kept;
 * pages asking for a block being made wait for it rather than make it again.
 */
export class ComponentStore extends TaggedCache<unknown> {
  private readonly making = new Map<string, Promise<{ value: unknown; tags: ReadonlySet<CacheTag> }>>();

  /** The cache as one page uses it: what the page takes adds its tags to the page's `tags`. */
  forPage(tags: Set<CacheTag>): ComponentCache {
    return { remember: (key, make, keep) => this.remember(key, make, keep, tags) };
  }

  private async remember<T>(
    key: string,
    make: () => Promise<T>,
    keep: (value: T) => boolean,
    pageTags: Set<CacheTag>,
  ): Promise<T> {
    const kept = this.entry(key) ?? (await this.made(key, make, keep, pageTags));
    for (const tag of kept.tags) pageTags.add(tag);
    return kept.value as T;
  }

  private made<T>(
    key: string,
    make: () => Promise<T>,
    keep: (value: T) => boolean,
    pageTags: ReadonlySet<CacheTag>,
  ): Promise<{ value: unknown; tags: ReadonlySet<CacheTag> }> {
    let making = this.making.get(key);
    if (making === undefined) {
      const generation = this.generation;
      making = make()
        .then((value) => {
          const tags = new Set(pageTags);
          if (keep(value) && generation === this.generation) this.set(key, value, tags);
          return { value, tags };
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }
}
