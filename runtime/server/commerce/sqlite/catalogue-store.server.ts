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
/** The reads of one catalogue database, each resource's module over the statements they share. */
interface CatalogueReads {
  readonly stores: StoreReads;
  readonly categories: CategoryReads;
  readonly products: ProductReads;
  readonly cartFacts: CartFactReads;
  readonly listings: ListingReads;
  readonly reviews: ReviewReads;
  readonly seo: SeoReads;
}

function readsOf(sqlite: BetterSqlite3.Database, options: SqliteCatalogueOptions): CatalogueReads {
  const statements = new Statements(sqlite);
  const categories = new CategoryReads(statements);
  const products = new ProductReads(statements);
  return {
    stores: new StoreReads(statements),
    categories,
    products,
    cartFacts: new CartFactReads(statements, categories),
    listings: new ListingReads(
      sqlite,
      statements,
      categories,
      products,
      options.slices ?? DEFAULT_SLICES,
      options.onIndexError ?? ((error) => console.error('Building the listing index failed:', error)),
    ),
    reviews: new ReviewReads(statements),
    seo: new SeoReads(statements),
  };
}

export class SqliteCatalogue implements CataloguePort {
  private reads: CatalogueReads;

  constructor(
    sqlite: BetterSqlite3.Database,
    private readonly options: SqliteCatalogueOptions = {},
  ) {
    this.reads = readsOf(sqlite, options);
  }

  /**
   * ADR 042: reads from now on from `sqlite` — a new copy of PostgreSQL's catalogue — with nothing kept of the
   * database read until now, and its listing index built in the background. A request under way finishes on the
   * earlier database, which its owner closes once no request can be using it.
   */
  readFrom(sqlite: BetterSqlite3.Database): void {
    this.reads = readsOf(sqlite, this.options);
    this.reads.listings.warm();
  }

  getStore(key: string): Promise<Store | null> {
    return this.reads.stores.getStore(key);
  }

  queryStores(query: { keys?: string[]; limit: number; offset: number }): Promise<Paged<Store>> {
    return this.reads.stores.queryStores(query);
  }

  getCategoryBySlug(
    context: CatalogueContext,
    slug: string,
    options: { fetchSiblings: boolean },
  ): Promise<{ category: Category; siblings: Category[] } | null> {
    return this.reads.categories.getCategoryBySlug(context, slug, options);
  }

  getFirstLevelCategories(context: CatalogueContext): Promise<Category[]> {
    return this.reads.categories.getFirstLevelCategories(context);
  }

  queryCategories(
    context: CatalogueContext,
    query: { parentKey?: string; keys?: string[]; limit: number; offset: number },
  ): Promise<Paged<Category>> {
    return this.reads.categories.queryCategories(context, query);
  }

  getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null> {
    return this.reads.products.getProductBySlug(context, slug);
  }

  getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]> {
    return this.reads.products.getProductsBySkus(context, skus);
  }

  getProductCardsBySkus(context: CatalogueContext, skus: string[]): Promise<ProductCard[]> {
    return this.reads.products.getProductCardsBySkus(context, skus);
  }

  getCartItems(context: CatalogueContext, skus: readonly string[]): Promise<CartItemFacts[]> {
    return this.reads.cartFacts.getCartItems(context, skus);
  }

  complementaryOf(sku: string, limit: number): Promise<{ categoryIds: string[]; skus: string[] } | null> {
    return this.reads.cartFacts.complementaryOf(sku, limit);
  }

  getExtraGuarantees(context: CatalogueContext): Promise<ExtraGuaranteeFacts[]> {
    return this.reads.cartFacts.getExtraGuarantees(context);
  }

  searchAsYouType(
    context: CatalogueContext,
    text: string,
    limit: number,
  ): Promise<{ hits: SearchHit[]; total: number }> {
    return this.reads.listings.searchAsYouType(context, text, limit);
  }

  listProducts(context: CatalogueContext, request: ListingRequest): Promise<ListingResult> {
    return this.reads.listings.listProducts(context, request);
  }

  listProductCards(context: CatalogueContext, request: ListingRequest): Promise<CardListingResult> {
    return this.reads.listings.listProductCards(context, request);
  }

  getReviews(
    context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null> {
    return this.reads.reviews.getReviews(context, productId, query);
  }

  listReviewHighlights(context: CatalogueContext, query: ReviewHighlightQuery): Promise<ReviewHighlight[] | null> {
    return this.reads.reviews.listReviewHighlights(context, query);
  }

  getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null> {
    return this.reads.seo.getSeoRedirection(country, sourceUrl);
  }

  sitemapSlugs(
    kind: 'category' | 'product',
    languages: readonly string[],
    offset: number,
    limit: number,
  ): Promise<Array<{ id: string; slugs: Partial<Record<string, string>> }>> {
    return this.reads.seo.sitemapSlugs(kind, languages, offset, limit);
  }

  countPublishedProducts(): Promise<number> {
    return this.reads.seo.countPublishedProducts();
  }

  /**
   * The catalogue changed (cache-invalidation endpoint): the category trees and the cards are read again, and a new
   * listing index is built in the background while the one there is goes on answering.
   */
  invalidate(): void {
    this.reads.categories.forget();
    this.reads.products.clearCards();
    this.reads.listings.invalidate();
  }

  /**
   * ADR 010: what changed, named by cache tags (cache-tags.server.ts). A product's cards are read again and
   * its prices into the listing index, which stays (a rebuild under way is followed by one more, as it may have read
   * them before); a category changed: the category trees are read again. Content pages and blocks are not the
   * catalogue's.
   */
  invalidateTags(tags: readonly CacheTag[]): void {
    if (tagValues(tags, 'category').length > 0) this.reads.categories.forget();
    const products = tagValues(tags, 'product');
    if (products.length === 0) return;
    this.reads.products.dropCards(products);
    this.reads.listings.refreshPrices(products);
  }

  /** Build the listing index before the first request needs it (in the background; failures go to onIndexError). */
  warm(): void {
    this.reads.listings.warm();
  }

  /** Resolves when no build of the listing index is under way (tests, benchmarks). */
  async settled(): Promise<void> {
    await this.reads.listings.settled();
  }
}
