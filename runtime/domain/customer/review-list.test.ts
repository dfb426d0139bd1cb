import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_FIRST_OFFSET,
  REVIEW_PAGE_SIZE,
  reviewPageCount,
  reviewPageQuery,
} from './review-list.ts';

describe('review list constants (spec/3 §2, §9)', () => {
  it('pages by 10, starts at offset 0', () => {
    expect(REVIEW_PAGE_SIZE).toBe(10);
    expect(REVIEW_FIRST_OFFSET).toBe(0);
  });
});

describe('reviewPageQuery (spec/3 §2 Review list)', () => {
  it.each([
    [1, 0],
    [2, 10],
    [7, 60],
  ])('page %i starts at offset %i, 10 per page', (page, offset) => {
    expect(reviewPageQuery(page)).toMatchObject({ offset, limit: 10 });
  });

  it.each([0, -1, 1.5, Number.NaN])('reads page %s as the first page', (page) => {
    expect(reviewPageQuery(page).offset).toBe(0);
  });

  it('sorts by rating descending then created date descending by default', () => {
    expect(DEFAULT_REVIEW_SORT).toBe('rating');
    expect(reviewPageQuery(1).sort).toEqual(['rating desc', 'createdAt desc']);
  });

  it('sorts the most recent first on request', () => {
    expect(reviewPageQuery(1, 'mostRecent').sort).toEqual(['createdAt desc']);
  });
});

describe('reviewPageCount (spec/3 §2: paged, 10 per page)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
  ])('%i reviews fill %i pages', (total, pages) => {
    expect(reviewPageCount(total)).toBe(pages);
  });
});
