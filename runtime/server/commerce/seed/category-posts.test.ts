// The demo catalogue's blog posts (spec/1 §3 Category custom fields "content HTML and blog posts per
// locale"): two per first-level and one per second-level category in every locale, titled in the locale's language,
// linking to the post on the inspirations page (spec/1 §2.1 /inspirations/) without a language prefix.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGE_CODES,
  LOCALE_CODES,
  LOCALES,
  type LanguageCode,
  type LocaleCode,
} from '../../../../generated/index.ts';
import type { CategoryPost } from '../../../../generated/types.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../sqlite/catalogue-store.server.ts';
import { catalogueFrame, FLAT_CATEGORIES } from './catalogue-plan.ts';
import {
  categoryPosts,
  inspirationsPath,
  POST_TEMPLATE_KEYS,
  POST_TITLES,
  postCountAt,
  postFragment,
} from './category-posts.ts';
import { VOCABULARY } from './vocabulary.ts';

const frame = catalogueFrame();
const postsOf = (categoryKey: string, locale: LocaleCode): CategoryPost[] => {
  const row = frame.categoryContent.find(
    (content) => content.category_id === `cat-${categoryKey}` && content.locale === locale,
  );
  return row ? (JSON.parse(row.posts) as CategoryPost[]) : [];
};
const languageOf = (locale: LocaleCode) => LOCALES[locale].language as LanguageCode;
/** The fixed words of each English template ("Buying guide:", ": care and maintenance" …). */
const ENGLISH_WORDS = POST_TEMPLATE_KEYS.flatMap((key) =>
  POST_TITLES.en[key]
    .split('{category}')
    .map((part) => part.trim())
    .filter((part) => part.length > 1),
);

describe('the title templates (seed/category-posts.json)', () => {
  it('has every template in all 21 languages, each naming the category exactly once', () => {
    expect(Object.keys(POST_TITLES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(POST_TITLES[language]).sort()).toEqual([...POST_TEMPLATE_KEYS].sort());
      for (const key of POST_TEMPLATE_KEYS) expect(POST_TITLES[language][key].split('{category}')).toHaveLength(2);
    }
  });

  it('is translated: no language but English uses the English words', () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      for (const key of POST_TEMPLATE_KEYS) {
        for (const words of ENGLISH_WORDS) expect(POST_TITLES[language][key]).not.toContain(words);
      }
    }
  });
});

