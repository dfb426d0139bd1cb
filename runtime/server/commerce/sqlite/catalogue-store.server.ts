import BetterSqlite3 from 'better-sqlite3';
import { LANGUAGE_CODES, type CountryCode } from '../../../../generated/index.ts';
import {
  type CardListingResult,
  type CatalogueContext,
  type Category,
  type ListingRequest,
  type ListingResult,
  localeOf,
  type Paged,
  type Product,
  type ProductCard,
  type ReviewPage,
  type ReviewSort,
  type SeoRedirection,
  type Store,
} from '../ports/catalogue-types.ts';
import type { ReviewHighlight } from '../../../../generated/types.ts';
import type {
  CartItemFacts,
  CataloguePort,
  ExtraGuaranteeFacts,
  ReviewHighlightQuery,
} from '../ports/catalogue-port.ts';
import type { ExtraGuaranteeTable } from './schema.ts';
import {
  toCategory,
  toProduct,
  toCartItem,
  toExtraGuarantee,
  toProductCard,
  type CartItemRow,
  toReview,
  toSearchHit,
  toStore,
  type CategoryRow,
  type ProductCardRow,
  type ProductRow,
  type ReviewRow,
  type SearchHitRow,
  type StoreRow,
} from './catalogue-mappers.ts';
import { tagValues, type CacheTag } from '../cache-tags.server.ts';
import { CardCache } from './card-cache.server.ts';
import { buildListingIndex, type ListingIndex, type ListingPart } from './listing-index.server.ts';
import { readReviewHighlights, reviewLocalesOf } from './review-highlights.server.ts';
import { narrowedCategory } from '../../../domain/catalogue/listing-scope.ts';
import { DEFAULT_SLICES, runInSlices, type SliceOptions } from './sliced-work.server.ts';

const PRODUCT_COLUMNS = `p.id, p.sku, p.key, p.brand, p.family, p.published, p.eligible_for_selling, p.freight,
  p.is_bware, p.created_at, p.release_date, p.energy_class, p.tags, p.volume_discount_group, p.images,
  p.attributes, p.rating_average, p.rating_count, p.ratings_distribution, t.name, t.slug, t.description,
  t.highlights, t.meta_keywords, pr.cent_amount, pr.discounted_cent_amount, i.available_quantity`;

/**
 * What a card or a comparison row shows (catalogue-mappers.ts ProductCardRow, ADR 011): no description,
 * highlights, keywords or statistics' distribution; the first image and the technical details taken out of their
 * JSON by SQLite, so that only they are parsed.
 */
const CARD_COLUMNS = `p.id, p.sku, p.brand, p.published, p.eligible_for_selling, p.energy_class, p.tags,
  p.rating_average, p.rating_count, json_extract(p.images, '$[0].url') as image_url,
  json_extract(p.images, '$[0].label') as image_label, json_extract(p.attributes, '$.techdetails') as techdetails,
  t.name, t.slug, pr.cent_amount, pr.discounted_cent_amount, i.available_quantity`;

/** A product's price in @currency and its stock, beside its row `p` (PRODUCT_COLUMNS and CARD_COLUMNS read them). */
const PRICE_AND_STOCK = `left join prices pr on pr.product_id = p.id and pr.currency = @currency
       left join inventory i on i.sku = p.sku`;

/**
 * Products by id (the JSON array @ids), in the order given, with their text in @language, price in @currency and
 * stock. `cross join` keeps SQLite's planner from walking every product text of the language first (it would, for a
 * handful of ids, at 100,000 products: BENCHMARKS.md). A product without a text in the language is left out.
 */
const BY_IDS = `from json_each(@ids) wanted
       cross join products p on p.id = wanted.value
       cross join product_texts t on t.product_id = p.id and t.language = @language
       ${PRICE_AND_STOCK}
       order by wanted.key`;

