// The catalogue entities of the commerce port, shaped after commercetools' (Store, Channel, Category,
// ProductProjection, Review, …) and projected to one language and currency per request, as the shop reads them.
import type { CountryCode, CurrencyCode, LanguageCode, LocaleCode } from '../../../generated/index.ts';
import type { Money } from '../../domain/money/money.ts';

/** Who is asking: every catalogue read is for one storefront, one language and one currency. */
export interface CatalogueContext {
  country: CountryCode;
  language: LanguageCode;
  currency: CurrencyCode;
}

export interface Paged<T> {
  offset: number;
  limit: number;
  count: number;
  total: number;
  results: T[];
}

export interface Store {
  id: string;
  key: string;
  country: CountryCode;
  name: string;
  languages: LanguageCode[];
  /** spec/1 §3 Store custom fields. */
  custom: {
    bank: { bic: string; owner: string; institute: string; iban: string } | null;
    codFeeTitle: string;
    campaigns: Array<{ name: string; startDate: string; endDate: string }>;
    flags: Record<string, boolean>;
  };
  distributionChannels: string[];
  supplyChannels: string[];
}

export interface Channel {
  id: string;
  key: string;
  roles: string[];
  name: string;
}

export type CategoryType = 'all-categories' | 'industry-categories' | 'longtail-categories';

/** spec/1 §3 Category; spec/3 §3 Category. */
export interface Category {
  id: string;
  key: string;
  name: string;
  slug: string;
  /** The category page's path in the request's country and language. */
  link: string;
  orderHint: string;
  depth: number;
  parent: { id: string; key: string } | null;
  ancestors: Array<{ id: string; key: string; name: string; slug: string }>;
  childCount: number;
  metaTitle: string;
  metaDescription: string;
  type: CategoryType;
  custom: {
    imageUrl: string | null;
    hasProducts: boolean;
    /** Sanitized HTML for the request's locale, or null. */
    contentHtml: string | null;
    posts: Array<{ title: string; url: string; imageUrl: string }>;
    relatedCategories: { related: string[]; industry: string[]; longtail: string[] };
  };
}

export interface Price {
  value: Money;
  /** spec/1 §3: discounted with isActive flag and value. */
  discounted: { value: Money; isActive: boolean } | null;
}

export interface Availability {
  isOnStock: boolean;
  availableQuantity: number;
}

/** spec/3 §3 Product (as used by the catalogue), with its master variant flattened in. */
export interface Product {
  id: string;
  key: string;
  sku: string;
  name: string;
  slug: string;
  link: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  images: Array<{ url: string; label: string }>;
  categories: Array<{ id: string; key: string; depth: number }>;
  breadcrumbs: Array<{ key: string; name: string; slug: string }>;
  published: boolean;
  price: Price | null;
  availability: Availability;
  taxRate: number;
  reviewRatingStatistics: { averageRating: number; count: number; ratingsDistribution: Record<string, number> };
  attributes: ProductAttributes;
  tags: string[];
}

export interface ProductAttributes {
  brand: string;
  family: string;
  model: string;
  freight: boolean;
  isBware: boolean;
  eligibleForSelling: boolean;
  releaseDate: string;
  energyClass: string | null;
  volumeDiscountGroup: string | null;
  highlights: string[];
  techdetails: Array<{ name: string; value: string }>;
  grossWeightKg: number;
  netWeightKg: number;
  dimensionsCm: { height: number; length: number; width: number };
  parentProductsForAccessory: string[];
  relatedAccessories: string[];
  enabledOnMarket: LocaleCode[];
}

export type ListingSort = 'relevance' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest';

export interface ListingRequest {
  text?: string;
  categoryKey?: string;
  brands?: string[];
  tags?: string[];
  minRating?: number;
  /** In minor units of the context's currency. */
  priceMin?: number;
  priceMax?: number;
  preset?: 'new-arrivals' | 'sales';
  sort: ListingSort;
  page: number;
  hitsPerPage: number;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface ListingResult extends Paged<Product> {
  page: number;
  pageCount: number;
  facets: {
    brands: FacetValue[];
    tags: FacetValue[];
    ratings: FacetValue[];
    categories: Array<FacetValue & { name: string; slug: string; depth: number }>;
    price: { min: number; max: number } | null;
  };
}

export interface SearchHit {
  id: string;
  sku: string;
  name: string;
  link: string;
  imageUrl: string | null;
  price: Money | null;
}

export interface Review {
  id: string;
  title: string;
  text: string;
  authorName: string;
  rating: number;
  createdAt: string;
  locale: LocaleCode;
  customerCareResponseText: string | null;
  source: string;
}

export type ReviewSort = 'rating' | 'recent';

export interface ReviewPage extends Paged<Review> {
  statistics: Product['reviewRatingStatistics'];
}

export interface SeoRedirection {
  redirectionCode: number;
  targetURL: string;
}

export interface CmsPage {
  slug: string;
  locale: LocaleCode;
  title: string;
  blocks: Array<{ block: string; props: Record<string, unknown> }>;
}
