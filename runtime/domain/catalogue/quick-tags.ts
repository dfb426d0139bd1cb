/** spec/1 §2.6 and spec/3 §3: "Product quick tags: new, bestseller, bware, on-sale, topRated". */
export const QUICK_TAGS = ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const;
export type QuickTag = (typeof QUICK_TAGS)[number];

/** Whether a tag is a product quick tag (spec/1 §2.6), the tags the filter panel and the cards show. */
export function isQuickTag(tag: string): tag is QuickTag {
  return (QUICK_TAGS as readonly string[]).includes(tag);
}

/** A product's quick tags in the spec's order (spec/1 §2.6), for its badges; other tags are not shown. */
export function quickTagsOf(tags: readonly string[]): QuickTag[] {
  return QUICK_TAGS.filter((tag) => tags.includes(tag));
}
