import type BetterSqlite3 from 'better-sqlite3';
import { LOCALES, type CurrencyCode, type LanguageCode } from '../../../../generated/index.ts';
import { boundedPage, CATEGORY_LEVEL_COUNT, QUICK_TAGS } from '../../../domain/routing/listing-query.ts';
import type { FacetValue, ListingRequest } from '../catalogue-types.ts';
import { searchTable } from './migrations.server.ts';
import { ftsQuery } from './search-text.ts';

/** Category levels 0 to 4 (spec/1 §2.6). */
const LEVELS = CATEGORY_LEVEL_COUNT;

export interface ListingPage {
  /** Product ids of the page, in order. */
  ids: string[];
  total: number;
  /** The page shown: the one asked for, or the last one when it asked for more (spec/1 §5 paging bounds). */
  page: number;
  pageCount: number;
  facets: {
    brands: FacetValue[];
    tags: FacetValue[];
    ratings: FacetValue[];
    categories: FacetValue[];
    price: { min: number; max: number } | null;
  };
}

/**
 * The listable catalogue (published and sellable products, spec/1 §5) held in typed arrays, so a listing with its
 * filters, facet counts and sort is one pass over memory rather than a handful of SQL scans: at 100,000 products
 * a few milliseconds instead of seconds (BENCHMARKS.md). Built on first use; rebuilt when the catalogue changes.
 * Full-text matching stays in SQLite's FTS5 tables, whose matches narrow the pass.
 */
export class ListingIndex {
  private readonly ids: string[] = [];
  private readonly rowIndex = new Map<number, number>();
  private readonly brands: string[] = [];
  private readonly brand: Uint16Array;
  private readonly rating: Float32Array;
  private readonly tagNames: string[] = [];
  private readonly tags: Uint32Array;
  /** categoryAt[depth][product] = category number + 1, 0 where the product's path is shorter. */
  private readonly categoryAt: Uint16Array[];
  private readonly categoryNumber = new Map<string, { number: number; depth: number }>();
  private readonly categoryKeys: string[] = [];
  private readonly categoryParent: Int32Array;
  private readonly price = new Map<CurrencyCode, Int32Array>();
  private readonly discounted = new Map<CurrencyCode, Uint8Array>();
  private readonly orders = new Map<string, Int32Array>();

