import { LISTING_QUERY_KEYS } from './listing-query.ts';

/**
 * The canonical link of a listing page (spec/1 §2.6 "Page number above 1 is put in the canonical link"; spec/3
 * §5 the same): the page's canonical path (`canonicalPath`) plus `?page=<n>` only when n is above 1. Other
 * listing parameters (sort, page size, filters) are left out — the spec is silent; they show the same products
 * in another order or a subset, and search engines should index the unfiltered listing once, page by page.
 */
export function listingCanonicalLink(canonicalPagePath: string, page: number): string {
  return Number.isSafeInteger(page) && page > 1
    ? `${canonicalPagePath}?${LISTING_QUERY_KEYS.page}=${page}`
    : canonicalPagePath;
}
