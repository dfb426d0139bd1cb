import type { PageContextServer } from 'vike/types';
import type { ListProductsRequest } from '../../generated/types.ts';
import { canonicalPath } from '../domain/routing/canonical-path.ts';
import {
  canonicalListingPage,
  canonicalPageCount,
  listingCanonicalLink,
} from '../domain/routing/listing-canonical-link.ts';
import { parseListingQuery } from '../domain/routing/listing-query.ts';
import { productCardView } from '../view/product-card-view.ts';
import type { ListingView } from '../view/listing-data.ts';
import { requestQueryOf } from './request-query.ts';
import type { PageSeo } from '../view/page-seo.ts';

/** The middleware takes a listing query of at most this many characters (schemas/operations.schema.json). */
const MAX_QUERY_LENGTH = 2000;

/**
 * A query string cut to what the middleware takes, at a parameter boundary: a longer one is not a shopper's
 * (spec/1 §5: invalid values reset to defaults, never an error), and what lies past the limit is dropped.
 */
export function boundedQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const cut = query.slice(0, MAX_QUERY_LENGTH + 1);
  return cut.slice(0, Math.max(0, cut.lastIndexOf('&')));
}

/** The listing of a category or of the search page, read from the page's query (spec/1 §2.6, §5). */
export async function listingOf(
  pageContext: PageContextServer,
  /** The listing's scope (a category, an own brand, a search), which the page's query only narrows (ADR 014). */
  request: Pick<ListProductsRequest, 'categoryKey' | 'brand' | 'text' | 'preset'>,
): Promise<ListingView> {
  const { shop, operations, urlParsed } = pageContext;
  const query = boundedQuery(requestQueryOf(pageContext));
  // ADR 011: a listing shows cards, read as cards.
  const answer = await operations.call('listProductCards', { ...request, language: shop.language, query });
  const state = parseListingQuery(query);
  return {
    products: answer.results.map(productCardView),
    total: answer.total,
    page: answer.page,
    pageCount: answer.pageCount,
    hitsPerPage: state.hitsPerPage,
    sort: state.sort,
    facets: answer.facets,
    basePath: canonicalPath(shop.country, urlParsed.pathname) ?? urlParsed.pathname,
    query,
  };
}

/**
 * A listing page's SEO: the page number in the canonical link above page 1, and its paging links (spec/1 §2.6).
 * The canonical series is the listing at the default page size, so a page shown at another size names the page
 * of that series holding its first product (ADR 014); `listingQuery` is what makes the listing the one it is
 * (the search page's text and preset), kept in every link of the series.
 */
export function listingSeo(
  pageContext: PageContextServer,
  listing: ListingView,
  page: Pick<PageSeo, 'title' | 'description' | 'alternates'> & { noindex?: boolean },
  listingQuery = '',
): PageSeo {
  const link = (number: number) => listingCanonicalLink(listing.basePath, number, listingQuery);
  const canonical = canonicalListingPage(listing.page, listing.hitsPerPage);
  return {
    ...page,
    canonicalPath: link(canonical),
    ...(canonical > 1 ? { previousPath: link(canonical - 1) } : {}),
    ...(canonical < canonicalPageCount(listing.total) ? { nextPath: link(canonical + 1) } : {}),
  };
}
