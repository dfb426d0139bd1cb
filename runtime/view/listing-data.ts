import type { ListingFacets } from '../../generated/types.ts';
import type { ProductCardView } from './product-card-view.ts';
import type { HitsPerPage, SortOption } from '../domain/routing/listing-query.ts';

/** spec/1 §2.6 a listing page's products and its state, as the listing components render it. */
export interface ListingView {
  readonly products: readonly ProductCardView[];
  readonly total: number;
  /** The page shown, within 1…pageCount (an out-of-range page is bounded, spec/1 §5). */
  readonly page: number;
  readonly pageCount: number;
  readonly hitsPerPage: HitsPerPage;
  readonly sort: SortOption;
  readonly facets: ListingFacets;
  /** The page's path without query: links to other pages, sorts and filters are built on it. */
  readonly basePath: string;
  /** The page's query string as received (without `?`): the filters in force. */
  readonly query: string;
}
