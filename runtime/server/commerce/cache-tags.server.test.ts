import { describe, expect, it } from 'vitest';
import { CACHE_TAG_PATTERN, cacheTag, tagValues } from './cache-tags.server.ts';

/** What the invalidation endpoint's schema accepts as a tag. */
const isCacheTag = (text: string): boolean => new RegExp(CACHE_TAG_PATTERN).test(text);

describe('cache tags (ADR 010, spec/1 §7 /component-cache/invalidate-tag)', () => {
  it('name a product, a category, a content page and a block', () => {
    const tags = [
      cacheTag.product('prd-EX30000001'),
      cacheTag.category('cordless-drills'),
      cacheTag.content('help-centre'),
      cacheTag.block('review-carousel'),
    ];
    expect(tags).toEqual([
      'product:prd-EX30000001',
      'category:cordless-drills',
      'content:help-centre',
      'block:review-carousel',
    ]);
    for (const tag of tags) expect(isCacheTag(tag), tag).toBe(true);
    expect(tagValues(tags, 'product')).toEqual(['prd-EX30000001']);
    expect(tagValues(tags, 'category')).toEqual(['cordless-drills']);
  });

  it.each([
    '',
    'product:',
    'product',
    'price:1',
    'product:<svg>',
    'product:a b',
    'Product:x',
    `block:${'x'.repeat(200)}`,
  ])('refuses %j', (text) => expect(isCacheTag(text)).toBe(false));

  it('is the pattern the endpoint validates with', () => {
    expect(new RegExp(CACHE_TAG_PATTERN).test('content:frame')).toBe(true);
  });
});
