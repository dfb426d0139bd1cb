import type { ListingFacets, Product } from '../../generated/types.ts';
import type { HitsPerPage, SortOption } from '../domain/routing/listing-query.ts';

/** A product as a listing, a product zone or a comparison shows it: only what a card renders. */
export interface ProductCard {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly link: string;
  readonly image: { readonly url: string; readonly label: string } | null;
  readonly price: Product['price'];
  readonly isOnStock: boolean;
  readonly averageRating: number;
  readonly reviewCount: number;
  readonly tags: readonly string[];
  readonly brand: string;
  readonly energyClass: string | null;
}

export function productCard(product: Product): ProductCard {
  const image = product.images[0];
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    link: product.link,
    image: image ? { url: image.url, label: image.label } : null,
    price: product.price,
    isOnStock: product.availability.isOnStock,
    averageRating: product.reviewRatingStatistics.averageRating,
    reviewCount: product.reviewRatingStatistics.count,
    tags: product.tags,
    brand: product.attributes.brand,
    energyClass: product.attributes.energyClass,
  };
}

/** spec/1 §2.6 a listing page's products and its state, as the listing components render it. */
export interface ListingView {
  readonly products: readonly ProductCard[];
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
