import { describe, expect, it } from 'vitest';
import type { CategoryPost } from '../../generated/types.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import { loadBlogPostTeaser } from './load.server.ts';
import { postLink } from './post-link.ts';

const SK = 'http://sk.localhost:3000/';
const CH_FR = 'http://ch.localhost:3000/fr/';

const post = (n: number, url = `/inspirations/#post-garden-${n}`): CategoryPost => ({
  title: `Post ${n}`,
  url,
  imageUrl: '/images/c/garden.svg',
});
const withPosts = (key: string, posts: CategoryPost[]) =>
  sampleCategory(key, { custom: { ...sampleCategory(key).custom, posts } });
const operations = fakeOperations({
  queryCategories: categoriesByKey({
    garden: withPosts(
      'garden',
      [1, 2, 3, 4].map((n) => post(n)),
    ),
    workshop: withPosts('workshop', [post(1, '/inspirations/#post-workshop-1'), post(2, 'https://blog.example/a')]),
    gastro: withPosts('gastro', []),
  }),
});

describe('loadBlogPostTeaser (spec/1 §2.9 blog posts; spec/1 §3 blog posts per locale)', () => {
  it("gives the category's first posts (3 by default) and the inspirations page, in the page's language", async () => {
    const data = await loadBlogPostTeaser({ categoryKey: 'garden' }, loaderContext(SK, operations));
    expect(data).toEqual({
      posts: [1, 2, 3].map((n) => ({
        title: `Post ${n}`,
        link: `/inspirations/#post-garden-${n}`,
        imageUrl: '/images/c/garden.svg',
      })),
      inspirationsLink: '/inspirations/',
    });
    expect(operations.calls.at(-1)).toEqual({
      operation: 'queryCategories',
      payload: { keys: ['garden'], language: 'sk', limit: 1, offset: 0 },
    });
  });

  it("prefixes the stored paths with the page's language prefix (spec/1 §2.1), not other sites' links", async () => {
    const data = await loadBlogPostTeaser({ categoryKey: 'workshop', limit: 6 }, loaderContext(CH_FR, operations));
    expect(data?.posts.map((card) => card.link)).toEqual([
      '/fr/inspirations/#post-workshop-1',
      'https://blog.example/a',
    ]);
    expect(data?.inspirationsLink).toBe('/fr/inspirations/');
    expect(operations.calls.at(-1)?.payload).toMatchObject({ language: 'fr' });
  });

  it('shows at most `limit` posts', async () => {
    const data = await loadBlogPostTeaser({ categoryKey: 'garden', limit: 1 }, loaderContext(SK, operations));
    expect(data?.posts.map((card) => card.title)).toEqual(['Post 1']);
  });

  it('is left out (null) when the category has no posts in the locale', async () => {
    expect(await loadBlogPostTeaser({ categoryKey: 'gastro' }, loaderContext(SK, operations))).toBeNull();
  });

  it('is a content error (pointer /categoryKey) when the key names no category', async () => {
    await expect(loadBlogPostTeaser({ categoryKey: 'nothing' }, loaderContext(SK, operations))).rejects.toMatchObject({
      name: 'BlockContentError',
      pointer: '/categoryKey',
    });
  });
});

describe('postLink', () => {
  it('prefixes paths of the shop in a prefixed language only, and leaves other links alone', () => {
    expect(postLink({ country: 'ch', language: 'de' }, '/inspirations/#post-a-1')).toBe('/inspirations/#post-a-1');
    expect(postLink({ country: 'be', language: 'nl' }, '/inspirations/#post-a-1')).toBe('/nl/inspirations/#post-a-1');
    expect(postLink({ country: 'be', language: 'nl' }, '//cdn.example/post')).toBe('//cdn.example/post');
    expect(postLink({ country: 'be', language: 'nl' }, 'https://blog.example/post')).toBe('https://blog.example/post');
  });
});
