import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE } from './review-list.ts';
import {
  boundedReviewPage,
  parseReviewQuery,
  REVIEW_QUERY_KEYS,
  REVIEW_SORT_PARAMS,
  reviewQueryString,
} from './review-query.ts';

describe('parseReviewQuery (spec/3 §2 Review list paging and sort in the product page query)', () => {
  it('reads reviewPage and reviewSort', () => {
    expect(parseReviewQuery('?reviewPage=3&reviewSort=recent')).toEqual({ page: 3, sort: 'mostRecent' });
    expect(parseReviewQuery(new URLSearchParams('reviewSort=rating&reviewPage=2'))).toEqual({
      page: 2,
      sort: 'rating',
    });
  });

  it('starts on the first page with the default sort, rating then date (spec/3 §2)', () => {
    expect(parseReviewQuery('')).toEqual({ page: 1, sort: DEFAULT_REVIEW_SORT });
    expect(DEFAULT_REVIEW_SORT).toBe('rating');
  });

  it.each(['0', '-2', '1.5', 'two', '', '1e3', '99999999'])(
    'reads reviewPage=%s as the first page (spec/1 §5)',
    (page) => {
      expect(parseReviewQuery(`reviewPage=${page}`).page).toBe(1);
    },
  );

  it.each(['newest', 'Recent', 'mostRecent', ''])('reads reviewSort=%s as the default sort', (sort) => {
    expect(parseReviewQuery(`reviewSort=${sort}`).sort).toBe('rating');
  });

  it('names the parameters and the sorts as the getReviews operation does', () => {
    expect(REVIEW_QUERY_KEYS).toEqual({ page: 'reviewPage', sort: 'reviewSort' });
    expect(REVIEW_SORT_PARAMS).toEqual({ rating: 'rating', mostRecent: 'recent' });
  });
});

describe('boundedReviewPage (spec/1 §5 page within bounds)', () => {
  it('keeps a page that exists', () => {
    expect(boundedReviewPage(2, REVIEW_PAGE_SIZE + 1)).toBe(2);
  });

  it('shows the last page for a page past it, and the first for an empty list', () => {
    expect(boundedReviewPage(9, 25)).toBe(3);
    expect(boundedReviewPage(4, 0)).toBe(1);
  });
});

describe('reviewQueryString', () => {
  it('leaves out the first page and the default sort', () => {
    expect(reviewQueryString({ page: 1, sort: 'rating' })).toBe('');
  });

  it('writes the sort, then the page', () => {
    expect(reviewQueryString({ page: 2, sort: 'rating' })).toBe('reviewPage=2');
    expect(reviewQueryString({ page: 1, sort: 'mostRecent' })).toBe('reviewSort=recent');
    expect(reviewQueryString({ page: 4, sort: 'mostRecent' })).toBe('reviewSort=recent&reviewPage=4');
  });

  it('round-trips through parseReviewQuery', () => {
    const state = { page: 5, sort: 'mostRecent' } as const;
    expect(parseReviewQuery(reviewQueryString(state))).toEqual(state);
  });
});
