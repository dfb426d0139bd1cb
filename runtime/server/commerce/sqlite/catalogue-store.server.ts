import type BetterSqlite3 from 'better-sqlite3';
import type { CountryCode } from '../../../../generated/index.ts';
import type { ReviewHighlight } from '../../../../generated/types.ts';
import { tagValues, type CacheTag } from '../cache-tags.server.ts';
import type {
  CartItemFacts,
  CataloguePort,
  ExtraGuaranteeFacts,
  ReviewHighlightQuery,
} from '../ports/catalogue-port.ts';
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
} from '../ports/catalogue-types.ts';
import { CartFactReads } from './catalogue/cart-facts.server.ts';
import { CategoryReads } from './catalogue/categories.server.ts';
import { ListingReads } from './catalogue/listings.server.ts';
import { ProductReads } from './catalogue/products.server.ts';
import { ReviewReads } from './catalogue/reviews.server.ts';
import { SeoReads } from './catalogue/seo.server.ts';
import { Statements } from './catalogue/statements.server.ts';
import { StoreReads } from './catalogue/stores.server.ts';
import { DEFAULT_SLICES, type SliceOptions } from './sliced-work.server.ts';

export interface SqliteCatalogueOptions {
  /** How the listing index is built: in slices that give the event loop back (sliced-work.server.ts). */
  slices?: SliceOptions;
  /** Told when building the listing index fails; a previous index, if any, goes on answering. */
  onIndexError?: (error: unknown) => void;
}

/**
 * The embedded engine's catalogue: SQLite reads through prepared statements, cached by their SQL — one module a
 * resource (catalogue/: stores, categories, products, what a cart needs, listings and search, reviews, SEO), which
 * share the statements and what they keep, composed here behind the port.
 */
export class SqliteCatalogue implements CataloguePort {
  private readonly stores: StoreReads;
  private readonly categories: CategoryReads;
  private readonly products: ProductReads;
  private readonly cartFacts: CartFactReads;
  private readonly listings: ListingReads;
  private readonly reviews: ReviewReads;
  private readonly seo: SeoReads;

  constructor(sqlite: BetterSqlite3.Database, options: SqliteCatalogueOptions = {}) {
    const statements = new Statements(sqlite);
    this.stores = new StoreReads(statements);
    this.categories = new CategoryReads(statements);
    this.products = new ProductReads(statements);
    this.cartFacts = new CartFactReads(statements, this.categories);
    this.listings = new ListingReads(
      sqlite,
      statements,
      this.categories,
      this.products,
      options.slices ?? DEFAULT_SLICES,
      options.onIndexError ?? ((error) => console.error('Building the listing index failed:', error)),
    );
    this.reviews = new ReviewReads(statements);
    this.seo = new SeoReads(statements);
  }

  getStore(key: string): Promise<Store | null> {
    return this.stores.getStore(key);
  }

  queryStores(query: { keys?: string[]; limit: number; offset: number }): Promise<Paged<Store>> {
    return this.stores.queryStores(query);
  }

  getCategoryBySlug(
    context: CatalogueContext,
    slug: string,
    options: { fetchSiblings: boolean },
  ): Promise<{ category: Category; siblings: Category[] } | null> {
    return this.categories.getCategoryBySlug(context, slug, options);
  }

  getFirstLevelCategories(context: CatalogueContext): Promise<Category[]> {
    return this.categories.getFirstLevelCategories(context);
  }

  queryCategories(
    context: CatalogueContext,
    query: { parentKey?: string; keys?: string[]; limit: number; offset: number },
  ): Promise<Paged<Category>> {
    return this.categories.queryCategories(context, query);
  }

  getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null> {
    return this.products.getProductBySlug(context, slug);
  }

  getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]> {
    return this.products.getProductsBySkus(context, skus);
  }

  getProductCardsBySkus(context: CatalogueContext, skus: string[]): Promise<ProductCard[]> {
    return this.products.getProductCardsBySkus(context, skus);
  }

  getCartItems(context: CatalogueContext, skus: readonly string[]): Promise<CartItemFacts[]> {
    return this.cartFacts.getCartItems(context, skus);
  }

  complementaryOf(sku: string, limit: number): Promise<{ categoryIds: string[]; skus: string[] } | null> {
    return this.cartFacts.complementaryOf(sku, limit);
  }

  getExtraGuarantees(context: CatalogueContext): Promise<ExtraGuaranteeFacts[]> {
    return this.cartFacts.getExtraGuarantees(context);
  }

  searchAsYouType(
    context: CatalogueContext,
    text: string,
    limit: number,
  ): Promise<{ hits: SearchHit[]; total: number }> {
    return this.listings.searchAsYouType(context, text, limit);
  }

  listProducts(context: CatalogueContext, request: ListingRequest): Promise<ListingResult> {
    return this.listings.listProducts(context, request);
  }

  listProductCards(context: CatalogueContext, request: ListingRequest): Promise<CardListingResult> {
    return this.listings.listProductCards(context, request);
  }

  getReviews(
    context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null> {
    return this.reviews.getReviews(context, productId, query);
  }

  listReviewHighlights(context: CatalogueContext, query: ReviewHighlightQuery): Promise<ReviewHighlight[] | null> {
    return this.reviews.listReviewHighlights(context, query);
  }

  getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null> {
    return this.seo.getSeoRedirection(country, sourceUrl);
  }

  sitemapSlugs(
    kind: 'category' | 'product',
    languages: readonly string[],
    offset: number,
    limit: number,
  ): Promise<Array<{ id: string; slugs: Partial<Record<string, string>> }>> {
    return this.seo.sitemapSlugs(kind, languages, offset, limit);
  }

  countPublishedProducts(): Promise<number> {
    return this.seo.countPublishedProducts();
  }

  /**
   * The catalogue changed (cache-invalidation endpoint): the category trees and the cards are read again, and a new
   * listing index is built in the background while the one there is goes on answering.
   */
  invalidate(): void {
    this.categories.forget();
    this.products.clearCards();
    this.listings.invalidate();
  }

  /**
   * ADR 010: what changed, named by cache tags (cache-tags.server.ts). A product's cards are read again and
   * its prices into the listing index, which stays (a rebuild under way is followed by one more, as it may have read
   * them before); a category changed: the category trees are read again. Content pages and blocks are not the
   * catalogue's.
   */
  invalidateTags(tags: readonly CacheTag[]): void {
    if (tagValues(tags, 'category').length > 0) this.categories.forget();
    const products = tagValues(tags, 'product');
    if (products.length === 0) return;
    this.products.dropCards(products);
    this.listings.refreshPrices(products);
  }

  /** Build the listing index before the first request needs it (in the background; failures go to onIndexError). */
  warm(): void {
    this.listings.warm();
  }

  /** Resolves when no build of the listing index is under way (tests, benchmarks). */
  async settled(): Promise<void> {
    await this.listings.settled();
  }
}
