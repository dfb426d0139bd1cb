// spec/1 §2.6 Listing pages in a real browser: from the category bar (§2.4) to a category, a filter (brand, quick
// tag or average rating), a sort (§2.6 sort options) and page 2 — each a real URL (§2.1 listing query parameters)
// whose product cards are the store's answer for that query, in its order.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { CountryCode } from '../../generated/index.ts';
import { DEFAULT_HITS_PER_PAGE, LISTING_QUERY_KEYS, QUICK_TAGS } from '../../runtime/domain/routing/listing-query.ts';
import type { Translate } from '../../runtime/i18n/translate.ts';
import { callOperation, COUNTRIES_UNDER_TEST, productLinks, startingWith, test, translator } from './shop.ts';

/** Asserts the page shows the store's products for its own URL's query, in the store's order. */
async function expectCardsOfQuery(page: Page, country: CountryCode, categoryKey: string): Promise<void> {
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
async function filterWithTwoPages(country: CountryCode, categoryKey: string, t: Translate): Promise<FilterChoice> {
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

describe('category listing: filter, sort, page 2 (spec/1 §2.6)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: from the category bar through a filter, a sort and page 2',
    async (country, { shop }) => {
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
      await page.waitForURL(
        (url) => url.searchParams.get(LISTING_QUERY_KEYS.page) === '2' && sorted(url) && filtered(url),
      );
      await expectCardsOfQuery(page, country, category.key);
      expect(
        await main
          .getByRole('link', { name: t('listing.paging.page', { page: 2 }), exact: true })
          .getAttribute('aria-current'),
      ).toBe('page');
    },
  );
});

// Issue 11: after client-side navigation, picking a second value of the same filter (brand or tag) used to drop the
// first — vike rebuilt the page-data request's query keeping one value a parameter — so the page showed only the
// second value and the next link rewrote the address without the first.
describe('a second value of the same filter keeps the first (spec/1 §2.6; issue 11)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: two brands, then two quick tags, by client-side navigation',
    async (country, { shop }) => {
      const { page } = shop;
      const main = page.getByRole('main');
      const t = translator(country);
      const { results } = await callOperation(country, 'getFirstLevelCategories', {});
      const category = results[0]!;
      const { facets } = await callOperation(country, 'listProducts', { categoryKey: category.key, query: '' });
      const [first, second] = facets.brands;
      if (!first || !second) throw new Error(`${country} ${category.key}: fewer than two brands`);

      await shop.open(country, category.link);
      // Client-side navigation from here on: the document is never reloaded.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const facetLink = (group: string, label: string, count: number) =>
        main
          .getByRole('region', { name: group, exact: true })
          .getByRole('link', { name: new RegExp(`${startingWith(label).source}\\s+\\(${count}\\)`) })
          .first();
      const values = (key: string) => (url: URL) => url.searchParams.getAll(key);

      const brandGroup = t('listing.filters.brand');
      await facetLink(brandGroup, first.value, first.count).click();
      await page.waitForURL((url) => values(LISTING_QUERY_KEYS.brand)(url).includes(first.value));
      await facetLink(brandGroup, second.value, second.count).click();
      const bothBrands = (url: URL) =>
        [first.value, second.value].every((brand) => values(LISTING_QUERY_KEYS.brand)(url).includes(brand));
      await page.waitForURL(bothBrands);
      await expectCardsOfQuery(page, country, category.key);
      // Both are shown as chosen: each is a removable chip of the filters in force.
      const active = main.getByRole('region', { name: t('listing.filters.active'), exact: true });
      for (const brand of [first.value, second.value]) {
        await active.getByRole('link', { name: startingWith(`${t('listing.filters.remove')} ${brand}`) }).waitFor();
      }

      // Two quick tags on top keep both brands, and each other.
      const tagGroup = t('listing.filters.tags');
      // Quick tags with products among both brands (a facet's counts leave its own filter out).
      const within = await callOperation(country, 'listProducts', {
        categoryKey: category.key,
        query: new URL(page.url()).search.slice(1),
      });
      const [tagA, tagB] = within.facets.tags.filter(
        (facet) => (QUICK_TAGS as readonly string[]).includes(facet.value) && facet.count > 0,
      );
      if (!tagA || !tagB) throw new Error(`${country} ${category.key}: fewer than two quick tags`);
      await facetLink(tagGroup, t(`listing.tags.${tagA.value}`), tagA.count).click();
      await page.waitForURL((url) => bothBrands(url) && values(LISTING_QUERY_KEYS.tag)(url).includes(tagA.value));
      await facetLink(tagGroup, t(`listing.tags.${tagB.value}`), tagB.count).click();
      await page.waitForURL(
        (url) =>
          bothBrands(url) && [tagA.value, tagB.value].every((tag) => values(LISTING_QUERY_KEYS.tag)(url).includes(tag)),
      );
      await expectCardsOfQuery(page, country, category.key);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    },
  );
});