  constructor(private readonly sqlite: BetterSqlite3.Database) {
    const rows = sqlite
      .prepare(
        `select p.rowid as rowid, p.id, p.brand, p.rating_average, p.rating_count, p.tags, p.created_at
         from products p where p.published = 1 and p.eligible_for_selling = 1 order by p.rowid`,
      )
      .all() as Array<{
      rowid: number;
      id: string;
      brand: string;
      rating_average: number;
      rating_count: number;
      tags: string;
      created_at: string;
    }>;
    const count = rows.length;
    this.brand = new Uint16Array(count);
    this.rating = new Float32Array(count);
    this.tags = new Uint32Array(count);
    const brandNumber = new Map<string, number>();
    const tagNumber = new Map<string, number>();
    QUICK_TAGS.forEach((tag) => tagNumber.set(tag, tagNumber.size));
    rows.forEach((row, index) => {
      this.ids.push(row.id);
      this.rowIndex.set(row.rowid, index);
      if (!brandNumber.has(row.brand)) brandNumber.set(row.brand, brandNumber.size);
      this.brand[index] = brandNumber.get(row.brand)!;
      this.rating[index] = row.rating_average;
      let mask = 0;
      for (const tag of row.tags === '' ? [] : row.tags.split(' ')) {
        if (!tagNumber.has(tag) && tagNumber.size < 32) tagNumber.set(tag, tagNumber.size);
        const bit = tagNumber.get(tag);
        if (bit !== undefined) mask |= 1 << bit;
      }
      this.tags[index] = mask >>> 0;
    });
    this.brands.push(...brandNumber.keys());
    this.tagNames.push(...tagNumber.keys());

    const categories = sqlite
      .prepare('select id, key, parent_id, depth from categories order by depth, order_hint')
      .all() as Array<{
      id: string;
      key: string;
      parent_id: string | null;
      depth: number;
    }>;
    const byId = new Map(categories.map((category, number) => [category.id, number]));
    this.categoryParent = new Int32Array(categories.length);
    categories.forEach((category, number) => {
      this.categoryNumber.set(category.key, { number, depth: category.depth });
      this.categoryKeys.push(category.key);
      this.categoryParent[number] = category.parent_id === null ? -1 : byId.get(category.parent_id)!;
    });
    this.categoryAt = Array.from({ length: LEVELS }, () => new Uint16Array(count));
    const links = sqlite
      .prepare(
        'select p.rowid as rowid, pc.category_id, pc.depth from product_categories pc join products p on p.id = pc.product_id',
      )
      .all() as Array<{
      rowid: number;
      category_id: string;
      depth: number;
    }>;
    for (const link of links) {
      const index = this.rowIndex.get(link.rowid);
      if (index !== undefined && link.depth < LEVELS)
        this.categoryAt[link.depth]![index] = byId.get(link.category_id)! + 1;
    }

    // Orders that do not depend on the request's language or currency are made now; the others on first use.
    const popularity = rows.map((row, index) => ({ index, count: row.rating_count, average: row.rating_average }));
    popularity.sort((a, b) => b.count - a.count || b.average - a.average || a.index - b.index);
    this.orders.set(
      'relevance',
      Int32Array.from(popularity, (entry) => entry.index),
    );
    const newest = rows.map((row, index) => ({ index, created: row.created_at }));
    newest.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : a.index - b.index));
    this.orders.set(
      'newest',
      Int32Array.from(newest, (entry) => entry.index),
    );
  }

  get size(): number {
    return this.ids.length;
  }

  private prices(currency: CurrencyCode): { price: Int32Array; discounted: Uint8Array } {
    let price = this.price.get(currency);
    let discounted = this.discounted.get(currency);
    if (!price || !discounted) {
      price = new Int32Array(this.ids.length).fill(-1);
      discounted = new Uint8Array(this.ids.length);
      const rows = this.sqlite
        .prepare(
          'select p.rowid as rowid, pr.cent_amount, pr.discounted_cent_amount from prices pr join products p on p.id = pr.product_id where pr.currency = ?',
        )
        .all(currency) as Array<{ rowid: number; cent_amount: number; discounted_cent_amount: number | null }>;
      for (const row of rows) {
        const index = this.rowIndex.get(row.rowid);
        if (index === undefined) continue;
        price[index] = row.discounted_cent_amount ?? row.cent_amount;
        discounted[index] = row.discounted_cent_amount === null ? 0 : 1;
      }
      this.price.set(currency, price);
      this.discounted.set(currency, discounted);
    }
    return { price, discounted };
  }

  /** The product order of a sort, made once per language (names, by that language's collation) or currency. */
  private order(sort: ListingRequest['sort'], language: LanguageCode, currency: CurrencyCode): Int32Array {
    const key =
      sort === 'name-asc' || sort === 'name-desc'
        ? `name:${language}`
        : sort.startsWith('price')
          ? `price:${currency}`
          : sort;
    let order = this.orders.get(key);
    if (!order) {
      if (key.startsWith('name:')) {
        const collator = new Intl.Collator(localeOfLanguage(language));
        const names = this.sqlite
          .prepare(
            'select p.rowid as rowid, t.name from product_texts t join products p on p.id = t.product_id where t.language = ?',
          )
          .all(language) as Array<{ rowid: number; name: string }>;
        const entries = names
          .map((row) => ({ index: this.rowIndex.get(row.rowid), name: row.name }))
          .filter((entry): entry is { index: number; name: string } => entry.index !== undefined);
        entries.sort((a, b) => collator.compare(a.name, b.name) || a.index - b.index);
        order = Int32Array.from(entries, (entry) => entry.index);
      } else {
        const { price } = this.prices(currency);
        order = Int32Array.from(this.ids.keys()).sort((a, b) => price[a]! - price[b]! || a - b);
      }
      this.orders.set(key, order);
    }
    return order;
  }

  private matches(language: LanguageCode, match: string): number[] {
    const table = searchTable(language);
    return this.sqlite.prepare(`select rowid from ${table} where ${table} match ?`).pluck().all(match) as number[];
  }

  /**
   * Search-as-you-type (spec/1 §2.5): the products whose name or brand start words as typed come first, then
   * those found by their category path; within each, the most reviewed first. Finding the matches is FTS5's
   * work (about a millisecond at 100,000 products); ranking them is a walk down the popularity order that
   * stops at `limit`, so a common prefix ("bo") costs no more than a rare one.
   */
  searchAsYouType(text: string, language: LanguageCode, limit: number): { ids: string[]; total: number } {
    const match = ftsQuery(text);
    if (match === null) return { ids: [], total: 0 };
    const found = new Uint8Array(this.ids.length);
    let total = 0;
    for (const rowid of this.matches(language, match)) {
      const index = this.rowIndex.get(rowid);
      if (index !== undefined && found[index] === 0) {
        found[index] = 1;
        total += 1;
      }
    }
    for (const rowid of this.matches(language, `{name brand}: ${match}`)) {
      const index = this.rowIndex.get(rowid);
      if (index !== undefined) found[index] = 2;
    }
    const ids: string[] = [];
    const popularity = this.orders.get('relevance')!;
    for (const wanted of [2, 1]) {
      for (let step = 0; step < popularity.length && ids.length < limit; step += 1) {
        const index = popularity[step]!;
        if (found[index] === wanted) ids.push(this.ids[index]!);
      }
    }
    return { ids, total };
  }

  /**
   * One listing page: the filters of spec/1 §2.6, facet counts that leave each facet's own filter out (so a
   * shopper sees what choosing another brand would give), the sort, and the page.
   */
  query(request: ListingRequest, language: LanguageCode, currency: CurrencyCode): ListingPage {
    const count = this.ids.length;
    // Text: FTS5 finds the matching rows; its bm25 order is the relevance order.
    let textMatch: Uint8Array | null = null;
    let textOrder: Int32Array | null = null;
    if (request.text !== undefined) {
      textMatch = new Uint8Array(count);
      const match = ftsQuery(request.text);
      const rowids =
        match === null
          ? []
          : (this.sqlite
              .prepare(
                `select rowid from ${searchTable(language)} where ${searchTable(language)} match ? order by bm25(${searchTable(language)}, 10.0, 5.0, 1.0)`,
              )
              .pluck()
              .all(match) as number[]);
      const order: number[] = [];
      for (const rowid of rowids) {
        const index = this.rowIndex.get(rowid);
        if (index !== undefined) {
          textMatch[index] = 1;
          order.push(index);
        }
      }
      textOrder = Int32Array.from(order);
    }
    const category = request.categoryKey === undefined ? undefined : this.categoryNumber.get(request.categoryKey);
    const categoryMissing = request.categoryKey !== undefined && category === undefined;
    const brandSet = request.brands?.length ? new Set(request.brands.map((brand) => this.brands.indexOf(brand))) : null;
    const tagList = request.tags ?? [];
    // spec/1 §2.1 the new-arrivals preset narrows the list to new products, whatever tags are chosen.
    const newBit = this.tagNames.indexOf('new');
    const tagMask = tagList.reduce((mask, tag) => {
      const bit = this.tagNames.indexOf(tag);
      return bit === -1 ? mask : mask | (1 << bit);
    }, 0);
    const tagFilter = tagList.length > 0;
    const { price, discounted } = this.prices(currency);
    const childDepth = category ? category.depth + 1 : 0;
    const children = this.categoryAt[childDepth];

    const inResult = new Uint8Array(count);
    let total = 0;
    const brandCounts = new Uint32Array(this.brands.length);
    const tagCounts = new Uint32Array(this.tagNames.length);
    const ratingCounts = new Uint32Array(5);
    const categoryCounts = new Uint32Array(this.categoryKeys.length);
    let minPrice = Infinity;
    let maxPrice = -Infinity;

    for (let index = 0; index < count && !categoryMissing; index += 1) {
      if (textMatch && textMatch[index] === 0) continue;
      if (category && this.categoryAt[category.depth]![index] !== category.number + 1) continue;
      if (request.preset === 'sales' && discounted[index] === 0) continue;
      if (request.preset === 'new-arrivals' && (newBit === -1 || (this.tags[index]! & (1 << newBit)) === 0)) continue;
      const amount = price[index]!;
      if (amount < 0) continue;
      const brandOk = brandSet === null || brandSet.has(this.brand[index]!);
      const tagsOk = !tagFilter || (this.tags[index]! & tagMask) !== 0;
      const ratingOk = request.minRating === undefined || this.rating[index]! >= request.minRating;
      const priceOk =
        (request.priceMin === undefined || amount >= request.priceMin) &&
        (request.priceMax === undefined || amount <= request.priceMax);
      const failed = (brandOk ? 0 : 1) + (tagsOk ? 0 : 1) + (ratingOk ? 0 : 1) + (priceOk ? 0 : 1);
      if (failed > 1) continue;
      if (failed === 0 || !brandOk) brandCounts[this.brand[index]!]! += 1;
      if (failed === 0 || !tagsOk) {
        for (let bit = 0, mask = this.tags[index]!; mask !== 0; bit += 1, mask >>>= 1) {
          if (mask & 1) tagCounts[bit]! += 1;
        }
      }
      if (failed === 0 || !ratingOk) {
        for (let stars = 1; stars <= 4; stars += 1) if (this.rating[index]! >= stars) ratingCounts[stars]! += 1;
      }
      if (failed === 0 || !priceOk) {
        if (amount < minPrice) minPrice = amount;
        if (amount > maxPrice) maxPrice = amount;
      }
      if (failed === 0) {
        inResult[index] = 1;
        total += 1;
        const child = children?.[index] ?? 0;
        if (child !== 0) categoryCounts[child - 1]! += 1;
      }
    }

    const pageCount = Math.max(1, Math.ceil(total / request.hitsPerPage));
    // spec/1 §5: a page out of bounds is invalid and resets to the default, the first page.
    const page = boundedPage(request.page, pageCount);
    const wanted = page * request.hitsPerPage;
    const skip = wanted - request.hitsPerPage;
    const order = request.sort === 'relevance' && textOrder ? textOrder : this.order(request.sort, language, currency);
    const ids: string[] = [];
    const backwards = request.sort === 'name-desc' || request.sort === 'price-desc';
    let seen = 0;
    for (let step = 0; step < order.length && seen < wanted; step += 1) {
      const index = order[backwards ? order.length - 1 - step : step]!;
      if (inResult[index] === 0) continue;
      if (seen >= skip) ids.push(this.ids[index]!);
      seen += 1;
    }
    const facet = (names: readonly string[], counts: Uint32Array) =>
      names
        .map((value, number) => ({ value, count: counts[number] ?? 0 }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return {
      ids,
      total,
      page,
      pageCount,
      facets: {
        brands: facet(this.brands, brandCounts),
        tags: facet(this.tagNames, tagCounts),
        ratings: [4, 3, 2, 1].map((stars) => ({ value: String(stars), count: ratingCounts[stars] ?? 0 })),
        categories: facet(this.categoryKeys, categoryCounts),
        price: minPrice === Infinity ? null : { min: minPrice, max: maxPrice },
      },
    };
  }
}

function localeOfLanguage(language: LanguageCode): string {
  return Object.values(LOCALES).find((locale) => locale.language === language)?.code ?? language;
}