/**
 * A product's details beside its row (productsByIds): its categories from the top down with their texts in
 * @language, its slugs in every language, its accessories by id — each a JSON array or object, the arrays in the
 * order their aggregate names (SQLite 3.44's `json_group_array(… order by …)`).
 */
const PRODUCT_DETAILS = `
  (select json_group_array(json_array(c.id, c.key, c.depth, ct.name, ct.slug) order by c.depth)
     from product_categories pc
     cross join categories c on c.id = pc.category_id
     cross join category_texts ct on ct.category_id = c.id and ct.language = @language
     where pc.product_id = p.id) as categories_json,
  (select json_group_object(st.language, st.slug) from product_texts st where st.product_id = p.id) as slugs_json,
  (select json_group_array(related_product_id order by related_product_id) from product_relations
     where product_id = p.id and kind = 'accessory') as accessories_json`;

/**
 * The reviews a product page lists (ADR 013): the product's (@productId) counted in its statistics, written in
 * one of the page language's locales (the JSON array @locales).
 */
const SHOWN_REVIEWS = `product_id = @productId and included_in_statistics = 1
  and locale in (select value from json_each(@locales))`;

/**
 * A page of a product's reviews (@limit from @offset), spec/3 §2: rating descending then created date descending, or
 * most recent first; the id breaks ties, so that pages neither repeat nor skip a review. Most recent first is read in
 * its order from index reviews_product_recent (migration 007), without a sort.
 */
export function reviewsPageSql(sort: ReviewSort): string {
  const order = sort === 'rating' ? 'rating desc, created_at desc, id' : 'created_at desc, id';
  return `select * from reviews where ${SHOWN_REVIEWS} order by ${order} limit @limit offset @offset`;
}

/** The columns PRODUCT_DETAILS adds to a product's row. */
interface ProductDetailsRow {
  categories_json: string;
  slugs_json: string;
  accessories_json: string;
}

/** A listing's answer with its products as the read gives them: full products (the API's) or cards (the pages'). */
type Listing<T> = Omit<ListingResult, 'results'> & { results: T[] };

export interface SqliteCatalogueOptions {
  /** How the listing index is built: in slices that give the event loop back (sliced-work.server.ts). */
  slices?: SliceOptions;
  /** Told when building the listing index fails; a previous index, if any, goes on answering. */
  onIndexError?: (error: unknown) => void;
}

