// The catalogue entities of the commerce port, shaped after commercetools' (Store, Category, ProductProjection,
// Review, …) and projected to one language and currency per request. The entities are the middleware's answers,
// so their types are generated from schemas/operation-answers.schema.json: one source of truth for the store,
// the server and the operation client.
import {
  COUNTRY_LOCALES,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
  type LocaleCode,
} from '../../../../generated/index.ts';
export type {
  Category,
  FacetValue,
  GetReviewsAnswer as ReviewPage,
  ListProductsAnswer as ListingResult,
  ListProductCardsAnswer as CardListingResult,
  Product,
  ProductCard,
  Review,
  SearchHit,
  SeoRedirection,
  Store,
} from '../../../../generated/types.ts';

/** Who is asking: every catalogue read is for one storefront, one language and one currency. */
export interface CatalogueContext {
  country: CountryCode;
  language: LanguageCode;
  currency: CurrencyCode;
}

/** The language-country locale of a context (spec/1 §3 Locale), from the generated table. */
export function localeOf(context: CatalogueContext): LocaleCode {
  return (COUNTRY_LOCALES[context.country] as Partial<Record<LanguageCode, LocaleCode>>)[context.language]!;
}

export interface Paged<T> {
  offset: number;
  limit: number;
  count: number;
  total: number;
  results: T[];
}

export type ListingSort = 'relevance' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest';

export interface ListingRequest {
  text?: string;
  /** The listing's own category (a category page): its scope, which `categoryLevels` only narrow (ADR 014). */
  categoryKey?: string;
  /** The query's category levels (spec/1 §2.6 lvl0…lvl4), first level first. */
  categoryLevels?: string[];
  /** The listing's own brand (an own-brand page, spec/1 §2.7): its scope, which `brands` only narrow. */
  scopeBrand?: string;
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

export type ReviewSort = 'rating' | 'recent';
