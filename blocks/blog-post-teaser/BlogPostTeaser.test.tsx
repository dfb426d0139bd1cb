// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
