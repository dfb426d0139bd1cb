// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../../generated/index.ts';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import { BlogPostTeaser, type BlogPostTeaserData } from './BlogPostTeaser.tsx';
import fixture from './fixture.json' with { type: 'json' };
import german from './i18n/de-DE.json' with { type: 'json' };
import slovak from './i18n/sk-SK.json' with { type: 'json' };

afterEach(cleanup);

const SK = 'http://sk.localhost:3000/';
const data: BlogPostTeaserData = {
  posts: [
    { title: 'Sprievodca nákupom: Záhrada', link: '/inspirations/#post-garden-1', imageUrl: '/images/c/garden.svg' },
    {
      title: 'Záhrada: starostlivosť a údržba',
      link: '/inspirations/#post-garden-2',
      imageUrl: '/images/c/garden.svg',
    },
  ],
  inspirationsLink: '/inspirations/',
};

describe('BlogPostTeaser (spec/1 §2.9 blog posts)', () => {
  it("renders its fixture: a card per post, each one link named by the post's title, under the default heading", () => {
    renderInShop(<BlogPostTeaser props={fixture} data={data} />, { url: SK });
    const section = screen.getByRole('region', { name: slovak.heading });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // "Read more" is only a visual cue: each link is named by the post's title alone; the picture is decorative.
    const links = data.posts.map((post, index) => within(cards[index]!).getByRole('link', { name: post.title }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(data.posts.map((post) => post.link));
    expect(within(cards[0]!).getByText(slovak.readMore).getAttribute('aria-hidden')).toBe('true');
    expect(cards[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('links to every post on the inspirations page', () => {
    renderInShop(<BlogPostTeaser props={fixture} data={data} />, { url: SK });
    expect(screen.getByRole('link', { name: slovak.allPosts }).getAttribute('href')).toBe('/inspirations/');
  });

  it("shows the CMS's heading, and the block's own strings in the page's language", () => {
    renderInShop(<BlogPostTeaser props={{ ...fixture, heading: 'Rady do záhrady' }} data={data} />, { url: SK });
    expect(screen.getByRole('heading', { level: 2, name: 'Rady do záhrady' })).toBeTruthy();
    cleanup();
    renderInShop(<BlogPostTeaser props={fixture} data={data} />, { url: 'http://de.localhost:3000/' });
    expect(screen.getByRole('region', { name: german.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: german.allPosts })).toBeTruthy();
  });

  it('has its strings in all 21 main locales, with the same keys, translated', () => {
    const byFile = import.meta.glob<Record<string, string>>('./i18n/*.json', { eager: true, import: 'default' });
    const files = Object.keys(byFile).sort();
    // The main locales are those without fallbacks (spec/1 §9.4); the variant locales fall back to them.
    const main = LOCALE_CODES.filter((locale) => LOCALES[locale].fallbacks.length === 0);
    expect(files).toEqual(main.map((locale) => `./i18n/${locale}.json`).sort());
    for (const file of files) {
      const strings = byFile[file]!;
      expect(Object.keys(strings).sort(), file).toEqual(['allPosts', 'heading', 'readMore']);
      if (file !== './i18n/en-GB.json') expect(strings.heading, file).not.toBe('Tips and inspiration');
    }
  });
});
