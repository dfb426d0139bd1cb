import BetterSqlite3 from 'better-sqlite3';
import { narrowedCategory } from '../../../../domain/catalogue/listing-scope.ts';
import type {
  CardListingResult,
  CatalogueContext,
  ListingRequest,
  ListingResult,
  SearchHit,
} from '../../ports/catalogue-types.ts';
import { toSearchHit, type SearchHitRow } from './catalogue-mappers.ts';
import { buildListingIndex, type ListingIndex, type ListingPart } from './listing-index.server.ts';
import { runInSlices, type SliceOptions } from '../sliced-work.server.ts';
import type { CategoryReads } from './categories.server.ts';
import type { ProductReads } from './products.server.ts';
import type { Statements } from './statements.server.ts';

/** A listing's answer with its products as the read gives them: full products (the API's) or cards (the pages'). */
type Listing<T> = Omit<ListingResult, 'results'> & { results: T[] };

/**
 * spec/1 §2.6 listing pages and §2.5 search-as-you-type, both answered from the in-memory listing index
 * (listing-index.server.ts): built in slices that give the event loop back, replaced whole when a rebuild is done,
 * while the one before goes on answering.
 */
export class ListingReads {
  /** The index listings answer from: replaced whole when a rebuild is done, so a listing reads one index. */
  private listing: ListingIndex | null = null;
  /** The build under way, if any. */
  private building: Promise<ListingIndex> | null = null;
  /** The catalogue changed while a build was under way, which may have read it before the change. */
  private stale = false;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly statements: Statements,
    private readonly categories: CategoryReads,
    private readonly products: ProductReads,
    /** How the listing index is built: in slices that give the event loop back (sliced-work.server.ts). */
    private readonly slices: SliceOptions,
    /** Told when building the listing index fails; a previous index, if any, goes on answering. */
    private readonly onIndexError: (error: unknown) => void,
  ) {}

  async searchAsYouType(
    context: CatalogueContext,
    text: string,
    limit: number,
  ): Promise<{ hits: SearchHit[]; total: number }> {
    const { ids, total } = (await this.listingIndex()).searchAsYouType(text, context.language, limit);
    if (ids.length === 0) return { hits: [], total };
    const rows = this.statements.all<SearchHitRow>(
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

  /** The catalogue changed: a new index is built in the background while the one there is goes on answering. */
  invalidate(): void {
    if (this.building) this.stale = true;
    else if (this.listing) void this.rebuild();
  }

  /**
   * Products changed (their cache tags): their prices are read into the index, which stays (a rebuild under way is
   * followed by one more, as it may have read them before).
   */
  refreshPrices(products: readonly string[]): void {
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
    return this.listed(context, request, (ids) => this.products.productsByIds(context, ids));
  }

  async listProductCards(context: CatalogueContext, request: ListingRequest): Promise<CardListingResult> {
    return this.listed(context, request, (ids) => this.products.cardsByIds(context, ids));
  }

  /** A listing (spec/1 §2.6): the index finds the page's products and facets; `read` reads the products. */
  private async listed<T>(
    context: CatalogueContext,
    request: ListingRequest,
    read: (ids: readonly string[]) => T[],
  ): Promise<Listing<T>> {
    const categories = new Map(this.categories.categories(context).map((category) => [category.key, category]));
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
