// The catalogue's port (CONVENTIONS §1): pages and the middleware read the catalogue only through it. The embedded
// SQLite engine implements it now (sqlite/catalogue-store.server.ts); a commercetools adapter can later, unchanged
// above. Its query and answer types are catalogue-types.ts.
import type { CountryCode } from '../../../../generated/index.ts';
import type { Availability, ProductImage, ProductPrice, ReviewHighlight } from '../../../../generated/types.ts';
import type {
  CardListingResult,
  CatalogueContext,
  Category,
  ListingRequest,
  ListingResult,
  Paged,
  Product,
  ProductCard,
  ReviewPage,
  ReviewSort,
  SearchHit,
  SeoRedirection,
  Store,
} from './catalogue-types.ts';

/** Which reviews a review carousel shows (spec/1 §2.9): from a category, from SKUs, or from the whole catalogue. */
export interface ReviewHighlightQuery {
  categoryKey?: string;
  skus?: readonly string[];
  /** 1 to 5 stars. */
  minRating: number;
  limit: number;
}

/** What a cart line shows and is priced by (spec/2 §3): a product's name, slug and picture, price, stock, freight. */
export interface CartItemFacts {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly images: ProductImage[];
  readonly price: ProductPrice | null;
  readonly availability: Availability;
  /** spec/3 §3 freight flag: the cart ships by freight (spec/2 §5). */
  readonly freight: boolean;
  /** spec/3 §3 eligibleForSelling. */
  readonly eligibleForSelling: boolean;
  /** spec/2 §5 Volume discounts: the product's volume-discount group; null for none. */
  readonly volumeDiscountGroup: string | null;
  /** spec/2 §5 Extra guarantee: exclusions by brand and by relation (its own and its root category's keys). */
  readonly brand: string;
  readonly relations: readonly string[];
}

/** spec/2 §3 an extra-guarantee product (a virtual SKU) with its attributes, its name in the context's language. */
export interface ExtraGuaranteeFacts {
  readonly sku: string;
  readonly name: string;
  /** Percent of the guarded product's price (spec/2 §5). */
  readonly relativePriceRate: number;
  readonly excludedSkus: readonly string[];
  readonly excludedBrands: readonly string[];
  readonly excludedRelations: readonly string[];
  /** Language-country locales, e.g. 'de-AT'. */
  readonly enabledOnMarket: readonly string[];
}

export interface CataloguePort {
  /** spec/1 §7 Store load by key; spec/3 §7 get stores. */
  getStore(key: string): Promise<Store | null>;
  queryStores(query: { keys?: string[]; limit: number; offset: number }): Promise<Paged<Store>>;
  /** spec/1 §7 Category load by slug with language and optional siblings. */
  getCategoryBySlug(
    context: CatalogueContext,
    slug: string,
    options: { fetchSiblings: boolean },
  ): Promise<{ category: Category; siblings: Category[] } | null>;
  /** spec/1 §7 First-level categories for the current language and country. */
  getFirstLevelCategories(context: CatalogueContext): Promise<Category[]>;
  /** spec/3 §7 categories query: children of a parent, or by keys. */
  queryCategories(
    context: CatalogueContext,
    query: { parentKey?: string; keys?: string[]; limit: number; offset: number },
  ): Promise<Paged<Category>>;
  /**
   * spec/1 §7 Product load when on a product page: by its slug in the context's language, or else by its slug in
   * another language (ADR 014), answered in the context's language all the same (its `slug` then differs from
   * the one asked for, and the page redirects to it).
   */
  getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null>;
  /** spec/3 §7 products with skus. */
  getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]>;
  /**
   * getProductsBySkus answered as cards (ADR 011): what the related products and product blocks show, read
   * without the details of a full product.
   */
  getProductCardsBySkus(context: CatalogueContext, skus: string[]): Promise<ProductCard[]>;
  /**
   * What a cart needs of its products, read fresh (never from a cache: stock and prices decide what the
   * shopper may buy) — published products only, in the SKUs' order.
   */
  getCartItems(context: CatalogueContext, skus: readonly string[]): Promise<CartItemFacts[]>;
  /**
   * spec/2 §5 Complementary products: the categories a product references — in the embedded store, the
   * categories of the accessories it is sold with — and the SKUs of published products in them (at most `limit`,
   * the best rated first); null for a product that is not published.
   */
  complementaryOf(sku: string, limit: number): Promise<{ categoryIds: string[]; skus: string[] } | null>;
  /** spec/2 §3, §5: the extra-guarantee products (virtual SKUs 41000x0), names in the context's language. */
  getExtraGuarantees(context: CatalogueContext): Promise<ExtraGuaranteeFacts[]>;
  /** spec/1 §2.5 search-as-you-type against the per-language index. */
  searchAsYouType(
    context: CatalogueContext,
    text: string,
    limit: number,
  ): Promise<{ hits: SearchHit[]; total: number }>;
  /** spec/1 §2.6 listing pages: filters, facets, sorts, paging. */
  listProducts(context: CatalogueContext, request: ListingRequest): Promise<ListingResult>;
  /** listProducts answered as cards (ADR 011): listing pages, product blocks and the comparison show cards. */
  listProductCards(context: CatalogueContext, request: ListingRequest): Promise<CardListingResult>;
  /** spec/3 §2, §7 reviews of a product with its statistics. */
  getReviews(
    context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null>;
  /**
   * spec/1 §2.9 review carousel: the most recent reviews rated at least `minRating`, written in the context's
   * language, of published products (of a category and its descendants, or of the SKUs given); null when the
   * category is unknown.
   */
  listReviewHighlights(context: CatalogueContext, query: ReviewHighlightQuery): Promise<ReviewHighlight[] | null>;
  /** spec/1 §7 SEO redirection request with sourceUrl. */
  getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null>;
  /**
   * The sitemap: published products (or all categories) in id order from `offset`, with their slug in each
   * of the languages asked for. `count` is the number of published products.
   */
  sitemapSlugs(
    kind: 'category' | 'product',
    languages: readonly string[],
    offset: number,
    limit: number,
  ): Promise<Array<{ id: string; slugs: Partial<Record<string, string>> }>>;
  countPublishedProducts(): Promise<number>;
}
