// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'vike/client/router';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import type { ListingView } from '../../view/listing-data.ts';
import { listingFixture } from '../../../tests/fixtures/listing-fixture.ts';
import { ListingFilters, type CategoryLinks } from './ListingFilters.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));

afterEach(cleanup);
beforeEach(() => vi.mocked(navigate).mockClear());

const facets: ListingView['facets'] = {
  brands: [
    { value: 'Bosch', count: 12 },
    { value: 'Makita', count: 7 },
  ],
  tags: [
    { value: 'popular', count: 9 },
    { value: 'on-sale', count: 4 },
    { value: 'new', count: 3 },
    { value: 'campaign-black-week', count: 2 },
  ],
  ratings: [
    { value: '4', count: 10 },
    { value: '3', count: 15 },
    { value: '2', count: 0 },
    { value: '1', count: 0 },
  ],
  categories: [
    { value: 'lawn-mowers', count: 8, name: 'Lawn mowers', slug: 'lawn-mowers', depth: 1 },
    { value: 'watering', count: 5, name: 'Watering', slug: 'watering', depth: 1 },
  ],
  price: { min: 1_999, max: 45_050 },
};

function renderFilters(query: string, categoryLinks: CategoryLinks = 'levels', basePath = '/search', enhanced = false) {
  const listing = listingFixture({ query, basePath, facets, total: 40, page: 2, pageCount: 2 });
  return renderInShop(<ListingFilters listing={listing} categoryLinks={categoryLinks} enhanced={enhanced} />, {
    url: `http://gb.localhost:3000${basePath}?${query}`,
  });
}
const group = (name: string) => screen.getByRole('region', { name });
const linkIn = (groupName: string, name: RegExp | string) =>
  within(group(groupName)).getByRole('link', { name }).getAttribute('href');

