// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import { BlogPostList, type BlogPostListData } from './BlogPostList.tsx';
import fixture from './fixture.json' with { type: 'json' };
import english from './i18n/en-GB.json' with { type: 'json' };
import slovak from './i18n/sk-SK.json' with { type: 'json' };

afterEach(cleanup);

const SK = 'http://sk.localhost:3000/inspirations/';
const data: BlogPostListData = {
  groups: [
    {
      key: 'power-tools',
      name: 'Elektrické náradie',
      link: '/elektricke-naradie/',
      posts: [
        {
          id: 'post-power-tools-1',
          title: 'Sprievodca nákupom: Elektrické náradie',
          link: '/inspirations/#post-power-tools-1',
          imageUrl: '/images/c/power-tools.svg',
        },
        {
          id: 'post-power-tools-2',
          title: 'Elektrické náradie: starostlivosť a údržba',
          link: '/inspirations/#post-power-tools-2',
          imageUrl: '/images/c/power-tools.svg',
        },
      ],
    },
    {
      key: 'drills',
      name: 'Vŕtačky a skrutkovače',
      link: null,
      posts: [
        { id: null, title: 'Vŕtačky na blogu', link: 'https://blog.example/drills', imageUrl: '/images/c/drills.svg' },
      ],
    },
  ],
};

describe('BlogPostList (spec/1 §2.9 blog posts on the inspirations page)', () => {
  it('renders its fixture: a group per category under its name, each post a list item with its fragment as id', () => {
    renderInShop(<BlogPostList props={fixture} data={data} />, { url: SK });
    const section = screen.getByRole('region', { name: slovak.heading });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Elektrické náradie', 'Vŕtačky a skrutkovače']);
    const [powerTools, drills] = within(section).getAllByRole('list');
    const items = within(powerTools!).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['post-power-tools-1', 'post-power-tools-2']);
    // '/inspirations/#post-power-tools-2' lands on the post: its item is the fragment's target.
    expect(document.getElementById('post-power-tools-2')?.textContent).toBe(
      'Elektrické náradie: starostlivosť a údržba',
    );
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/inspirations/#post-power-tools-1');
    expect(items[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
    const [drillsItem] = within(drills!).getAllByRole('listitem');
    expect(drillsItem!.hasAttribute('id')).toBe(false);
  });

  it("links each category's products, told apart by the category's name; none when there is no link", () => {
    renderInShop(<BlogPostList props={fixture} data={data} />, { url: SK });
    const products = screen.getAllByRole('link', { name: slovak.showProducts });
    expect(products.map((link) => link.getAttribute('href'))).toEqual(['/elektricke-naradie/']);
    const describedBy = products[0]!.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Elektrické náradie');
  });

  it("shows the CMS's heading; the page's language names the default one", () => {
    renderInShop(<BlogPostList props={{ heading: 'Inšpirácie na každý deň' }} data={data} />, { url: SK });
    expect(screen.getByRole('heading', { level: 2, name: 'Inšpirácie na každý deň' })).toBeTruthy();
    cleanup();
    renderInShop(<BlogPostList props={{}} data={data} />, { url: 'http://gb.localhost:3000/inspirations/' });
    expect(screen.getByRole('region', { name: english.heading })).toBeTruthy();
  });
});
