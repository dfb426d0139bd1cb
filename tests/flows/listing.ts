// spec/1 §2.6 Listing pages in a real browser: from the category bar (§2.4) to a category, a filter (brand, quick
// tag or average rating), a sort (§2.6 sort options) and page 2 — each a real URL (§2.1 listing query parameters)
// whose product cards are the store's answer for that query, in its order. A flow of the browser tests and of the
// market matrix.
import { QUICK_TAGS } from '../../runtime/domain/catalogue/quick-tags.ts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CountryCode } from '../../generated/index.ts';
import { DEFAULT_HITS_PER_PAGE, LISTING_QUERY_KEYS } from '../../runtime/domain/routing/listing-query.ts';
import type { Translate } from '../../runtime/i18n/translate.ts';
import { callOperation, productLinks, startingWith, translator, type Shop } from '../e2e/shop.ts';

/** Asserts the page shows the store's products for its own URL's query, in the store's order. */
export async function expectCardsOfQuery(page: Page, country: CountryCode, categoryKey: string): Promise<void> {
  const query = new URL(page.url()).search.replace(/^\?/, '');
  const answer = await callOperation(country, 'listProducts', { categoryKey, query });
  const expected = answer.results.map((product) => product.link);
  expect(expected.length).toBeGreaterThan(0);
  await page.getByRole('main').getByRole('link', { name: answer.results[0]!.name }).first().waitFor();
  const shown = await productLinks(page);
  expect(
    shown.filter((link) => expected.includes(link)),
    `cards of ?${query}`,
  ).toEqual(expected);
}

interface FilterChoice {
  /** The query parameter it sets (spec/1 §2.1 listing query parameters) and its value. */
  readonly key: string;
  readonly value: string;
  /** The filter group's heading and the link's label, as the shopper reads them, and its product count. */
  readonly group: string;
  readonly label: string;
  readonly count: number;
}

/**
 * A filter that still leaves more than one page, so that page 2 exists after it — the narrowest such, so that it
 * really filters: a brand, a quick tag or an average rating (spec/1 §2.6 filters), from the store's facets.
 */
export async function filterWithTwoPages(
  country: CountryCode,
  categoryKey: string,
  t: Translate,
): Promise<FilterChoice> {
  const { facets } = await callOperation(country, 'listProducts', { categoryKey, query: '' });
  const candidates: FilterChoice[] = [
    ...facets.brands.map((facet) => ({
      key: LISTING_QUERY_KEYS.brand,
      ...facet,
      group: t('listing.filters.brand'),
      label: facet.value,
    })),
    ...facets.tags
      .filter((facet) => (QUICK_TAGS as readonly string[]).includes(facet.value))
      .map((facet) => ({
        key: LISTING_QUERY_KEYS.tag,
        ...facet,
        group: t('listing.filters.tags'),
        label: t(`listing.tags.${facet.value}`),
      })),
    ...facets.ratings.map((facet) => ({
      key: LISTING_QUERY_KEYS.rating,
      ...facet,
      group: t('listing.filters.rating'),
      label: t('listing.filters.ratingAtLeast', { count: Number(facet.value) }),
    })),
  ].filter((facet) => facet.count > DEFAULT_HITS_PER_PAGE);
  const chosen = candidates.sort((a, b) => a.count - b.count)[0];
  if (chosen === undefined) throw new Error(`${country} ${categoryKey}: no filter leaves two pages`);
  return chosen;
}

/** From the home page's category bar to the first category, through a filter, a sort and page 2. */
export async function listingFlow(country: CountryCode, shop: Shop): Promise<void> {
  const { page } = shop;
  const main = page.getByRole('main');
  const t = translator(country);
  const { results } = await callOperation(country, 'getFirstLevelCategories', {});
  const category = results[0]!;
  await shop.open(country, '/');

  // spec/1 §2.4: a chip of the category bar goes to its category.
  await page
    .getByRole('navigation', { name: t('frame.categories.bar') })
    .getByRole('link', { name: category.name, exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === category.link);
  await main.getByRole('heading', { level: 1, name: category.name }).waitFor();
  await expectCardsOfQuery(page, country, category.key);

  // A filter link in its group, named by its value and product count: "Bauvera (9)".
  const filter = await filterWithTwoPages(country, category.key, t);
  const named = new RegExp(`${startingWith(filter.label).source}\\s+\\(${filter.count}\\)`);
  await main
    .getByRole('region', { name: filter.group, exact: true })
    .getByRole('link', { name: named })
    .first()
    .click();
  const filtered = (url: URL) => url.searchParams.getAll(filter.key).includes(filter.value);
  await page.waitForURL(filtered);
  await expectCardsOfQuery(page, country, category.key);

  // The sort control (spec/1 §2.6 sort options) keeps the filter.
  await main.getByRole('combobox', { name: t('listing.sort.label'), exact: true }).selectOption('price-asc');
  const sorted = (url: URL) => url.searchParams.get(LISTING_QUERY_KEYS.sort) === 'price-asc';
  await page.waitForURL((url) => sorted(url) && filtered(url));
  await expectCardsOfQuery(page, country, category.key);

  // Page 2 through the pagination keeps filter and sort.
  await main
    .getByRole('navigation', { name: t('listing.paging.label'), exact: true })
    .getByRole('link', { name: t('listing.paging.page', { page: 2 }), exact: true })
    .click();
  await page.waitForURL((url) => url.searchParams.get(LISTING_QUERY_KEYS.page) === '2' && sorted(url) && filtered(url));
  await expectCardsOfQuery(page, country, category.key);
  expect(
    await main
      .getByRole('link', { name: t('listing.paging.page', { page: 2 }), exact: true })
      .getAttribute('aria-current'),
  ).toBe('page');
}
