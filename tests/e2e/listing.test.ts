// spec/1 §2.6 Listing pages in a real browser: the flow from the category bar through a filter, a sort and page 2
// (tests/flows/listing.ts), and a second value of the same filter.
import { QUICK_TAGS } from '../../runtime/domain/catalogue/quick-tags.ts';
import { describe, expect } from 'vitest';
import { LISTING_QUERY_KEYS } from '../../runtime/domain/routing/listing-query.ts';
import { expectCardsOfQuery, listingFlow } from '../flows/listing.ts';
import { callOperation, COUNTRIES_UNDER_TEST, startingWith, test, translator } from './shop.ts';

describe('category listing: filter, sort, page 2 (spec/1 §2.6)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: from the category bar through a filter, a sort and page 2',
    async (country, { shop }) => listingFlow(country, shop),
  );
});

// ADR 014: after client-side navigation, picking a second value of the same filter (brand or tag) used to drop the
// first — vike rebuilt the page-data request's query keeping one value a parameter — so the page showed only the
// second value and the next link rewrote the address without the first.
describe('a second value of the same filter keeps the first (spec/1 §2.6; ADR 014)', () => {
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
