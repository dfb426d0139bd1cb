/** spec/3 §2, §9: the review list shows 10 reviews a page. */
export const REVIEW_PAGE_SIZE = 10;
/** spec/3 §2, §9: the list starts at offset 0. */
export const REVIEW_FIRST_OFFSET = 0;

/** spec/3 §2 Review list sorts. */
export type ReviewSort = 'rating' | 'mostRecent';
export const DEFAULT_REVIEW_SORT: ReviewSort = 'rating';

/** spec/3 §2: rating descending then created date descending, or most recent first (query sort expressions). */
export const REVIEW_SORT_EXPRESSIONS: Readonly<Record<ReviewSort, readonly string[]>> = {
  rating: ['rating desc', 'createdAt desc'],
  mostRecent: ['createdAt desc'],
};

export interface ReviewPageQuery {
  offset: number;
  limit: number;
  sort: readonly string[];
}

/**
 * spec/3 §2 Review list: the query of a 1-based page. A page that is not a whole number of at least 1 is read as
 * the first page (spec/1 §5 Paging: invalid values reset to defaults).
 */
export function reviewPageQuery(page: number, sort: ReviewSort = DEFAULT_REVIEW_SORT): ReviewPageQuery {
  const first = Number.isInteger(page) && page >= 1 ? page : 1;
  return {
    offset: REVIEW_FIRST_OFFSET + (first - 1) * REVIEW_PAGE_SIZE,
    limit: REVIEW_PAGE_SIZE,
    sort: REVIEW_SORT_EXPRESSIONS[sort],
  };
}

/** How many pages a review total fills (at least one, so an empty list still has its first page). */
export function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
}
