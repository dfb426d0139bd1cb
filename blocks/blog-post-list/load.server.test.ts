import { describe, expect, it } from 'vitest';
import type { Category, CategoryPost } from '../../generated/types.ts';
import { categoryPosts } from '../../runtime/server/commerce/seed/category-posts.ts';
import { loadBlogPostTeaser } from '../blog-post-teaser/load.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import { loadBlogPostList, takeInTurns } from './load.server.ts';
import { postFragment } from './post-fragment.ts';

const SK = 'http://sk.localhost:3000/';
const CH_FR = 'http://ch.localhost:3000/fr/';

const posts = (key: string, count: number): CategoryPost[] =>
  Array.from({ length: count }, (_, index) => ({
    title: `${key} ${index + 1}`,
    url: `/inspirations/#post-${key}-${index + 1}`,
    imageUrl: `/images/c/${key}.svg`,
  }));
const category = (key: string, postList: CategoryPost[], hasProducts = true): Category =>
  sampleCategory(key, {
    name: key.toUpperCase(),
    custom: { ...sampleCategory(key).custom, posts: postList, hasProducts },
  });

const FIRST_LEVEL = [
  category('power-tools', posts('power-tools', 2)),
  category('gastro', []),
  category('garden', posts('garden', 2)),
];
const BY_KEY = {
  drills: category('drills', posts('drills', 1)),
  saws: category('saws', posts('saws', 1), false),
  garden: FIRST_LEVEL[2]!,
  gastro: FIRST_LEVEL[1]!,
};
const operations = fakeOperations({
  getFirstLevelCategories: () => ({ results: FIRST_LEVEL }),
  queryCategories: categoriesByKey(BY_KEY),
});

describe('loadBlogPostList (spec/1 §2.9 blog posts; spec/1 §3 blog posts per locale)', () => {
  it('lists the posts of every first-level category by default, grouped, each with its fragment as id', async () => {
    const data = await loadBlogPostList({}, loaderContext(SK, operations));
    expect(operations.calls.at(-1)).toEqual({ operation: 'getFirstLevelCategories', payload: { language: 'sk' } });
    // A category without posts (gastro) has no group.
    expect(data).toEqual({
      groups: ['power-tools', 'garden'].map((key) => ({
        key,
        name: key.toUpperCase(),
        link: `/${key}/`,
        posts: [1, 2].map((n) => ({
          id: `post-${key}-${n}`,
          title: `${key} ${n}`,
          link: `/inspirations/#post-${key}-${n}`,
          imageUrl: `/images/c/${key}.svg`,
        })),
      })),
    });
  });

  it('lets the categories take turns up to the limit, so a low limit still shows each', async () => {
    const data = await loadBlogPostList({ limit: 3 }, loaderContext(SK, operations));
    expect(data?.groups.map((group) => group.posts.map((post) => post.id))).toEqual([
      ['post-power-tools-1', 'post-power-tools-2'],
      ['post-garden-1'],
    ]);
  });

  it("takes the props' categories in their order, skipping unknown keys; no products link without products", async () => {
    const data = await loadBlogPostList(
      { categoryKeys: ['saws', 'nothing', 'drills', 'gastro'] },
      loaderContext(CH_FR, operations),
    );
    expect(operations.calls.at(-1)?.payload).toEqual({
      keys: ['saws', 'nothing', 'drills', 'gastro'],
      language: 'fr',
      limit: 4,
      offset: 0,
    });
    expect(data?.groups.map((group) => [group.key, group.link, group.posts[0]!.link])).toEqual([
      // spec/1 §3 hasProducts per market: saws have none in this country, so no link to their products.
      ['saws', null, '/fr/inspirations/#post-saws-1'],
      ['drills', '/drills/', '/fr/inspirations/#post-drills-1'],
    ]);
  });

  it('is left out (null) when no category has posts, and a content error when no key names a category', async () => {
    expect(await loadBlogPostList({ categoryKeys: ['gastro'] }, loaderContext(SK, operations))).toBeNull();
    await expect(loadBlogPostList({ categoryKeys: ['nothing'] }, loaderContext(SK, operations))).rejects.toMatchObject({
      name: 'BlockContentError',
      pointer: '/categoryKeys',
    });
  });

  it('gives an id once per page: a post without a fragment, or repeating one, gets none', async () => {
    const odd = [
      { title: 'a', url: '/inspirations/#post-x-1', imageUrl: '/a.svg' },
      { title: 'b', url: '/inspirations/#post-x-1', imageUrl: '/b.svg' },
      { title: 'c', url: 'https://blog.example/c', imageUrl: '/c.svg' },
    ];
    const only = fakeOperations({ getFirstLevelCategories: () => ({ results: [category('x', odd)] }) });
    const data = await loadBlogPostList({}, loaderContext(SK, only));
    expect(data?.groups[0]!.posts.map((post) => post.id)).toEqual(['post-x-1', null, null]);
  });

  it("makes a teaser's link land on the list's item for the seeded posts (fr in Switzerland, a prefixed language)", async () => {
    const seeded = sampleCategory('garden', {
      custom: {
        ...sampleCategory('garden').custom,
        posts: categoryPosts({ key: 'garden', depth: 0, position: 1, name: 'Jardin', imageUrl: '/g.svg' }, 'fr-CH'),
      },
    });
    const seededOperations = fakeOperations({
      getFirstLevelCategories: () => ({ results: [seeded] }),
      queryCategories: categoriesByKey({ garden: seeded }),
    });
    const context = loaderContext(CH_FR, seededOperations);
    const teaser = await loadBlogPostTeaser({ categoryKey: 'garden' }, context);
    const list = await loadBlogPostList({}, context);
    const ids = list!.groups[0]!.posts.map((post) => post.id);
    expect(teaser!.posts.map((card) => card.link)).toEqual(ids.map((id) => `${teaser!.inspirationsLink}#${id}`));
    expect(ids).toEqual(['post-garden-1', 'post-garden-2']);
  });
});

describe('takeInTurns', () => {
  it("takes every list's first item, then every second … up to the limit, keeping each list's order", () => {
    expect(takeInTurns([['a1', 'a2', 'a3'], [], ['c1'], ['d1', 'd2']], 5)).toEqual([
      ['a1', 'a2'],
      [],
      ['c1'],
      ['d1', 'd2'],
    ]);
    expect(takeInTurns([['a1', 'a2'], ['b1']], 2)).toEqual([['a1'], ['b1']]);
    expect(takeInTurns([['a1'], ['b1']], 48)).toEqual([['a1'], ['b1']]);
  });
});

describe('postFragment', () => {
  it("reads a link's fragment as an id, if it is a plain one", () => {
    expect(postFragment('/inspirations/#post-garden-1')).toBe('post-garden-1');
    expect(postFragment('/inspirations/')).toBeNull();
    expect(postFragment('/inspirations/#')).toBeNull();
    expect(postFragment('/inspirations/#a b')).toBeNull();
  });
});