describe('the categories’ blog posts in the demo catalogue', () => {
  it('gives two posts to every first-level and one to every second-level category, in every locale', () => {
    for (const category of FLAT_CATEGORIES) {
      for (const locale of LOCALE_CODES) {
        expect(postsOf(category.node.key, locale)).toHaveLength(
          category.depth === 0 ? 2 : category.depth === 1 ? 1 : 0,
        );
      }
    }
    expect(postCountAt(0)).toBe(2);
    expect(postCountAt(1)).toBe(1);
    expect(postCountAt(2)).toBe(0);
  });

  it('is the same on every run', () => {
    expect(catalogueFrame().categoryContent).toEqual(frame.categoryContent);
  });

  it('titles each post in the locale’s language with the category’s name there — no English in a German post', () => {
    for (const locale of LOCALE_CODES) {
      const language = languageOf(locale);
      for (const category of FLAT_CATEGORIES.filter((flat) => flat.depth <= 1)) {
        const name = VOCABULARY.categories[category.node.key]![language].name;
        const wording = (text: string) => (locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text);
        const templates = POST_TEMPLATE_KEYS.map((key) =>
          wording(POST_TITLES[language][key].replace('{category}', name)),
        );
        const titles = postsOf(category.node.key, locale).map((post) => post.title);
        for (const title of titles) expect(templates).toContain(title);
        expect(new Set(titles).size).toBe(titles.length);
        if (language !== 'en')
          for (const title of titles) for (const words of ENGLISH_WORDS) expect(title).not.toContain(words);
      }
    }
    expect(postsOf('power-tools', 'de-DE').map((post) => post.title)).toEqual([
      'Kaufberatung: Elektrowerkzeuge',
      'Elektrowerkzeuge: Pflege und Wartung',
    ]);
    expect(postsOf('drills', 'sk-SK')[0]!.title).toContain('Vŕtačky a skrutkovače');
    expect(postsOf('garden', 'el-GR')[0]!.title).toMatch(/[\u0370-\u03ff]/);
  });

  it('writes "ss" for "ß" in Swiss German, as the rest of the seed', () => {
    expect(postsOf('welding', 'de-DE')[0]!.title).toContain('Schweißtechnik');
    expect(postsOf('welding', 'de-CH')[0]!.title).toContain('Schweisstechnik');
    const swiss = FLAT_CATEGORIES.flatMap((category) => postsOf(category.node.key, 'de-CH'));
    expect(swiss.filter((post) => post.title.includes('ß'))).toEqual([]);
  });

  it('links each post to its fragment on the inspirations page, in the locale’s language and without a prefix', () => {
    for (const locale of LOCALE_CODES) {
      const fragments = new Set<string>();
      for (const category of FLAT_CATEGORIES) {
        postsOf(category.node.key, locale).forEach((post, index) => {
          expect(post.url).toBe(`${inspirationsPath(locale)}#post-${category.node.key}-${index + 1}`);
          expect(post.url).toMatch(/^\/[a-z0-9-]+\/#post-[a-z0-9]+(-[a-z0-9]+)*-[12]$/);
          fragments.add(post.url.split('#')[1]!);
        });
      }
      // A fragment is an element's id on the page: one per post.
      expect(fragments.size).toBe(8 * 2 + FLAT_CATEGORIES.filter((category) => category.depth === 1).length);
    }
    // The prefixed languages of a country (fr in Switzerland, nl in Belgium) are stored without their prefix.
    expect(inspirationsPath('fr-CH')).toBe('/inspirations/');
    expect(inspirationsPath('nl-BE')).toBe('/inspirations/');
    expect(postsOf('garden', 'fr-CH')[1]!.url).toBe('/inspirations/#post-garden-2');
    expect(postFragment('hammer-drills', 1)).toBe('post-hammer-drills-1');
  });

  it('shows the category’s picture, as the seed stores it', () => {
    for (const category of frame.categories) {
      for (const post of postsOf(category.key, 'en-GB')) expect(post.imageUrl).toBe(category.image_url);
    }
  });

  it('takes the templates in turn: a first-level category’s two posts differ, neighbours start apart', () => {
    const post = (position: number, locale: LocaleCode = 'en-GB') =>
      categoryPosts({ key: 'garden', depth: 0, position, name: 'Garden', imageUrl: '/g.svg' }, locale);
    expect(post(0).map((p) => p.title)).toEqual(['Buying guide: Garden', 'Garden: care and maintenance']);
    expect(post(1).map((p) => p.title)).toEqual(['Garden: care and maintenance', 'Garden: tips from our experts']);
    expect(post(2).map((p) => p.title)).toEqual(['Garden: tips from our experts', 'Buying guide: Garden']);
  });

  it('gives no posts to a category without a picture (a post’s picture is required)', () => {
    expect(categoryPosts({ key: 'garden', depth: 0, position: 0, name: 'Garden', imageUrl: null }, 'en-GB')).toEqual(
      [],
    );
  });
});

describe('the posts in the store', () => {
  let dir: string;
  let store: EnsureResult;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-posts-'));
    store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 40 });
  });
  afterAll(async () => {
    await store.database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the posts of the request’s locale with the category (spec/1 §3, fr-CH)', async () => {
    const catalogue = new SqliteCatalogue(store.database.sqlite);
    const { results } = await catalogue.queryCategories(
      { country: 'ch', language: 'fr', currency: 'CHF' },
      { keys: ['drills', 'cordless-drills'], limit: 2, offset: 0 },
    );
    const drills = results.find((category) => category.key === 'drills')!;
    expect(drills.custom.posts).toEqual(postsOf('drills', 'fr-CH'));
    expect(drills.custom.posts[0]!.title).toContain('Perceuses et visseuses');
    expect(results.find((category) => category.key === 'cordless-drills')!.custom.posts).toEqual([]);
  });
});
