import { queryParams, type QueryInput } from '../routing/query-string.ts';
import { DEFAULT_REVIEW_SORT, reviewPageCount, type ReviewSort } from './review-list.ts';

/**
 * spec/3 §2 Review list, paged and sorted on the product page. The page and the sort travel in the product page's
 * query (the spec does not name the parameters; these names are the shop's choice), so the server renders every
 * page of the list and the list works without JavaScript.
 */
export const REVIEW_QUERY_KEYS = { page: 'reviewPage', sort: 'reviewSort' } as const;

/** spec/3 §2 the two sorts as the query (and the getReviews operation) names them. */
export const REVIEW_SORT_PARAMS: Readonly<Record<ReviewSort, 'rating' | 'recent'>> = {
  rating: 'rating',
  mostRecent: 'recent',
};

/** The review list's state on a product page: a 1-based page and a sort. */
export interface ReviewQuery {
  readonly page: number;
  readonly sort: ReviewSort;
}

const PAGE = /^[1-9][0-9]{0,5}$/;

function sortOfParam(value: string | null): ReviewSort {
  for (const [sort, param] of Object.entries(REVIEW_SORT_PARAMS)) if (param === value) return sort as ReviewSort;
  return DEFAULT_REVIEW_SORT;
}

/**
 * The review list's state read from a product page's query. Like the listing's paging (spec/1 §5 "invalid values
 * reset to defaults"), a page that is not a whole number from 1 is the first page and an unknown sort the default
 * sort; whether the page exists is `boundedReviewPage`'s work, once the total is known.
 */
export function parseReviewQuery(query: QueryInput): ReviewQuery {
  const params = queryParams(query);
  const page = params.get(REVIEW_QUERY_KEYS.page);
  return {
    page: page !== null && PAGE.test(page) ? Number(page) : 1,
    sort: sortOfParam(params.get(REVIEW_QUERY_KEYS.sort)),
  };
}

/** spec/1 §5 paging within bounds: a page past the last one shows the last page of `total` reviews. */
export function boundedReviewPage(page: number, total: number): number {
  return Math.min(page, reviewPageCount(total));
}

/**
 * The query of a review list state, without `?`: the first page and the default sort are left out (spec/1 §9.6 the
 * first-page marker never stands in a URL), so the list's first page is the product page itself.
 */
export function reviewQueryString(state: ReviewQuery): string {
  const parts: string[] = [];
  if (state.sort !== DEFAULT_REVIEW_SORT) parts.push(`${REVIEW_QUERY_KEYS.sort}=${REVIEW_SORT_PARAMS[state.sort]}`);
  if (state.page > 1) parts.push(`${REVIEW_QUERY_KEYS.page}=${state.page}`);
  return parts.join('&');
}
