// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { inVikePageContext } from '../../view/vike-page-context.ts';
import { renderInShop, shopPageContext } from '../../../tests/fixtures/render-in-shop.tsx';
import SearchPage from '../../pages/search/+Page.tsx';
import SlugPage from '../../pages/slug/+Page.tsx';
import type { CategoryData } from '../../pages/slug/+data.ts';
import type { SearchData } from '../../pages/search/+data.ts';
import type { ListingView } from '../../view/listing-data.ts';
import { productCardFixture } from '../../../tests/fixtures/product-card-fixture.ts';
import { listingFixture } from '../../../tests/fixtures/listing-fixture.ts';
import { ListingPage, type ListingCategory } from './ListingPage.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const category: ListingCategory = {
  name: 'Lawn mowers',
  breadcrumbs: [{ name: 'Garden', link: '/garden/' }],
  children: [
    { key: 'petrol-mowers', name: 'Petrol mowers', link: '/petrol-mowers/' },
    { key: 'robotic-mowers', name: 'Robotic mowers', link: '/robotic-mowers/' },
  ],
};
const facets: ListingView['facets'] = {
  brands: [{ value: 'Bosch', count: 30 }],
  tags: [],
  ratings: [],
  categories: [],
  price: null,
};
const many = listingFixture({
  products: Array.from({ length: 24 }, (_, index) => productCardFixture({ id: `p${index}`, name: `Mower ${index}` })),
  total: 30,
  page: 1,
  pageCount: 2,
  basePath: '/lawn-mowers/',
  facets,
});
const url = 'http://gb.localhost:3000/lawn-mowers/';

describe('ListingPage (spec/1 §2.6 Listing pages)', () => {
  it('on a category page shows breadcrumbs, the heading and the child-category links', () => {
    renderInShop(<ListingPage heading="Lawn mowers" listing={many} category={category} />, { url });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Garden', '/garden/'],
    ]);
    expect(within(crumbs).getByText('Lawn mowers').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Lawn mowers' })).toBeTruthy();
    const children = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/petrol-mowers/', '/robotic-mowers/']);
  });

  it('shows the result count, the product grid, sort and page size, the filters and paging', () => {
    renderInShop(<ListingPage heading="Lawn mowers" listing={many} category={category} />, { url });
    expect(screen.getByRole('status').textContent).toBe('30 products');
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article')).toHaveLength(24);
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/lawn-mowers/?page=2');
  });

  it('counts in the plural forms of the page language', () => {
    renderInShop(<ListingPage heading="x" listing={listingFixture({ total: 1 })} />, { url });
    expect(screen.getByRole('status').textContent).toBe('1 product');
    cleanup();
    renderInShop(<ListingPage heading="x" listing={listingFixture({ total: 3 })} />, {
      url: 'http://pl.localhost:3000/search',
    });
    expect(screen.getByRole('status').textContent).toBe('3 produkty');
    cleanup();
    renderInShop(<ListingPage heading="x" listing={listingFixture({ total: 5 })} />, {
      url: 'http://pl.localhost:3000/search',
    });
    expect(screen.getByRole('status').textContent).toBe('5 produktów');
  });

  it("says 'No results' for an empty listing (spec/1 §8), with a link home and no sort or paging", () => {
    renderInShop(
      <ListingPage heading="Results for “zzz”" listing={listingFixture({ products: [], total: 0, query: 'q=zzz' })} />,
      { url: 'http://gb.localhost:3000/search?q=zzz' },
    );
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
  });

  it('offers to clear the filters when they leave no results', () => {
    renderInShop(
      <ListingPage
        heading="x"
        listing={listingFixture({ products: [], total: 0, query: 'q=zzz&brand=Nope', facets })}
      />,
      { url: 'http://gb.localhost:3000/search?q=zzz&brand=Nope' },
    );
    const empty = screen.getByText('No results').parentElement!;
    expect(within(empty).getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/search?q=zzz');
  });

  it('before hydration (and without JavaScript) the filter button is a link to the sidebar, so nothing shifts', () => {
    const html = renderToString(
      inVikePageContext(
        shopPageContext({ url }),
        <ListingPage heading="Lawn mowers" listing={{ ...many, query: 'brand=Bosch' }} category={category} />,
      ),
    );
    expect(html).toContain('<a class="button listing__filters-button" href="#listing-filters">Filters (1)</a>');
    expect(html).toContain('id="listing-filters"');
  });

  it('below 768 px with JavaScript, a button opens the same filters in a modal dialog (spec/1 §2.6, §9.7)', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(showModal);
    const { container } = renderInShop(
      <ListingPage heading="Lawn mowers" listing={{ ...many, query: 'brand=Bosch' }} category={category} />,
      { url },
    );
    // After hydration the page is enhanced: the sidebar is hidden by CSS below 768 px, the button shows instead.
    expect(container.querySelector('.listing--enhanced')).not.toBeNull();
    expect(container.querySelector('.listing__sidebar')).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => fireEvent.click(button));
    expect(showModal).toHaveBeenCalledOnce();
    const dialog = container.querySelector('dialog')!;
    expect(within(dialog).getByRole('region', { name: 'Brand' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Bosch \(30\)/ })
        .getAttribute('href'),
    ).toBe('/lawn-mowers/');
  });

  it('without filters to offer shows neither a sidebar nor a filter button', () => {
    const { container } = renderInShop(<ListingPage heading="x" listing={listingFixture()} />, { url });
    expect(container.querySelector('.listing__sidebar')).toBeNull();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });
});

describe('the listing pages', () => {
  it('the category page renders the category listing (spec/1 §2.1 catch-all slug)', () => {
    const data: CategoryData = {
      category: { key: 'lawn-mowers', link: '/lawn-mowers/', depth: 1, ...category },
      listing: many,
      seo: { title: 'Lawn mowers', description: '', canonicalPath: '/lawn-mowers/', alternates: {} },
    };
    renderInShop(<SlugPage />, { url, data });
    expect(screen.getByRole('heading', { level: 1, name: 'Lawn mowers' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  });

  it('the search page renders its heading and results (spec/1 §2.1 /search)', () => {
    const data: SearchData = {
      text: 'drill',
      preset: null,
      heading: 'Results for “drill”',
      listing: listingFixture({ query: 'q=drill' }),
      seo: { title: 'x', description: '', canonicalPath: '/search', alternates: {} },
    };
    renderInShop(<SearchPage />, { url: 'http://gb.localhost:3000/search?q=drill', data });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “drill”' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cordless drill X18' })).toBeTruthy();
  });
});
