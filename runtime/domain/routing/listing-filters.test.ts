import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearFiltersQuery,
  priceInMinorUnits,
  priceRangeInUnits,
  refinedCategoryLevels,
} from './listing-filters.ts';

describe('listing filters (spec/1 §2.6 Listing pages: filters)', () => {
  describe('activeFilters: the filters in force, each with the query that removes it', () => {
    it('gives none for a query without filters', () => {
      expect(activeFilters('q=drill&sort=newest&page=2')).toEqual([]);
      expect(clearFiltersQuery('q=drill&page=2')).toBeNull();
    });

    it('reads them as the listing does: quick tags, other tags (campaign first), brands, rating, price, category levels', () => {
      const query =
        'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Bosch&brand=Makita&rating=4&priceMin=10&lvl0=garden&lvl1=watering&page=3';
      expect(activeFilters(query)).toEqual([
        {
          kind: 'quickTag',
          value: 'bestseller',
          removeQuery:
            'q=x&tag=popular&tag=campaign-black-week&brand=Bosch&brand=Makita&rating=4&priceMin=10&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'tag',
          value: 'campaign-black-week',
          removeQuery:
            'q=x&tag=bestseller&tag=popular&brand=Bosch&brand=Makita&rating=4&priceMin=10&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'tag',
          value: 'popular',
          removeQuery:
            'q=x&tag=bestseller&tag=campaign-black-week&brand=Bosch&brand=Makita&rating=4&priceMin=10&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'brand',
          value: 'Bosch',
          removeQuery:
            'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Makita&rating=4&priceMin=10&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'brand',
          value: 'Makita',
          removeQuery:
            'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Bosch&rating=4&priceMin=10&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'rating',
          value: 4,
          removeQuery:
            'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Bosch&brand=Makita&priceMin=10&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'price',
          min: 10,
          max: null,
          removeQuery:
            'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Bosch&brand=Makita&rating=4&lvl0=garden&lvl1=watering',
        },
        {
          kind: 'category',
          depth: 0,
          value: 'garden',
          removeQuery:
            'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Bosch&brand=Makita&rating=4&priceMin=10',
        },
        {
          kind: 'category',
          depth: 1,
          value: 'watering',
          removeQuery:
            'q=x&tag=bestseller&tag=popular&tag=campaign-black-week&brand=Bosch&brand=Makita&rating=4&priceMin=10&lvl0=garden',
        },
      ]);
      expect(clearFiltersQuery(query)).toBe('q=x');
    });

    it('leaves out what the listing ignores (spec/1 §5 invalid values reset): a bad rating, a reversed price range', () => {
      expect(activeFilters('rating=9&priceMin=50&priceMax=10&lvl1=orphan')).toEqual([]);
    });

    it('shows a price range with only its upper end', () => {
      expect(activeFilters('priceMax=99.5')).toEqual([{ kind: 'price', min: null, max: 99.5, removeQuery: '' }]);
    });
  });

  it('refines the category chain to a facet value below the levels chosen (spec/1 §2.6 category levels 0 to 4)', () => {
    expect(refinedCategoryLevels([], 0, 'garden')).toEqual(['garden']);
    expect(refinedCategoryLevels(['garden'], 1, 'watering')).toEqual(['garden', 'watering']);
    expect(refinedCategoryLevels(['garden', 'watering'], 1, 'lawn-mowers')).toEqual(['garden', 'lawn-mowers']);
  });

  it('turns the price facet (minor units) into whole currency units that include every product', () => {
    expect(priceRangeInUnits({ min: 1999, max: 24_950 }, 2)).toEqual({ min: 19, max: 250 });
    expect(priceRangeInUnits({ min: 1500, max: 90_000 }, 0)).toEqual({ min: 1500, max: 90_000 });
    expect(priceInMinorUnits(99.5, 2)).toBe(9950);
    expect(priceInMinorUnits(0.1 + 0.2, 2)).toBe(30);
  });
});
