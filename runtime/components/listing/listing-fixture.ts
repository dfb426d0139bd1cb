// Test data for the listing components' tests: a listing as pages/listing-data.server.ts hands it to the page.
import type { ListingView, ProductCard } from '../../pages/listing-data.ts';

export function productCardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 'p1',
    sku: 'SKU00001',
    name: 'Cordless drill X18',
    link: '/cordless-drill-x18-12345678',
    image: { url: '/images/p/SKU00001/1.svg', label: 'Cordless drill X18 (1)' },
    price: { value: { centAmount: 12_999, currencyCode: 'GBP', fractionDigits: 2 }, discounted: null },
    isOnStock: true,
    averageRating: 4.3,
    reviewCount: 12,
    tags: [],
    brand: 'Bosch',
    energyClass: null,
    ...overrides,
  };
}

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
