// Test data for the listing components' tests: a listing as pages/listing-data.server.ts hands it to the page.
import type { ListingView } from '../../pages/listing-data.ts';
import { productCardFixture } from '../product-card/product-card-fixture.ts';

export function listingFixture(overrides: Partial<ListingView> = {}): ListingView {
  return {
    products: [productCardFixture()],
    total: 1,
    page: 1,
    pageCount: 1,
    hitsPerPage: 24,
    sort: 'relevance',
    facets: { brands: [], tags: [], ratings: [], categories: [], price: null },
    basePath: '/search',
    query: '',
    ...overrides,
  };
}
