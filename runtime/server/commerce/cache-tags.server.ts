// ADR 010, spec/1 §7 `/component-cache/invalidate-tag`: the names of what a cached page shows, in one place.
// A rendered page records the tags of everything it read (tagging-client.server.ts); an invalidation by tag drops
// the pages carrying it, and nothing else. Each tag names a thing by its language-independent identity, so one tag
// reaches that thing's pages in every language.

export type CacheTagKind = 'product' | 'category' | 'content' | 'block';
export type CacheTag = `${CacheTagKind}:${string}`;

/** What a tag's value may be: ids, keys, slugs and block names are all of these characters. */
const VALUE = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';

/** A tag as the invalidation endpoint accepts it (its JSON Schema pattern, too). */
export const CACHE_TAG_PATTERN = `^(?:product|category|content|block):${VALUE}$`;

/** The tags, by what they name. */
export const cacheTag = {
  /** A product, by id: its page, and every page listing it, in every language (its price, stock, texts). */
  product: (id: string): CacheTag => `product:${id}`,
  /** A category, by key: its listings and every page showing it (its name in the frame, its content). */
  category: (key: string): CacheTag => `category:${key}`,
  /** A content page of the CMS, by slug (spec/1 §7 content pages); `frame` for the frame's own content. */
  content: (slug: string): CacheTag => `content:${slug}`,
  /** A content block, by its registered name (spec/1 §2.9): every page showing one. */
  block: (name: string): CacheTag => `block:${name}`,
} as const satisfies Record<CacheTagKind, (value: string) => CacheTag>;

/** The frame's content (spec/1 §2.9 the promo banner), which every page shows. */
export const FRAME_CONTENT = cacheTag.content('frame');

/** The values of the tags of one kind: the product ids of `product:` tags, say. */
export function tagValues(tags: Iterable<CacheTag>, kind: CacheTagKind): string[] {
  const prefix = `${kind}:`;
  return [...tags].flatMap((tag) => (tag.startsWith(prefix) ? [tag.slice(prefix.length)] : []));
}
