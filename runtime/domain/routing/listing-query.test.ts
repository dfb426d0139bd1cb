import { QUICK_TAGS } from '../catalogue/quick-tags.ts';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LABEL_PREFIX, campaignLabel } from '../money/campaign.ts';
import {
  boundedPage,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  HITS_PER_PAGE_OPTIONS,
  MAX_LIST_VALUES,
  parseListingQuery,
  SORT_OPTIONS,
  type ListingQuery,
} from './listing-query.ts';

const DEFAULTS: ListingQuery = {
  page: 1,
  hitsPerPage: 24,
  sort: 'relevance',
  brands: [],
  minRating: null,
  quickTags: [],
  campaignTag: null,
  tags: [],
  priceMin: null,
  priceMax: null,
  categoryLevels: [],
  paymentError: null,
  confirmationPopup: false,
};

const parse = (query: string) => parseListingQuery(query);

describe('parseListingQuery (spec/1 §2.6 Listing pages, §5 Paging: invalid values reset to defaults)', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads parsed parameters as well as a query string', () => {
    expect(parseListingQuery(new URLSearchParams('page=4'))).toEqual({ ...DEFAULTS, page: 4 });
    expect(parse('?page=4').page).toBe(4);
  });

  it('reads decoded values, as the redirect rule does (one query parser, query-string.ts)', () => {
    expect(parse('pag%65=%34&sort=price%2Dasc').page).toBe(4);
    expect(parse('sort=price%2Dasc').sort).toBe('price-asc');
  });

  describe('page: an integer of 1 or more (spec/1 §5)', () => {
    it.each([
      ['1', 1],
      ['2', 2],
      ['250', 250],
      ['0', 1],
      ['-2', 1],
      ['2.5', 1],
      ['1e3', 1],
      ['0x10', 1],
      [' 3', 1],
      ['abc', 1],
      ['', 1],
      ['99999999999999999999', 1],
    ])('page=%j → %s', (value, page) => {
      expect(parse(`page=${encodeURIComponent(value)}`).page).toBe(page);
    });
  });

  describe('hits per page: 12, 24, 36, 48, default 24 (spec/1 §2.6)', () => {
    it('has the spec’s sizes and default', () => {
      expect(HITS_PER_PAGE_OPTIONS).toEqual([12, 24, 36, 48]);
      expect(DEFAULT_HITS_PER_PAGE).toBe(24);
    });

    it.each([
      ['12', 12],
      ['24', 24],
      ['36', 36],
      ['48', 48],
      ['10', 24],
      ['100', 24],
      ['012', 24],
      ['x', 24],
    ])('hitsPerPage=%s → %s', (value, hits) => {
      expect(parse(`hitsPerPage=${value}`).hitsPerPage).toBe(hits);
    });
  });

  describe('sort: relevance, name and price both ways, newest; spec/3 §7 aliases; unknown → relevance', () => {
    it('has the spec’s options, relevance first and default', () => {
      expect(SORT_OPTIONS).toEqual(['relevance', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest']);
      expect(DEFAULT_SORT).toBe('relevance');
    });

    it.each([
      ...SORT_OPTIONS.map((sort): [string, string] => [sort, sort]),
      ['price-up', 'price-asc'],
      ['price-down', 'price-desc'],
      ['latest', 'newest'],
      ['cheapest', 'relevance'],
      ['toString', 'relevance'],
      ['', 'relevance'],
    ])('sort=%s → %s', (value, sort) => {
      expect(parse(`sort=${value}`).sort).toBe(sort);
    });
  });

  it('brand filter: a list, trimmed, without empties or repeats, in the order given', () => {
    expect(parse('brand=Makita&brand=%20Bosch%20&brand=&brand=Makita&brand=Black%20%26%20Decker').brands).toEqual([
      'Makita',
      'Bosch',
      'Black & Decker',
    ]);
  });

  it(`a list reads at most ${MAX_LIST_VALUES} values`, () => {
    const query = Array.from({ length: MAX_LIST_VALUES + 10 }, (_, i) => `brand=b${i}`).join('&');
    expect(parse(query).brands).toHaveLength(MAX_LIST_VALUES);
  });

  describe('average-rating filter: 1 to 5 (spec/1 §2.6)', () => {
    it.each([
      ['1', 1],
      ['5', 5],
      ['3', 3],
      ['0', null],
      ['6', null],
      ['4.5', null],
      ['-1', null],
      ['', null],
    ])('rating=%j → %s', (value, rating) => {
      expect(parse(`rating=${value}`).minRating).toBe(rating);
    });
  });

  describe('tag refinement list with quick tags and a campaign tag (spec/1 §2.1, §2.6)', () => {
    it('knows the spec’s quick tags', () => {
      expect(QUICK_TAGS).toEqual(['new', 'bestseller', 'bware', 'on-sale', 'topRated']);
      expect(parse(QUICK_TAGS.map((tag) => `tag=${tag}`).join('&')).quickTags).toEqual([...QUICK_TAGS]);
    });

    // spec/1 §4 "campaign labels begin with a campaign prefix": the shop's one rule, money/campaign.ts.
    it('takes the campaign prefix from the campaign rule', () => {
      expect(parse(`tag=${campaignLabel('black-week')}`).campaignTag).toBe(`${CAMPAIGN_LABEL_PREFIX}black-week`);
    });

    it.each([
      ['tag=new&tag=campaign-black-week', ['new'], 'campaign-black-week', []],
      ['tag=campaign-black-week&tag=campaign-cyber-monday', [], 'campaign-black-week', []],
      ['tag=new&tag=new', ['new'], null, []],
      // Neither a quick tag nor a campaign label: an ordinary tag refinement, not the campaign tag.
      ['tag=new&tag=black-week', ['new'], null, ['black-week']],
      ['tag=summer-2026&tag=campaign-summer&tag=cordless', [], 'campaign-summer', ['summer-2026', 'cordless']],
      ['tag=campaign-', [], null, ['campaign-']],
      ['tag=Campaign-x', [], null, ['Campaign-x']],
      ['tag=%20cordless%20&tag=cordless&tag=', [], null, ['cordless']],
      ['tag=', [], null, []],
    ])('%s → quick %j, campaign %j, other tags %j', (query, quickTags, campaignTag, tags) => {
      expect(parse(query)).toMatchObject({ quickTags, campaignTag, tags });
    });
  });

  describe('price range within 0..1,000,000 in currency units (spec/1 §2.6)', () => {
    it.each([
      ['priceMin=10&priceMax=250.5', 10, 250.5],
      ['priceMin=0&priceMax=1000000', 0, 1_000_000],
      ['priceMax=1000000.01', null, null],
      ['priceMin=-5', null, null],
      ['priceMin=1e3', null, null],
      ['priceMin=abc&priceMax=20', null, 20],
      ['priceMin=10.999', null, null],
      ['priceMin=', null, null],
      ['priceMin=300&priceMax=20', null, null],
      ['priceMin=20&priceMax=20', 20, 20],
    ])('%s → min %s, max %s', (query, priceMin, priceMax) => {
      expect(parse(query)).toMatchObject({ priceMin, priceMax });
    });
  });

  describe('category levels 0 to 4 (spec/1 §2.6)', () => {
    it.each([
      ['lvl0=Tools', ['Tools']],
      [
        'lvl0=Tools&lvl1=Drills&lvl2=Cordless&lvl3=18V&lvl4=Brushless',
        ['Tools', 'Drills', 'Cordless', '18V', 'Brushless'],
      ],
      ['lvl0=Tools&lvl2=Cordless', ['Tools']],
      ['lvl1=Drills', []],
      ['lvl0=%20&lvl1=Drills', []],
      ['lvl0=A&lvl1=B&lvl2=C&lvl3=D&lvl4=E&lvl5=F', ['A', 'B', 'C', 'D', 'E']],
    ])('%s → %j', (query, levels) => {
      expect(parse(query).categoryLevels).toEqual(levels);
    });
  });

  it.each([
    ['error=payment-error', 'payment-error'],
    ['error=cancelled-transaction', 'cancelled-transaction'],
    ['error=other', null],
  ])('payment error (spec/2 §8): %s → %s', (query, paymentError) => {
    expect(parse(query).paymentError).toBe(paymentError);
  });

  it.each([
    ['confirmation=true', true],
    ['confirmation=1', true],
    ['confirmation=false', false],
    ['confirmation=0', false],
    ['confirmation', false],
    ['', false],
  ])('confirmation-popup flag (spec/1 §2.1): %j → %s', (query, flag) => {
    expect(parse(query).confirmationPopup).toBe(flag);
  });
});

describe('boundedPage (spec/1 §5 "page must be an integer within bounds")', () => {
  it.each([
    [1, 10, 1],
    [10, 10, 10],
    [11, 10, 1],
    [3, 0, 1],
    [1, 0, 1],
    [0, 10, 1],
    [2.5, 10, 1],
  ])('page %s of %s pages → %s', (page, pageCount, bounded) => {
    expect(boundedPage(page, pageCount)).toBe(bounded);
  });
});
