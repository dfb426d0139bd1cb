import { describe, expect, it } from 'vitest';
import { isQuickTag, quickTagsOf } from './quick-tags.ts';

describe('quick tags (spec/1 §2.6: new, bestseller, bware, on-sale, topRated)', () => {
  it('tells a quick tag from another tag', () => {
    expect(isQuickTag('topRated')).toBe(true);
    expect(isQuickTag('popular')).toBe(false);
  });

  it("gives a product's quick tags in the spec's order, without other tags", () => {
    expect(quickTagsOf(['sale', 'on-sale', 'campaign-black-week', 'new'])).toEqual(['new', 'on-sale']);
  });
});