/** The embedded engine's catalogue: SQLite reads through prepared statements, cached by their SQL. */
export class SqliteCatalogue implements CataloguePort {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly slices: SliceOptions;
  private readonly onIndexError: (error: unknown) => void;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    options: SqliteCatalogueOptions = {},
  ) {
    this.slices = options.slices ?? DEFAULT_SLICES;
    this.onIndexError = options.onIndexError ?? ((error) => console.error('Building the listing index failed:', error));
  }

  private statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private all<T>(sql: string, params: Record<string, unknown> | unknown[] = {}): T[] {
    return this.statement(sql).all(params) as T[];
  }

  private get<T>(sql: string, params: Record<string, unknown> | unknown[] = {}): T | undefined {
    return this.statement(sql).get(params) as T | undefined;
  }

  async getStore(key: string): Promise<Store | null> {
    const row = this.get<StoreRow>('select * from stores where key = ?', [key]);
    return row ? toStore(row) : null;
  }

  async queryStores(query: { keys?: string[]; limit: number; offset: number }): Promise<Paged<Store>> {
    const rows = this.all<StoreRow>('select * from stores order by key').filter(
      (row) => !query.keys || query.keys.includes(row.key),
    );
    const results = rows.slice(query.offset, query.offset + query.limit).map(toStore);
    return { offset: query.offset, limit: query.limit, count: results.length, total: rows.length, results };
  }

  private categoryRows(context: CatalogueContext): CategoryRow[] {
    const locale = localeOf(context);
    return this.all<CategoryRow>(
      `select c.*, parent.key as parent_key, t.name, t.slug, t.meta_title, t.meta_description,
         cc.content_html, cc.posts,
         (select count(*) from categories child where child.parent_id = c.id) as child_count
       from categories c
       join category_texts t on t.category_id = c.id and t.language = @language
       left join categories parent on parent.id = c.parent_id
       left join category_content cc on cc.category_id = c.id and cc.locale = @locale
       order by c.depth, c.order_hint`,
      { language: context.language, locale },
    );
  }

  /** The category tree as each storefront and language sees it, read once (it is read on every listing). */
  private readonly categoryTrees = new Map<string, Category[]>();

  private categories(context: CatalogueContext): Category[] {
    const key = `${context.country}:${context.language}`;
    let tree = this.categoryTrees.get(key);
    if (!tree) {
      tree = this.readCategories(context);
      this.categoryTrees.set(key, tree);
    }
    return tree;
  }

  private readCategories(context: CatalogueContext): Category[] {
    const rows = this.categoryRows(context);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return rows.map((row) => {
      const ancestors: Category['ancestors'] = [];
      for (let parent = row.parent_id ? byId.get(row.parent_id) : undefined; parent;) {
        ancestors.unshift({ id: parent.id, key: parent.key, name: parent.name, slug: parent.slug });
        parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
      }
      return toCategory(row, ancestors, context);
    });
  }

  async getCategoryBySlug(context: CatalogueContext, slug: string, options: { fetchSiblings: boolean }) {
    const all = this.categories(context);
    const category = all.find((candidate) => candidate.slug === slug);
    if (!category) return null;
    const siblings = options.fetchSiblings
      ? all.filter((other) => other.parent?.id === category.parent?.id && other.id !== category.id)
      : [];
    return { category, siblings };
  }

  async getFirstLevelCategories(context: CatalogueContext): Promise<Category[]> {
    return this.categories(context).filter((category) => category.depth === 0);
  }

  async queryCategories(
    context: CatalogueContext,
    query: { parentKey?: string; keys?: string[]; limit: number; offset: number },
  ): Promise<Paged<Category>> {
    const matching = this.categories(context).filter(
      (category) =>
        (query.parentKey === undefined || category.parent?.key === query.parentKey) &&
        (query.keys === undefined || query.keys.includes(category.key)),
    );
    const results = matching.slice(query.offset, query.offset + query.limit);
    return { offset: query.offset, limit: query.limit, count: results.length, total: matching.length, results };
  }

  /**
   * Full products by id, in the order given (BY_IDS), each with its categories (breadcrumbs), its slugs in every
   * language and its accessories read in the same query, as JSON (ADR 011: one query a page of products
   * rather than four; on a product page each query cost more than its rows, SQLite's code and pages having left
   * the processor's caches while the page rendered). Each sub-select starts from the product (its indexes).
   */
  private productsByIds(context: CatalogueContext, ids: readonly string[]): Product[] {
    if (ids.length === 0) return [];
    const rows = this.all<ProductRow & ProductDetailsRow>(
      `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAILS} ${BY_IDS}`,
      this.byIds(context, ids),
    );
    return this.withDetails(rows, context);
  }

  /** Products with their details, from rows read with PRODUCT_DETAILS. */
  private withDetails(rows: ReadonlyArray<ProductRow & ProductDetailsRow>, context: CatalogueContext): Product[] {
    return rows.map((row) => {
      const own = JSON.parse(row.categories_json) as Array<
        [id: string, key: string, depth: number, name: string, slug: string]
      >;
      return toProduct(
        row,
        {
          categories: own.map(([id, key, depth]) => ({ id, key, depth })),
          breadcrumbs: own.map(([, key, , name, slug]) => ({ key, name, slug })),
          relatedAccessories: JSON.parse(row.accessories_json) as string[],
          slugAllLocales: JSON.parse(row.slugs_json) as Record<string, string>,
        },
        context,
      );
    });
  }

  /**
   * Cards by id, in the order given (BY_IDS): one query, no details (ADR 011: a card needs neither the
   * product's categories, its accessories nor its slugs in other languages), for those the card cache does not hold.
   */
  private cardsByIds(context: CatalogueContext, ids: readonly string[]): ProductCard[] {
    if (ids.length === 0) return [];
    const shop = `${context.country}|${context.language}|${context.currency}`;
    return this.cards.cards(shop, ids, (missing) =>
      this.all<ProductCardRow>(`select ${CARD_COLUMNS} ${BY_IDS}`, this.byIds(context, missing)).map((row) =>
        toProductCard(row, context),
      ),
    );
  }

  /** The cards read so far (card-cache.server.ts), dropped with what they show. */
  private readonly cards = new CardCache();

  private byIds(context: CatalogueContext, ids: readonly string[]) {
    return { ids: JSON.stringify(ids), language: context.language, currency: context.currency };
  }

  async getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null> {
    // spec/1 §5: only published products are shown. A product page's own slug: the product in one query.
    const [own] = this.withDetails(
      this.all<ProductRow & ProductDetailsRow>(
        `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAILS}
         from product_texts t
         cross join products p on p.id = t.product_id
         ${PRICE_AND_STOCK}
         where t.language = @language and t.slug = @slug and p.published = 1`,
        { language: context.language, currency: context.currency, slug },
      ),
      context,
    );
    if (own !== undefined) return own;
    const id =
      // ADR 014: a product's slug in another language (a shared link, a language switch) finds the product, which
      // answers with its slug in the context's language; the page redirects there. Each language is one probe of
      // the (language, slug) index.
      this.get<{ id: string }>(
        `select p.id from product_texts t join products p on p.id = t.product_id
         where t.language in (${LANGUAGE_CODES.map((code) => `'${code}'`).join(', ')}) and t.slug = @slug
           and p.published = 1
         limit 1`,
        { slug },
      )?.id;
    return id === undefined ? null : (this.productsByIds(context, [id])[0] ?? null);
  }

  async getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]> {
    return this.productsByIds(context, this.publishedIdsOfSkus(skus));
  }

  async getProductCardsBySkus(context: CatalogueContext, skus: string[]): Promise<ProductCard[]> {
    return this.cardsByIds(context, this.publishedIdsOfSkus(skus));
  }

  async getCartItems(context: CatalogueContext, skus: readonly string[]): Promise<CartItemFacts[]> {
    if (skus.length === 0) return [];
    const rows = this.all<CartItemRow>(
      `select p.id, p.sku, p.eligible_for_selling, p.freight, p.volume_discount_group, p.brand, p.category_id,
         json_extract(p.images, '$[0].url') as image_url,
         json_extract(p.images, '$[0].label') as image_label, t.name, t.slug, pr.cent_amount,
         pr.discounted_cent_amount, i.available_quantity
       from json_each(@skus) wanted
       cross join products p on p.sku = wanted.value and p.published = 1
       cross join product_texts t on t.product_id = p.id and t.language = @language
       ${PRICE_AND_STOCK}
       order by wanted.key`,
      { skus: JSON.stringify([...new Set(skus)]), language: context.language, currency: context.currency },
    );
    const relations = this.categoryRelations();
    return rows.map((row) => toCartItem(row, context, relations.get(row.category_id) ?? []));
  }

  /** Each category's relation keys for the extra guarantee's exclusions: its own key and its root's (read once). */
  private relations: Map<string, string[]> | null = null;

  private categoryRelations(): Map<string, string[]> {
    if (this.relations === null) {
      const rows = this.all<{ id: string; key: string; parent_id: string | null }>(
        `select id, key, parent_id from categories`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const rootOf = (row: (typeof rows)[number]): (typeof rows)[number] => {
        const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
        return parent === undefined ? row : rootOf(parent);
      };
      this.relations = new Map(rows.map((row) => [row.id, [...new Set([row.key, rootOf(row).key])]]));
    }
    return this.relations;
  }

  async complementaryOf(sku: string, limit: number): Promise<{ categoryIds: string[]; skus: string[] } | null> {
    const base = this.get<{ id: string }>(`select id from products where sku = ? and published = 1`, [sku]);
    if (base === undefined) return null;
    const categoryIds = this.all<{ category_id: string }>(
      `select a.category_id from product_relations r join products a on a.id = r.related_product_id
       where r.product_id = ? and r.kind = 'accessory' group by a.category_id order by min(r.rowid)`,
      [base.id],
    ).map((row) => row.category_id);
    const skus = this.all<{ sku: string }>(
      `select p.sku from json_each(@categories) c cross join products p on p.category_id = c.value
       where p.published = 1 order by p.rating_count desc, p.sku limit @limit`,
      { categories: JSON.stringify(categoryIds), limit },
    ).map((row) => row.sku);
    return { categoryIds, skus };
  }

  async getExtraGuarantees(context: CatalogueContext): Promise<ExtraGuaranteeFacts[]> {
    return this.all<ExtraGuaranteeTable>(`select * from extra_guarantees order by sku`).map((row) =>
      toExtraGuarantee(row, context.language),
    );
  }

  /** The ids of the published products of the SKUs, in the SKUs' order, each once. */
  private publishedIdsOfSkus(skus: readonly string[]): string[] {
    if (skus.length === 0) return [];
    return this.all<{ id: string }>(
      `select p.id from json_each(@skus) wanted cross join products p on p.sku = wanted.value
       where p.published = 1 order by wanted.key`,
      { skus: JSON.stringify([...new Set(skus)]) },
    ).map((row) => row.id);
  }

  async searchAsYouType(context: CatalogueContext, text: string, limit: number) {
    const { ids, total } = (await this.listingIndex()).searchAsYouType(text, context.language, limit);
    if (ids.length === 0) return { hits: [], total };
    const rows = this.all<SearchHitRow>(
      `select p.id, p.sku, t.name, t.slug, p.images, pr.cent_amount, pr.discounted_cent_amount
       from products p
       join product_texts t on t.product_id = p.id and t.language = @language
       left join prices pr on pr.product_id = p.id and pr.currency = @currency
       where p.id in (select value from json_each(@ids))`,
      { ids: JSON.stringify(ids), language: context.language, currency: context.currency },
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { hits: ids.flatMap((id) => (byId.has(id) ? [toSearchHit(byId.get(id)!, context)] : [])), total };
  }

  /** The index listings answer from: replaced whole when a rebuild is done, so a listing reads one index. */
  private listing: ListingIndex | null = null;
  /** The build under way, if any. */
  private building: Promise<ListingIndex> | null = null;
  /** The catalogue changed while a build was under way, which may have read it before the change. */
  private stale = false;

  /** The index; only the very first build, with no index to answer from yet, is waited for. */
  private listingIndex(): ListingIndex | Promise<ListingIndex> {
    return this.listing ?? this.building ?? this.rebuild();
  }

  private rebuild(): Promise<ListingIndex> {
    this.stale = false;
    const build = this.build(this.listing?.parts ?? []);
    this.building = build;
    build.then(
      () => {
        this.building = null;
        if (this.stale) void this.rebuild();
      },
      (error: unknown) => {
        // The index before (if any) goes on answering; the next invalidation tries again.
        this.building = null;
        this.onIndexError(error);
      },
    );
    return build;
  }

  /**
   * Builds an index in slices (the server answers meanwhile, from the index before), making the parts the index
   * before had made (prices and orders of the currencies and languages asked for), then hands it over.
   */
  private async build(parts: readonly ListingPart[]): Promise<ListingIndex> {
    const snapshot = this.snapshotReader();
    try {
      const index = await runInSlices(buildListingIndex(snapshot ?? this.sqlite, this.sqlite, parts), this.slices);
      this.listing = index;
      return index;
    } finally {
      snapshot?.close();
    }
  }

  /**
   * A second, read-only connection to the same file, in one read transaction, so that a build spread over many
   * slices reads one state of the catalogue (WAL: readers see the snapshot they started with while the main
   * connection writes). An in-memory database has no second connection; its build reads the main one.
   */
  private snapshotReader(): BetterSqlite3.Database | null {
    if (this.sqlite.memory) return null;
    const reader = new BetterSqlite3(this.sqlite.name, { readonly: true, fileMustExist: true });
    reader.exec('begin');
    return reader;
  }

  /**
   * The catalogue changed (cache-invalidation endpoint): the category trees and the cards are read again, and a new
   * listing index is built in the background while the one there is goes on answering.
   */
  invalidate(): void {
    this.categoryTrees.clear();
    this.relations = null;
    this.cards.clear();
    if (this.building) this.stale = true;
    else if (this.listing) void this.rebuild();
  }

  /**
   * ADR 010: what changed, named by cache tags (cache-tags.server.ts). A product's cards are read again and
   * its prices into the listing index, which stays (a rebuild under way is followed by one more, as it may have read
   * them before); a category changed: the category trees are read again. Content pages and blocks are not the
   * catalogue's.
   */
  invalidateTags(tags: readonly CacheTag[]): void {
    if (tagValues(tags, 'category').length > 0) {
      this.categoryTrees.clear();
      this.relations = null;
    }
    const products = tagValues(tags, 'product');
    if (products.length === 0) return;
    this.cards.drop(products);
    this.listing?.refreshPrices(products);
    if (this.building) this.stale = true;
  }

  /** Build the listing index before the first request needs it (in the background; failures go to onIndexError). */
  warm(): void {
    if (!this.listing && !this.building) void this.rebuild();
  }

  /** Resolves when no build of the listing index is under way (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.building) await this.building.catch(() => undefined);
  }

  async listProducts(context: CatalogueContext, request: ListingRequest): Promise<ListingResult> {
    return this.listed(context, request, (ids) => this.productsByIds(context, ids));
  }

  async listProductCards(context: CatalogueContext, request: ListingRequest): Promise<CardListingResult> {
    return this.listed(context, request, (ids) => this.cardsByIds(context, ids));
  }

  /** A listing (spec/1 §2.6): the index finds the page's products and facets; `read` reads the products. */
  private async listed<T>(
    context: CatalogueContext,
    request: ListingRequest,
    read: (ids: readonly string[]) => T[],
  ): Promise<Listing<T>> {
    const categories = new Map(this.categories(context).map((category) => [category.key, category]));
    // ADR 014: the query's category levels only narrow the page's own category.
    const narrowed = narrowedCategory(request.categoryKey, request.categoryLevels ?? [], (key) => {
      const category = categories.get(key);
      return category && { key: category.key, parentKey: category.parent?.key ?? null };
    });
    if (narrowed === 'none') return emptyListing<T>(request);
    const index = await this.listingIndex();
    await index.prepare(request.sort, context.language, context.currency, this.slices);
    const { categoryLevels: _levels, categoryKey: _scope, ...filters } = request;
    const found = index.query(
      { ...filters, ...(narrowed.key === null ? {} : { categoryKey: narrowed.key }) },
      context.language,
      context.currency,
    );
    // A product gone since the index was built is left out of the page rather than answered half.
    const results = read(found.ids);
    return {
      offset: (found.page - 1) * request.hitsPerPage,
      limit: request.hitsPerPage,
      count: results.length,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      results,
      facets: {
        ...found.facets,
        categories: found.facets.categories.flatMap((facet) => {
          const category = categories.get(facet.value);
          return category ? [{ ...facet, name: category.name, slug: category.slug, depth: category.depth }] : [];
        }),
      },
    };
  }

  async getReviews(
    context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null> {
    // ADR 013: the list shows the reviews a shopper can read — those written in the page's language, in any
    // of its markets (de-AT, de-CH and de-DE on a German page), as the review carousel does (reviewLocalesOf). The
    // statistics stay the product's own, over every review (spec/3 §3 reviewRatingStatistics).
    const locales = JSON.stringify(reviewLocalesOf(context.language));
    // The statistics and how many reviews the list has, in one read; the page of reviews only when there is one.
    const product = this.get<{
      rating_average: number;
      rating_count: number;
      ratings_distribution: string;
      total: number;
    }>(
      `select rating_average, rating_count, ratings_distribution,
         (select count(*) from reviews where ${SHOWN_REVIEWS}) as total
       from products where id = @productId and published = 1`,
      { productId, locales },
    );
    if (!product) return null;
    const { total } = product;
    const rows =
      query.offset >= total
        ? []
        : this.all<ReviewRow>(reviewsPageSql(query.sort), {
            productId,
            locales,
            limit: query.limit,
            offset: query.offset,
          });
    return {
      offset: query.offset,
      limit: query.limit,
      count: rows.length,
      total,
      results: rows.map(toReview),
      exists: total > 0,
      statistics: {
        averageRating: product.rating_average,
        count: product.rating_count,
        ratingsDistribution: JSON.parse(product.ratings_distribution) as Record<string, number>,
      },
    };
  }

  async listReviewHighlights(
    context: CatalogueContext,
    query: ReviewHighlightQuery,
  ): Promise<ReviewHighlight[] | null> {
    return readReviewHighlights((sql, params) => this.all(sql, params), context, query);
  }

  async getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null> {
    const row = this.get<{ target_url: string; redirection_code: number }>(
      'select target_url, redirection_code from seo_redirections where country = ? and source_url = ?',
      [country, sourceUrl],
    );
    return row ? { redirectionCode: row.redirection_code, targetURL: row.target_url } : null;
  }

  async sitemapSlugs(kind: 'category' | 'product', languages: readonly string[], offset: number, limit: number) {
    // In id order (the primary key's index), so a part of a 100,000-product sitemap is one indexed range read.
    const [table, texts, key, filter] =
      kind === 'product'
        ? ['products', 'product_texts', 'product_id', 'and e.published = 1']
        : ['categories', 'category_texts', 'category_id', ''];
    const ids = this.all<{ id: string }>(
      `select e.id from ${table} e where 1 ${filter} order by e.id limit @limit offset @offset`,
      { offset, limit },
    ).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = this.all<{ id: string; language: string; slug: string }>(
      `select ${key} as id, language, slug from ${texts}
       where ${key} in (select value from json_each(@ids)) and language in (select value from json_each(@languages))`,
      { ids: JSON.stringify(ids), languages: JSON.stringify(languages) },
    );
    const byId = new Map(ids.map((id) => [id, {} as Partial<Record<string, string>>]));
    for (const row of rows) byId.get(row.id)![row.language] = row.slug;
    return ids.map((id) => ({ id, slugs: byId.get(id)! }));
  }

  async countPublishedProducts(): Promise<number> {
    return this.get<{ count: number }>('select count(*) as count from products where published = 1')!.count;
  }
}

/** A listing with nothing in it: a scope its query's filters part from (ADR 014). */
function emptyListing<T>(request: ListingRequest): Listing<T> {
  return {
    offset: 0,
    limit: request.hitsPerPage,
    count: 0,
    total: 0,
    page: 1,
    pageCount: 1,
    results: [],
    facets: {
      brands: [],
      tags: [],
      ratings: [4, 3, 2, 1].map((stars) => ({ value: String(stars), count: 0 })),
      categories: [],
      price: null,
    },
  };
}
