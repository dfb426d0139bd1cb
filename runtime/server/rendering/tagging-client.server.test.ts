import { describe, expect, it } from 'vitest';
import type { OperationClient } from '../../client/operation-client.ts';
import { cacheTag, FRAME_CONTENT, type CacheTag } from '../commerce/cache-tags.server.ts';
import { createTaggingClient } from './tagging-client.server.ts';

// Answers cut down to the fields the tags are read from.
const ANSWERS: Record<string, unknown> = {
  getProduct: { id: 'prd-1' },
  listProducts: { results: [{ id: 'prd-2' }, { id: 'prd-3' }] },
  listProductCards: { results: [{ id: 'prd-2' }, { id: 'prd-3' }] },
  getProductCardsBySkus: { results: [{ id: 'prd-6' }] },
  getCategory: { category: { key: 'drills' }, siblings: [{ key: 'saws' }] },
  getFirstLevelCategories: { results: [{ key: 'tools' }] },
  queryCategories: { results: [{ key: 'cordless-drills' }] },
  getProductsBySkus: { results: [{ id: 'prd-4' }] },
  search: { hits: [{ id: 'prd-5' }] },
  getContentPage: { blocks: [{ block: 'faq' }, { block: 'banner' }] },
  listContentPages: { results: ['about', 'help-centre'] },
  getFrameContent: { promoBanner: { block: 'promo-banner' } },
  getStore: { key: 'x' },
  listReviewHighlights: { results: [{ product: { id: 'prd-7' } }, { product: { id: 'prd-8' } }] },
};

const fake: OperationClient = { call: async (operation) => ANSWERS[operation] as never };

async function tagsOf(calls: (client: OperationClient) => Promise<unknown>): Promise<CacheTag[]> {
  const tags = new Set<CacheTag>();
  await calls(createTaggingClient(fake, tags));
  return [...tags].sort();
}

describe('a page records the cache tags of what it reads (ADR 010)', () => {
  it('tags products, categories, content pages and blocks from the answers', async () => {
    expect(await tagsOf((client) => client.call('getProduct', { slug: 'x' }))).toEqual([cacheTag.product('prd-1')]);
    expect(await tagsOf((client) => client.call('listProducts', { categoryKey: 'drills', query: '' }))).toEqual([
      cacheTag.category('drills'),
      cacheTag.product('prd-2'),
      cacheTag.product('prd-3'),
    ]);
    // ADR 011: the pages read listings and SKU lists as cards, tagged as the full reads are.
    expect(await tagsOf((client) => client.call('listProductCards', { categoryKey: 'drills', query: '' }))).toEqual([
      cacheTag.category('drills'),
      cacheTag.product('prd-2'),
      cacheTag.product('prd-3'),
    ]);
    expect(await tagsOf((client) => client.call('getProductCardsBySkus', { skus: ['EX6'] }))).toEqual([
      cacheTag.product('prd-6'),
    ]);
    expect(await tagsOf((client) => client.call('getCategory', { slug: 'x' }))).toEqual([
      cacheTag.category('drills'),
      cacheTag.category('saws'),
    ]);
    expect(await tagsOf((client) => client.call('queryCategories', { parentKey: 'drills' }))).toEqual([
      cacheTag.category('cordless-drills'),
      cacheTag.category('drills'),
    ]);
    expect(await tagsOf((client) => client.call('getContentPage', { slug: 'help-centre' }))).toEqual([
      cacheTag.block('banner'),
      cacheTag.block('faq'),
      cacheTag.content('help-centre'),
    ]);
    expect(await tagsOf((client) => client.call('getFrameContent', {}))).toEqual([
      cacheTag.block('promo-banner'),
      FRAME_CONTENT,
    ]);
    expect(await tagsOf((client) => client.call('getReviews', { productId: 'prd-9' }))).toEqual([
      cacheTag.product('prd-9'),
    ]);
    // The review carousel shows its reviews' products by name and picture: a renamed product drops it.
    expect(await tagsOf((client) => client.call('listReviewHighlights', { categoryKey: 'drills' }))).toEqual([
      cacheTag.category('drills'),
      cacheTag.product('prd-7'),
      cacheTag.product('prd-8'),
    ]);
  });

  it('gathers the tags of every call of a page, and none from what shows no product, category or content', async () => {
    const tags = await tagsOf(async (client) => {
      await client.call('getFirstLevelCategories', {});
      await client.call('getProductsBySkus', { skus: ['EX4'] });
      await client.call('search', { text: 'drill' });
      await client.call('listContentPages', {});
      await client.call('getStore', { key: 'x' });
    });
    expect(tags).toEqual([
      cacheTag.category('tools'),
      cacheTag.content('about'),
      cacheTag.content('help-centre'),
      cacheTag.product('prd-4'),
      cacheTag.product('prd-5'),
    ]);
  });
});
