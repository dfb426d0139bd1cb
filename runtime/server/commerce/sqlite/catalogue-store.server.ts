import type BetterSqlite3 from 'better-sqlite3';
import { COUNTRIES, LOCALES, type CountryCode, type LocaleCode } from '../../../../generated/index.ts';
import type {
  CatalogueContext,
  Category,
  CmsPage,
  ListingRequest,
  ListingResult,
  Paged,
  Product,
  ReviewPage,
  ReviewSort,
  SeoRedirection,
  Store,
} from '../catalogue-types.ts';
import type { CataloguePort } from '../port.ts';
import {
  toCategory,
  toProduct,
  toReview,
  toSearchHit,
  toStore,
  type CategoryRow,
  type ProductRow,
  type ReviewRow,
  type SearchHitRow,
  type StoreRow,
} from './catalogue-mappers.ts';
import { searchTable } from './migrations.server.ts';
import { ftsQuery } from './search-text.ts';

/** spec/1 §2.6 quick tags, counted in every listing's tag facet. */
const QUICK_TAGS = ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const;

const PRODUCT_COLUMNS = `p.id, p.sku, p.key, p.brand, p.family, p.published, p.eligible_for_selling, p.freight,
  p.is_bware, p.created_at, p.release_date, p.energy_class, p.tags, p.volume_discount_group, p.images,
  p.attributes, p.rating_average, p.rating_count, p.ratings_distribution, t.name, t.slug, t.description,
  t.highlights, pr.cent_amount, pr.discounted_cent_amount, i.available_quantity`;

const PRICE = 'coalesce(pr.discounted_cent_amount, pr.cent_amount)';

interface Filter {
  joins: string[];
  where: string[];
  params: Record<string, unknown>;
}

