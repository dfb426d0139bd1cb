import { DEFAULT_HITS_PER_PAGE, LISTING_QUERY_KEYS } from './listing-query.ts';

/**
 * The canonical link of a listing page (spec/1 §2.6 "Page number above 1 is put in the canonical link"; spec/3
 * §5 the same): the page's canonical path (`canonicalPath`), the query that says which listing it is — the search
 * page's text and preset (spec/1 §2.1 /search), none for a category — and `?page=<n>` only when n is above 1.
 * Other listing parameters (sort, page size, filters) are left out — the spec is silent; they show the same
 * products in another order or a subset, and search engines should index the unfiltered listing once, page by page.
 */
export function listingCanonicalLink(canonicalPagePath: string, page: number, listingQuery = ''): string {
  const paged = Number.isSafeInteger(page) && page > 1 ? `${LISTING_QUERY_KEYS.page}=${page}` : '';
  const query = [listingQuery, paged].filter(Boolean).join('&');
  return query === '' ? canonicalPagePath : `${canonicalPagePath}?${query}`;
}

/**
 * The page of the canonical series (at the default page size, spec/1 §2.6 "default 24", which the canonical link
 * leaves out) that holds the first product of a page shown at another size: page 5 at 12 a page is page 3 at 24.
 * So a canonical link never points past the last page of its own series (ADR 014).
 */
export function canonicalListingPage(page: number, hitsPerPage: number): number {
  return Math.floor(((Math.max(1, page) - 1) * hitsPerPage) / DEFAULT_HITS_PER_PAGE) + 1;
}

/** The number of pages of a listing at the default page size, the canonical series (at least 1). */
export function canonicalPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / DEFAULT_HITS_PER_PAGE));
}