describe('ListingFilters (spec/1 §2.6 filters: tags, price, average rating, brand, category levels)', () => {
  it('links each brand with its count; a link keeps the other parameters and starts again on page 1', () => {
    renderFilters('q=drill&sort=newest&hitsPerPage=48&page=2');
    expect(
      within(group('Brand'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bosch (12)', 'Makita (7)']);
    expect(linkIn('Brand', /Bosch/)).toBe('/search?q=drill&sort=newest&hitsPerPage=48&brand=Bosch');
  });

  it('marks a chosen brand, whose link removes it and keeps the other brands', () => {
    renderFilters('q=drill&brand=Bosch&brand=Makita&page=2');
    expect(linkIn('Brand', 'Bosch (12) selected')).toBe('/search?q=drill&brand=Makita');
    expect(linkIn('Brand', 'Makita (7) selected')).toBe('/search?q=drill&brand=Bosch');
  });

  it('offers the quick tags only (spec/1 §2.6 new, bestseller, bware, on-sale, topRated), in that order, translated', () => {
    renderFilters('q=drill');
    expect(
      within(group('Highlights'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['New (3)', 'On sale (4)']);
    expect(linkIn('Highlights', /On sale/)).toBe('/search?q=drill&tag=on-sale');
  });

  it('filters by average rating, at least n stars, for the ratings that have products; the chosen one switches off', () => {
    renderFilters('q=drill&rating=3');
    expect(
      within(group('Customer rating'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['4 stars & up (10)', '3 stars & up (15) selected']);
    expect(linkIn('Customer rating', /^4 stars/)).toBe('/search?q=drill&rating=4');
    expect(linkIn('Customer rating', /^3 stars/)).toBe('/search?q=drill');
  });

  it('has a GET form for the price range, in currency units, keeping the other parameters but not the page', () => {
    renderFilters('q=drill&brand=Bosch&priceMin=20&page=2');
    const min = screen.getByLabelText('Minimum price (GBP)') as HTMLInputElement;
    const max = screen.getByLabelText('Maximum price (GBP)') as HTMLInputElement;
    expect([min.name, max.name]).toEqual(['priceMin', 'priceMax']);
    expect([min.value, max.value]).toEqual(['20', '']);
    // The facet's range (minor units) as placeholders in whole units: 19.99 → 19, 450.50 → 451.
    expect([min.placeholder, max.placeholder]).toEqual(['19', '451']);
    expect(max.getAttribute('max')).toBe('1000000');
    const form = min.form!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/search']);
    expect(
      [...form.querySelectorAll('input[type=hidden]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    ).toEqual([
      ['q', 'drill'],
      ['brand', 'Bosch'],
    ]);
  });

  it('with JavaScript, applies the price range with client-side navigation', () => {
    renderFilters('q=drill&page=2', 'levels', '/search', true);
    const max = screen.getByLabelText('Maximum price (GBP)') as HTMLInputElement;
    fireEvent.change(max, { target: { value: '300' } });
    fireEvent.submit(max.form!);
    expect(navigate).toHaveBeenCalledWith('/search?q=drill&priceMax=300');
  });

  it('on the search page refines by category level: lvl<n> below the levels chosen', () => {
    renderFilters('q=drill&lvl0=garden&page=2');
    expect(linkIn('Category', /Lawn mowers/)).toBe('/search?q=drill&lvl0=garden&lvl1=lawn-mowers');
  });

  it('on a category page links a sub-category to its own page, keeping the other filters', () => {
    renderFilters('brand=Bosch&sort=newest&page=2', 'pages', '/garden/');
    expect(linkIn('Category', /Watering/)).toBe('/watering/?brand=Bosch&sort=newest');
  });

  it('shows the filters in force, each removable, and a link that clears them all', () => {
    renderFilters('q=drill&tag=new&brand=Bosch&rating=4&priceMin=10&priceMax=99.5&lvl0=garden&sort=newest&page=2');
    const active = group('Active filters');
    const chips = within(active)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(chips).toEqual([
      [
        'Remove filter: New ×',
        '/search?q=drill&brand=Bosch&rating=4&priceMin=10&priceMax=99.5&lvl0=garden&sort=newest',
      ],
      ['Remove filter: Bosch ×', '/search?q=drill&tag=new&rating=4&priceMin=10&priceMax=99.5&lvl0=garden&sort=newest'],
      [
        'Remove filter: 4 stars & up ×',
        '/search?q=drill&tag=new&brand=Bosch&priceMin=10&priceMax=99.5&lvl0=garden&sort=newest',
      ],
      ['Remove filter: £10.00 – £99.50 ×', '/search?q=drill&tag=new&brand=Bosch&rating=4&lvl0=garden&sort=newest'],
      ['Remove filter: Garden ×', '/search?q=drill&tag=new&brand=Bosch&rating=4&priceMin=10&priceMax=99.5&sort=newest'],
      ['Clear all filters', '/search?q=drill&sort=newest'],
    ]);
  });

  it('names a chosen first-level category, and shows a deeper one by its key', () => {
    renderFilters('lvl0=garden&lvl1=watering');
    expect(
      within(group('Active filters'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Remove filter: Garden ×', 'Remove filter: Watering ×', 'Clear all filters']);
    cleanup();
    renderFilters('lvl0=garden&lvl1=lawn-mowers&lvl2=robotic-mowers');
    expect(within(group('Active filters')).getByRole('link', { name: /robotic-mowers/ })).toBeTruthy();
  });

  it('names a campaign tag by its campaign, not by its key (ADR 013)', () => {
    renderFilters('tag=campaign-black-week&tag=eco');
    expect(
      within(group('Active filters'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Remove filter: Black Week ×', 'Remove filter: eco ×', 'Clear all filters']);
  });

  it('shows an open-ended price range as "from" or "up to"', () => {
    renderFilters('priceMin=10');
    expect(within(group('Active filters')).getByRole('link', { name: /From £10.00/ })).toBeTruthy();
    cleanup();
    renderFilters('priceMax=10');
    expect(within(group('Active filters')).getByRole('link', { name: /Up to £10.00/ })).toBeTruthy();
  });

  it('shows a query value as text and keeps it inside its parameter: nothing from the URL becomes markup', () => {
    const { container } = renderFilters(
      `brand=${encodeURIComponent('<img src=x onerror=alert(1)>')}&tag=%22%3E%3Cb%3Ex`,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const chip = within(group('Active filters')).getByRole('link', { name: /<img src=x onerror=alert\(1\)>/ });
    expect(chip.getAttribute('href')).toBe('/search?tag=%22%3E%3Cb%3Ex');
  });

  it('keeps filters in the page language (spec/1 §9.2), e.g. German', () => {
    const listing = listingFixture({ query: 'brand=Bosch', facets });
    renderInShop(<ListingFilters listing={listing} categoryLinks="levels" enhanced={false} />, {
      url: 'http://de.localhost:3000/search?brand=Bosch',
    });
    expect(screen.getByRole('region', { name: 'Marke' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Filter entfernen' })).toBeTruthy();
  });
});