/** The embedded engine's catalogue: SQLite reads through prepared statements, cached by their SQL. */
export class SqliteCatalogue implements CataloguePort {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly sqlite: BetterSqlite3.Database) {}

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

  private categories(context: CatalogueContext): Category[] {
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

  private productsWhere(context: CatalogueContext, where: string, params: Record<string, unknown>): Product[] {
    const rows = this.all<ProductRow>(
      `select ${PRODUCT_COLUMNS}
       from products p
       join product_texts t on t.product_id = p.id and t.language = @language
       left join prices pr on pr.product_id = p.id and pr.currency = @currency
       left join inventory i on i.sku = p.sku
       where ${where}`,
      { ...params, language: context.language, currency: context.currency },
    );
    return this.withDetails(rows, context);
  }

  /** Categories, breadcrumbs and accessories of a page of products, in two queries rather than two per product. */
  private withDetails(rows: ProductRow[], context: CatalogueContext): Product[] {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((row) => row.id));
    const categories = this.all<{
      product_id: string;
      id: string;
      key: string;
      depth: number;
      name: string;
      slug: string;
    }>(
      `select pc.product_id, c.id, c.key, c.depth, t.name, t.slug
       from product_categories pc
       join categories c on c.id = pc.category_id
       join category_texts t on t.category_id = c.id and t.language = @language
       where pc.product_id in (select value from json_each(@ids))
       order by pc.product_id, c.depth`,
      { ids, language: context.language },
    );
    const accessories = this.all<{ product_id: string; related_product_id: string }>(
      `select product_id, related_product_id from product_relations
       where kind = 'accessory' and product_id in (select value from json_each(@ids))`,
      { ids },
    );
    return rows.map((row) => {
      const own = categories.filter((category) => category.product_id === row.id);
      return toProduct(
        row,
        {
          categories: own.map(({ id, key, depth }) => ({ id, key, depth })),
          breadcrumbs: own.map(({ key, name, slug }) => ({ key, name, slug })),
          relatedAccessories: accessories
            .filter((accessory) => accessory.product_id === row.id)
            .map((accessory) => accessory.related_product_id),
        },
        context,
      );
    });
  }

  async getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null> {
    // spec/1 §5: only published products are shown.
    const [product] = this.productsWhere(context, 't.slug = @slug and p.published = 1', { slug });
    return product ?? null;
  }

  async getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]> {
    if (skus.length === 0) return [];
    const found = this.productsWhere(context, 'p.sku in (select value from json_each(@skus)) and p.published = 1', {
      skus: JSON.stringify(skus),
    });
    return skus.flatMap((sku) => found.filter((product) => product.sku === sku));
  }

  async searchAsYouType(context: CatalogueContext, text: string, limit: number) {
    const match = ftsQuery(text);
    if (match === null) return { hits: [], total: 0 };
    const table = searchTable(context.language);
    const params = { match, language: context.language, currency: context.currency, limit };
    const rows = this.all<SearchHitRow>(
      `select p.id, p.sku, t.name, t.slug, p.images, pr.cent_amount, pr.discounted_cent_amount
       from ${table} s
       join products p on p.rowid = s.rowid
       join product_texts t on t.product_id = p.id and t.language = @language
       left join prices pr on pr.product_id = p.id and pr.currency = @currency
       where ${table} match @match and p.published = 1 and p.eligible_for_selling = 1
       order by bm25(${table}, 10.0, 5.0, 1.0), p.rating_count desc
       limit @limit`,
      params,
    );
    const total = this.get<{ total: number }>(
      `select count(*) as total from ${table} s join products p on p.rowid = s.rowid
       where ${table} match @match and p.published = 1 and p.eligible_for_selling = 1`,
      { match },
    )!.total;
    return { hits: rows.map((row) => toSearchHit(row, context)), total };
  }

  /** The listing's filters as SQL, leaving one facet's own filter out when counting that facet. */
  private filter(
    context: CatalogueContext,
    request: ListingRequest,
    leaveOut: 'brands' | 'tags' | 'rating' | 'price' | null,
  ): Filter {
    const filter: Filter = {
      joins: ['join prices pr on pr.product_id = p.id and pr.currency = @currency'],
      // spec/1 §5: only published products, and only products eligible for selling.
      where: ['p.published = 1', 'p.eligible_for_selling = 1'],
      params: { currency: context.currency },
    };
    const match = request.text === undefined ? null : ftsQuery(request.text);
    if (request.text !== undefined) {
      const table = searchTable(context.language);
      filter.joins.push(`join ${table} s on s.rowid = p.rowid`);
      filter.where.push(match === null ? '0' : `${table} match @match`);
      filter.params.match = match;
    }
    if (request.categoryKey !== undefined) {
      filter.joins.push(
        'join product_categories pc on pc.product_id = p.id and pc.category_id = (select id from categories where key = @categoryKey)',
      );
      filter.params.categoryKey = request.categoryKey;
    }
    if (leaveOut !== 'brands' && request.brands?.length) {
      filter.where.push('p.brand in (select value from json_each(@brands))');
      filter.params.brands = JSON.stringify(request.brands);
    }
    const tags = [...(request.tags ?? []), ...(request.preset === 'new-arrivals' ? ['new'] : [])];
    if (leaveOut !== 'tags' && tags.length) {
      // Tags are OR-ed within the facet, as shoppers expect of a refinement list.
      filter.where.push(`(${tags.map((_, n) => `instr(' ' || p.tags || ' ', @tag${n}) > 0`).join(' or ')})`);
      tags.forEach((tag, n) => (filter.params[`tag${n}`] = ` ${tag} `));
    }
    if (request.preset === 'sales') filter.where.push('pr.discounted_cent_amount is not null');
    if (leaveOut !== 'rating' && request.minRating !== undefined) {
      filter.where.push('p.rating_average >= @minRating');
      filter.params.minRating = request.minRating;
    }
    if (leaveOut !== 'price' && request.priceMin !== undefined) {
      filter.where.push(`${PRICE} >= @priceMin`);
      filter.params.priceMin = request.priceMin;
    }
    if (leaveOut !== 'price' && request.priceMax !== undefined) {
      filter.where.push(`${PRICE} <= @priceMax`);
      filter.params.priceMax = request.priceMax;
    }
    return filter;
  }

  private from(filter: Filter): string {
    return `from products p ${filter.joins.join(' ')} where ${filter.where.join(' and ')}`;
  }

  async listProducts(context: CatalogueContext, request: ListingRequest): Promise<ListingResult> {
    const base = this.filter(context, request, null);
    const total = this.get<{ total: number }>(`select count(*) as total ${this.from(base)}`, base.params)!.total;
    const pageCount = Math.max(1, Math.ceil(total / request.hitsPerPage));
    const page = Math.min(Math.max(1, request.page), pageCount);
    const offset = (page - 1) * request.hitsPerPage;
    const table = searchTable(context.language);
    const order = {
      relevance: base.params.match
        ? `bm25(${table}, 10.0, 5.0, 1.0), p.rating_count desc`
        : 'p.rating_count desc, p.rating_average desc',
      'name-asc': 't.name asc',
      'name-desc': 't.name desc',
      'price-asc': `${PRICE} asc`,
      'price-desc': `${PRICE} desc`,
      newest: 'p.created_at desc',
    }[request.sort];
    const rows = this.all<ProductRow>(
      `select ${PRODUCT_COLUMNS}
       ${this.from({ ...base, joins: [...base.joins, 'join product_texts t on t.product_id = p.id and t.language = @language', 'left join inventory i on i.sku = p.sku'] })}
       order by ${order}, p.id
       limit @limit offset @offset`,
      { ...base.params, language: context.language, limit: request.hitsPerPage, offset },
    );
    return {
      offset,
      limit: request.hitsPerPage,
      count: rows.length,
      total,
      page,
      pageCount,
      results: this.withDetails(rows, context),
      facets: this.facets(context, request),
    };
  }

  private facets(context: CatalogueContext, request: ListingRequest): ListingResult['facets'] {
    const byBrand = this.filter(context, request, 'brands');
    const brands = this.all<{ value: string; count: number }>(
      `select p.brand as value, count(*) as count ${this.from(byBrand)} group by p.brand order by count desc, value`,
      byBrand.params,
    );
    const byTag = this.filter(context, request, 'tags');
    const tagNames = [
      ...QUICK_TAGS,
      ...COUNTRIES[context.country].flags.campaigns.map((campaign) => `campaign-${campaign.name}`),
    ];
    const tagCounts = this.get<Record<string, number>>(
      `select ${tagNames.map((_, n) => `sum(instr(' ' || p.tags || ' ', @facetTag${n}) > 0) as t${n}`).join(', ')}
       ${this.from(byTag)}`,
      { ...byTag.params, ...Object.fromEntries(tagNames.map((tag, n) => [`facetTag${n}`, ` ${tag} `])) },
    )!;
    const byRating = this.filter(context, request, 'rating');
    const ratingCounts = this.get<Record<string, number>>(
      `select sum(p.rating_average >= 1) as r1, sum(p.rating_average >= 2) as r2, sum(p.rating_average >= 3) as r3,
         sum(p.rating_average >= 4) as r4 ${this.from(byRating)}`,
      byRating.params,
    )!;
    const byPrice = this.filter(context, request, 'price');
    const price = this.get<{ min: number | null; max: number | null }>(
      `select min(${PRICE}) as min, max(${PRICE}) as max ${this.from(byPrice)}`,
      byPrice.params,
    )!;
    const base = this.filter(context, request, null);
    const current = request.categoryKey
      ? this.get<{ id: string; depth: number }>('select id, depth from categories where key = ?', [request.categoryKey])
      : undefined;
    const byCategory: Filter = {
      ...base,
      joins: [
        ...base.joins,
        'join product_categories facet on facet.product_id = p.id and facet.depth = @childDepth',
        `join categories c on c.id = facet.category_id${current ? ' and c.parent_id = @parentId' : ''}`,
        'join category_texts t on t.category_id = c.id and t.language = @language',
      ],
    };
    // The categories one level below the current one (the first level on a search page), with their counts.
    const categories = this.all<{ value: string; count: number; name: string; slug: string; depth: number }>(
      `select c.key as value, count(*) as count, t.name, t.slug, c.depth ${this.from(byCategory)}
       group by c.key order by count desc, c.key`,
      {
        ...base.params,
        childDepth: current ? current.depth + 1 : 0,
        ...(current ? { parentId: current.id } : {}),
        language: context.language,
      },
    );
    return {
      brands,
      tags: tagNames.map((value, n) => ({ value, count: tagCounts[`t${n}`] ?? 0 })).filter((facet) => facet.count > 0),
      ratings: [4, 3, 2, 1].map((stars) => ({ value: String(stars), count: ratingCounts[`r${stars}`] ?? 0 })),
      categories,
      price: price.min === null || price.max === null ? null : { min: price.min, max: price.max },
    };
  }

  async getReviews(
    _context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null> {
    const product = this.get<{ rating_average: number; rating_count: number; ratings_distribution: string }>(
      'select rating_average, rating_count, ratings_distribution from products where id = ? and published = 1',
      [productId],
    );
    if (!product) return null;
    // spec/3 §2: rating descending then created date descending, or most recent.
    const order = query.sort === 'rating' ? 'rating desc, created_at desc' : 'created_at desc';
    const rows = this.all<ReviewRow>(
      `select * from reviews where product_id = @productId and included_in_statistics = 1
       order by ${order}, id limit @limit offset @offset`,
      { productId, limit: query.limit, offset: query.offset },
    );
    const total = this.get<{ total: number }>(
      'select count(*) as total from reviews where product_id = ? and included_in_statistics = 1',
      [productId],
    )!.total;
    return {
      offset: query.offset,
      limit: query.limit,
      count: rows.length,
      total,
      results: rows.map(toReview),
      statistics: {
        averageRating: product.rating_average,
        count: product.rating_count,
        ratingsDistribution: JSON.parse(product.ratings_distribution) as Record<string, number>,
      },
    };
  }

  async getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null> {
    const row = this.get<{ target_url: string; redirection_code: number }>(
      'select target_url, redirection_code from seo_redirections where country = ? and source_url = ?',
      [country, sourceUrl],
    );
    return row ? { redirectionCode: row.redirection_code, targetURL: row.target_url } : null;
  }

  async getContentPage(slug: string, locale: LocaleCode): Promise<CmsPage | null> {
    const row = this.get<{ slug: string; locale: string; title: string; blocks: string }>(
      'select slug, locale, title, blocks from cms_pages where slug = ? and locale = ?',
      [slug, locale],
    );
    return row
      ? {
          slug: row.slug,
          locale: row.locale as LocaleCode,
          title: row.title,
          blocks: JSON.parse(row.blocks) as CmsPage['blocks'],
        }
      : null;
  }

  async listContentPages(locale: LocaleCode): Promise<string[]> {
    return this.all<{ slug: string }>('select slug from cms_pages where locale = ? order by slug', [locale]).map(
      (row) => row.slug,
    );
  }
}

function localeOf(context: CatalogueContext): LocaleCode {
  const code = `${context.language}-${context.country.toUpperCase()}`;
  return (
    code in LOCALES ? code : `${COUNTRIES[context.country].defaultLanguage}-${context.country.toUpperCase()}`
  ) as LocaleCode;
}
