import { describe, expect, it } from 'vitest';
import {
  categoryLevelsQuery,
  FILTER_QUERY_KEYS,
  keptFormFields,
  listingHitsPerPageQuery,
  listingPageQuery,
  listingSortQuery,
  priceFilterQuery,
  ratingFilterQuery,
  toggledFilterQuery,
  withoutFiltersQuery,
} from './listing-links.ts';
import { parseListingQuery } from './listing-query.ts';

describe('listing links (spec/1 §2.1 listing query parameters, §2.6 Listing pages)', () => {
  describe('listingPageQuery: paging links', () => {
    it('leaves the page out for page 1 (spec/1 §9.6: the first-page marker redirects)', () => {
      expect(listingPageQuery('q=drill&page=3', 1)).toBe('q=drill');
      expect(listingPageQuery('', 1)).toBe('');
    });

    it('sets the page above 1 and keeps the other parameters as received', () => {
      expect(listingPageQuery('?q=a%20b&page=2&sort=price-asc', 3)).toBe('q=a%20b&sort=price-asc&page=3');
      expect(listingPageQuery('brand=Bosch&brand=Makita', 2)).toBe('brand=Bosch&brand=Makita&page=2');
    });

    it('drops every page parameter, however written (decoded names: pag%65 is page)', () => {
      expect(listingPageQuery('pag%65=4&q=x&page=5', 2)).toBe('q=x&page=2');
    });

    it('drops the payment error and the confirmation-popup flag: they belong to arriving, not to the listing', () => {
      expect(listingPageQuery('error=declined&confirmation=true&q=x', 2)).toBe('q=x&page=2');
    });

    it('drops empty parts and keeps a bare preset parameter (spec/1 §2.1 /search?sales)', () => {
      expect(listingPageQuery('sales&&q=x', 2)).toBe('sales&q=x&page=2');
    });
  });

  describe('listingSortQuery and listingHitsPerPageQuery: sort and page size', () => {
    it('sets the sort, replaces any sort given and starts again on page 1', () => {
      expect(listingSortQuery('q=x&sort=name-asc&page=4', 'price-desc')).toBe('q=x&sort=price-desc');
    });

    it('leaves the default sort (relevance) out', () => {
      expect(listingSortQuery('sort=newest&brand=Bosch', 'relevance')).toBe('brand=Bosch');
    });

    it('sets the page size, replacing the one given, from page 1; the default 24 is left out', () => {
      expect(listingHitsPerPageQuery('hitsPerPage=12&page=2&tag=new', 48)).toBe('tag=new&hitsPerPage=48');
      expect(listingHitsPerPageQuery('hitsPerPage=12', 24)).toBe('');
    });
  });

  describe('toggledFilterQuery: brand and tag filters', () => {
    it('adds a value, encoded, keeping the others and resetting the page', () => {
      expect(toggledFilterQuery('brand=Bosch&page=3&sort=newest', 'brand', 'Black & Decker')).toBe(
        'brand=Bosch&sort=newest&brand=Black%20%26%20Decker',
      );
    });

    it('removes a chosen value, every copy of it, as the listing reads it (decoded, trimmed)', () => {
      expect(toggledFilterQuery('brand=Bosch&brand=Makita&brand=+Bosch&page=2', 'brand', 'Bosch')).toBe('brand=Makita');
      expect(toggledFilterQuery('tag=on%2Dsale&tag=new', 'tag', 'on-sale')).toBe('tag=new');
    });

    it('does not take a value of another parameter for a chosen one', () => {
      expect(toggledFilterQuery('q=Bosch', 'brand', 'Bosch')).toBe('q=Bosch&brand=Bosch');
    });

    it('never lets a value break out of its parameter', () => {
      const query = toggledFilterQuery('', 'brand', 'x&page=9#y');
      expect(parseListingQuery(query).brands).toEqual(['x&page=9#y']);
      expect(parseListingQuery(query).page).toBe(1);
    });
  });

  describe('ratingFilterQuery, priceFilterQuery, categoryLevelsQuery', () => {
    it('sets or removes the average-rating filter', () => {
      expect(ratingFilterQuery('rating=2&q=x', 4)).toBe('q=x&rating=4');
      expect(ratingFilterQuery('rating=2&q=x&page=2', null)).toBe('q=x');
    });

    it('sets the price range from the typed ends, leaving an empty end out', () => {
      expect(priceFilterQuery('priceMin=5&q=x&page=2', ' 10 ', '')).toBe('q=x&priceMin=10');
      expect(priceFilterQuery('', '10', '99.5')).toBe('priceMin=10&priceMax=99.5');
      expect(priceFilterQuery('priceMin=1&priceMax=2', '', '')).toBe('');
    });

    it('sets the category chain as lvl0…lvl4, dropping deeper levels given before', () => {
      expect(categoryLevelsQuery('lvl0=garden&lvl1=watering&lvl2=garden-pumps&q=x', ['garden', 'lawn-mowers'])).toBe(
        'q=x&lvl0=garden&lvl1=lawn-mowers',
      );
      expect(categoryLevelsQuery('lvl0=garden&q=x', [])).toBe('q=x');
      expect(categoryLevelsQuery('', ['a', 'b', 'c', 'd', 'e', 'f'])).toBe('lvl0=a&lvl1=b&lvl2=c&lvl3=d&lvl4=e');
    });
  });

  describe('withoutFiltersQuery', () => {
    it('removes every filter and keeps the search text, the preset, the sort and the page size', () => {
      expect(FILTER_QUERY_KEYS).toEqual([
        'brand',
        'rating',
        'tag',
        'priceMin',
        'priceMax',
        'lvl0',
        'lvl1',
        'lvl2',
        'lvl3',
        'lvl4',
      ]);
      expect(
        withoutFiltersQuery(
          'q=x&sales&brand=A&rating=3&tag=new&priceMin=1&priceMax=9&lvl0=g&sort=newest&hitsPerPage=12&page=2',
        ),
      ).toBe('q=x&sales&sort=newest&hitsPerPage=12');
    });
  });

  describe('keptFormFields: the hidden fields of a GET form (sort, page size, price)', () => {
    it("gives the decoded parameters other than the form's own fields, without the page and one-shot flags", () => {
      expect(
        keptFormFields('?q=a%20b&sort=newest&brand=X%26Y&page=3&error=declined&confirmation=1&hitsPerPage=12', [
          'sort',
          'hitsPerPage',
        ]),
      ).toEqual([
        ['q', 'a b'],
        ['brand', 'X&Y'],
      ]);
      expect(keptFormFields('', [])).toEqual([]);
    });
  });
});
