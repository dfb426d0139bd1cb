import { QUICK_TAGS } from '../../../../domain/catalogue/quick-tags.ts';
import type BetterSqlite3 from 'better-sqlite3';
import { LOCALE_CODES, type CurrencyCode, type LanguageCode } from '../../../../../generated/index.ts';
import { languageOfLocale } from '../../../../domain/country/locale-language.ts';
import { boundedPage, CATEGORY_LEVEL_COUNT } from '../../../../domain/routing/listing-query.ts';
import type { FacetValue, ListingRequest } from '../../ports/catalogue-types.ts';
import { ProductSearch } from '../product-search.server.ts';
import { runInSlices, runNow, sortInSlices, type SliceOptions, type SlicedWork } from '../sliced-work.server.ts';

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
 * Products read by one query while building: a few milliseconds of work, so a slice stays short. The chunk
 * queries walk products by rowid and join by `cross join`, which keeps SQLite's planner from scanning a whole
 * language's texts for each chunk (it would: 300 ms a chunk at 100,000 products).
 */
const CHUNK = 1000;

/**
 * What an index makes on first use rather than when built: prices of a currency, the name order of a language,
 * the price order of a currency. A rebuilt index makes again, in the background, the parts its predecessor had.
 */
export type ListingPart =
  | `prices:${CurrencyCode}`
  | `names:${LanguageCode}`
  | `price-order:${CurrencyCode}`
  // A language's search vocabulary (../search-vocabulary.server.ts), read on a first search in the language.
  | `words:${LanguageCode}`;

/** `order` (sorted by `compare`) with the `moved` items taken out and put back where `compare` now places them. */
function reinsert(order: Int32Array, moved: readonly number[], compare: (a: number, b: number) => number): Int32Array {
  const movedSet = new Set(moved);
  const kept = order.filter((item) => !movedSet.has(item));
  const back = [...movedSet].sort(compare);
  const result = new Int32Array(order.length);
  let k = 0;
  let m = 0;
  for (let at = 0; at < result.length; at++) {
    result[at] = m < back.length && (k >= kept.length || compare(back[m]!, kept[k]!) < 0) ? back[m++]! : kept[k++]!;
  }
  return result;
}

/** The parts a listing with this sort, language and currency reads. */
function partsOf(sort: ListingRequest['sort'], language: LanguageCode, currency: CurrencyCode): ListingPart[] {
  if (sort === 'name-asc' || sort === 'name-desc') return [`prices:${currency}`, `names:${language}`];
  if (sort === 'price-asc' || sort === 'price-desc') return [`prices:${currency}`, `price-order:${currency}`];
  return [`prices:${currency}`];
}

/** The columns of a built index, one entry per listable product (in rowid order). */
interface Columns {
  ids: string[];
  rowids: number[];
  rowIndex: Map<number, number>;
  brands: string[];
  brand: Uint32Array;
  rating: Float32Array;
  tagNames: string[];
  /** The tags of product i are tagList[tagStart[i]] … tagList[tagStart[i + 1] - 1], as tag numbers. */
  tagStart: Uint32Array;
  tagList: Uint32Array;
  /** categoryAt[depth][product] = category number + 1, 0 where the product's path is shorter. */
  categoryAt: Uint32Array[];
  categoryNumber: Map<string, { number: number; depth: number }>;
  categoryKeys: string[];
  /** Most reviewed first, then best rated (the relevance order, and search-as-you-type's popularity). */
  relevance: Int32Array;
  newest: Int32Array;
}

interface ProductRow {
  rowid: number;
  id: string;
  brand: string;
  rating_average: number;
  rating_count: number;
  tags: string;
  created_at: string;
}

/**
 * The steps that build a listing index from `source`, yielding between reads of a thousand products so that
 * `runInSlices` can keep the server answering meanwhile. `source` is a connection holding one read transaction
 * (so the index is of one state of the catalogue), or the live one; `live` is what the built index reads later
 * (full-text matches, parts made on first use). `parts` are made too, before the index is handed over.
 */
export function* buildListingIndex(
  source: BetterSqlite3.Database,
  live: BetterSqlite3.Database,
  parts: readonly ListingPart[] = [],
): SlicedWork<ListingIndex> {
  const categories = source.prepare('select id, key, depth from categories order by depth, order_hint').all() as Array<{
    id: string;
    key: string;
    depth: number;
  }>;
  const categoryById = new Map(categories.map((category, number) => [category.id, number]));
  const products = source.prepare(
    `select rowid, id, brand, rating_average, rating_count, tags, created_at from products
     where rowid > ? and published = 1 and eligible_for_selling = 1 order by rowid limit ${CHUNK}`,
  );
  const links = source.prepare(
    `select p.rowid as rowid, pc.category_id, pc.depth from products p
     cross join product_categories pc on pc.product_id = p.id where p.rowid between ? and ?`,
  );

  const ids: string[] = [];
  const rowids: number[] = [];
  const rowIndex = new Map<number, number>();
  const brandNumber = new Map<string, number>();
  const brand: number[] = [];
  const rating: number[] = [];
  const ratingCount: number[] = [];
  const created: string[] = [];
  const tagNumber = new Map<string, number>(QUICK_TAGS.map((tag, number) => [tag, number]));
  const tagStart: number[] = [0];
  const tagList: number[] = [];
  const categoryAt: number[][] = Array.from({ length: LEVELS }, () => []);

  for (let after = -Infinity; ;) {
    const rows = products.all(after) as ProductRow[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const index = ids.length;
      ids.push(row.id);
      rowids.push(row.rowid);
      rowIndex.set(row.rowid, index);
      if (!brandNumber.has(row.brand)) brandNumber.set(row.brand, brandNumber.size);
      brand.push(brandNumber.get(row.brand)!);
      rating.push(row.rating_average);
      ratingCount.push(row.rating_count);
      created.push(row.created_at);
      for (const tag of row.tags === '' ? [] : row.tags.split(' ')) {
        if (!tagNumber.has(tag)) tagNumber.set(tag, tagNumber.size);
        tagList.push(tagNumber.get(tag)!);
      }
      tagStart.push(tagList.length);
      for (const level of categoryAt) level.push(0);
    }
    yield;
    for (const link of links.all(rows[0]!.rowid, rows.at(-1)!.rowid) as Array<{
      rowid: number;
      category_id: string;
      depth: number;
    }>) {
      const index = rowIndex.get(link.rowid);
      const category = categoryById.get(link.category_id);
      if (index !== undefined && category !== undefined && link.depth < LEVELS) {
        categoryAt[link.depth]![index] = category + 1;
      }
    }
    after = rows.at(-1)!.rowid;
    yield;
  }

  // The orders that depend on neither language nor currency; the others are parts, made on first use.
  const everyProduct = () => Int32Array.from(ids.keys());
  const relevance = yield* sortInSlices(
    everyProduct(),
    (a, b) => ratingCount[b]! - ratingCount[a]! || rating[b]! - rating[a]! || a - b,
  );
  const newest = yield* sortInSlices(everyProduct(), (a, b) =>
    created[a]! < created[b]! ? 1 : created[a]! > created[b]! ? -1 : a - b,
  );
  const index = new ListingIndex(live, {
    ids,
    rowids,
    rowIndex,
    brands: [...brandNumber.keys()],
    brand: Uint32Array.from(brand),
    rating: Float32Array.from(rating),
    tagNames: [...tagNumber.keys()],
    tagStart: Uint32Array.from(tagStart),
    tagList: Uint32Array.from(tagList),
    categoryAt: categoryAt.map((level) => Uint32Array.from(level)),
    categoryNumber: new Map(categories.map((category, number) => [category.key, { number, depth: category.depth }])),
    categoryKeys: categories.map((category) => category.key),
    relevance,
    newest,
  });
  for (const part of parts) yield* index.make(part, source);
  return index;
}

/**
 * The listable catalogue (published and sellable products, spec/1 §5) held in typed arrays, so a listing with its
 * filters, facet counts and sort is one pass over memory rather than a handful of SQL scans: at 100,000 products
 * a few milliseconds instead of seconds (BENCHMARKS.md). Built by `buildListingIndex`, in slices; never changed
 * once built but for the parts it makes on first use. When the catalogue changes, a new one is built beside it.
 * Full-text matching stays in SQLite's FTS5 tables, whose matches narrow the pass.
 */
export class ListingIndex {
  private readonly ids: string[];
  private readonly rowids: number[];
  private readonly rowIndex: Map<number, number>;
  private readonly brands: string[];
  private readonly brand: Uint32Array;
  private readonly rating: Float32Array;
  private readonly tagNames: string[];
  private readonly tagNumber: Map<string, number>;
  private readonly tagStart: Uint32Array;
  private readonly tagList: Uint32Array;
  private readonly categoryAt: Uint32Array[];
  private readonly categoryNumber: Map<string, { number: number; depth: number }>;
  private readonly categoryKeys: string[];
  private readonly price = new Map<CurrencyCode, Int32Array>();
  private readonly discounted = new Map<CurrencyCode, Uint8Array>();
  private readonly orders = new Map<string, Int32Array>();
  /** Parts being made in slices, so that two listings needing the same part wait for one making. */
  private readonly making = new Map<ListingPart, Promise<void>>();
  /** Full-text and article-number matching, with the vocabularies of this build's catalogue. */
  private readonly search: ProductSearch;
  /** rowIndex as an array (rowids of the seeded catalogue are dense): a search looks up tens of thousands. */
  private readonly indexOfRowid: Int32Array;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    columns: Columns,
  ) {
    this.ids = columns.ids;
    this.rowids = columns.rowids;
    this.rowIndex = columns.rowIndex;
    this.brands = columns.brands;
    this.brand = columns.brand;
    this.rating = columns.rating;
    this.tagNames = columns.tagNames;
    this.tagNumber = new Map(columns.tagNames.map((tag, number) => [tag, number]));
    this.tagStart = columns.tagStart;
    this.tagList = columns.tagList;
    this.categoryAt = columns.categoryAt;
    this.categoryNumber = columns.categoryNumber;
    this.categoryKeys = columns.categoryKeys;
    this.orders.set('relevance', columns.relevance);
    this.orders.set('newest', columns.newest);
    this.search = new ProductSearch(sqlite);
    this.indexOfRowid = new Int32Array((this.rowids.at(-1) ?? 0) + 1).fill(-1);
    this.rowids.forEach((rowid, index) => (this.indexOfRowid[rowid] = index));
  }

  get size(): number {
    return this.ids.length;
  }

  /** The parts this index has made, for a rebuilt index to make before it is handed over. */
  get parts(): ListingPart[] {
    return [
      ...[...this.price.keys()].map((currency): ListingPart => `prices:${currency}`),
      ...[...this.orders.keys()].flatMap((key) =>
        key.startsWith('names:') || key.startsWith('price-order:') ? [key as ListingPart] : [],
      ),
      ...this.search.languages.map((language): ListingPart => `words:${language}`),
    ];
  }

  private has(part: ListingPart): boolean {
    if (part.startsWith('words:')) return this.search.hasVocabulary(part.slice(6) as LanguageCode);
    return part.startsWith('prices:') ? this.price.has(part.slice(7) as CurrencyCode) : this.orders.has(part);
  }

  /**
   * Makes, in slices, the parts a listing with this sort, language and currency reads and the index does not hold
   * yet, so a first listing in a language or currency does not hold up the server either (a name order is a
   * collation sort of every product: about 0.3 s at 100,000 products).
   */
  async prepare(
    sort: ListingRequest['sort'],
    language: LanguageCode,
    currency: CurrencyCode,
    slices: SliceOptions,
  ): Promise<void> {
    for (const part of partsOf(sort, language, currency)) {
      if (this.has(part)) continue;
      let making = this.making.get(part);
      if (!making) {
        making = runInSlices(this.make(part, this.sqlite), slices).finally(() => this.making.delete(part));
        this.making.set(part, making);
      }
      await making;
    }
  }

  /** The steps that make a part, reading `source` a thousand products at a time. */
  *make(part: ListingPart, source: BetterSqlite3.Database): SlicedWork<void> {
    if (this.has(part)) return;
    const [kind, code] = part.split(':') as ['prices' | 'names' | 'price-order' | 'words', string];
    if (kind === 'words') {
      // From the live connection, whose full-text tables the search reads (a read of FTS5's term list: a step).
      this.search.vocabulary(code as LanguageCode);
      yield;
    } else if (kind === 'prices') {
      const currency = code as CurrencyCode;
      const price = new Int32Array(this.ids.length).fill(-1);
      const discounted = new Uint8Array(this.ids.length);
      const rows = source.prepare(
        `select p.rowid as rowid, pr.cent_amount, pr.discounted_cent_amount from products p
         cross join prices pr on pr.product_id = p.id and pr.currency = ? where p.rowid between ? and ?`,
      );
      for (const [first, last] of this.chunks()) {
        for (const row of rows.all(currency, first, last) as Array<{
          rowid: number;
          cent_amount: number;
          discounted_cent_amount: number | null;
        }>) {
          const index = this.rowIndex.get(row.rowid);
          if (index === undefined) continue;
          price[index] = row.discounted_cent_amount ?? row.cent_amount;
          discounted[index] = row.discounted_cent_amount === null ? 0 : 1;
        }
        yield;
      }
      this.price.set(currency, price);
      this.discounted.set(currency, discounted);
    } else if (kind === 'price-order') {
      yield* this.make(`prices:${code as CurrencyCode}`, source);
      const price = this.price.get(code as CurrencyCode)!;
      const order = yield* sortInSlices(Int32Array.from(this.ids.keys()), (a, b) => price[a]! - price[b]! || a - b);
      this.orders.set(part, order);
    } else {
      // Names sort by the language's own collation; a product without a name in the language is left out.
      const collator = new Intl.Collator(localeOfLanguage(code as LanguageCode));
      const names: string[] = new Array<string>(this.ids.length);
      const named: number[] = [];
      const rows = source.prepare(
        `select p.rowid as rowid, t.name from products p
         cross join product_texts t on t.product_id = p.id and t.language = ? where p.rowid between ? and ?`,
      );
      for (const [first, last] of this.chunks()) {
        for (const row of rows.all(code, first, last) as Array<{ rowid: number; name: string }>) {
          const index = this.rowIndex.get(row.rowid);
          if (index === undefined) continue;
          names[index] = row.name;
          named.push(index);
        }
        yield;
      }
      const order = yield* sortInSlices(
        Int32Array.from(named),
        (a, b) => collator.compare(names[a]!, names[b]!) || a - b,
      );
      this.orders.set(part, order);
    }
  }

  /**
   * Cache tags (ADR 010): the prices of these products changed (an invalidation by product tag). Their prices in each
   * currency made so far are read again, and the price orders of those currencies put them in their new places: a
   * few reads and one pass over an order, where a rebuild reads the whole catalogue. A product the index does not
   * list is left alone: one that became listable, or stopped being, is a catalogue change (a rebuild).
   */
  refreshPrices(productIds: readonly string[]): void {
    const rowids = this.sqlite
      .prepare('select rowid from products where id in (select value from json_each(?))')
      .pluck()
      .all(JSON.stringify(productIds)) as number[];
    const changed = rowids.flatMap((rowid) => {
      const index = this.rowIndex.get(rowid);
      return index === undefined ? [] : [index];
    });
    if (changed.length === 0) return;
    const read = this.sqlite.prepare(
      'select cent_amount, discounted_cent_amount from prices where product_id = ? and currency = ?',
    );
    for (const [currency, price] of this.price) {
      const discounted = this.discounted.get(currency)!;
      for (const index of changed) {
        const row = read.get(this.ids[index], currency) as
          { cent_amount: number; discounted_cent_amount: number | null } | undefined;
        price[index] = row === undefined ? -1 : (row.discounted_cent_amount ?? row.cent_amount);
        discounted[index] = row?.discounted_cent_amount == null ? 0 : 1;
      }
      const part = `price-order:${currency}` as const;
      const order = this.orders.get(part);
      if (order)
        this.orders.set(
          part,
          reinsert(order, changed, (a, b) => price[a]! - price[b]! || a - b),
        );
    }
  }

  /** The index's products in runs of a thousand, as [first rowid, last rowid]. */
  private *chunks(): Generator<[number, number]> {
    for (let start = 0; start < this.rowids.length; start += CHUNK) {
      yield [this.rowids[start]!, this.rowids[Math.min(start + CHUNK, this.rowids.length) - 1]!];
    }
  }

  private prices(currency: CurrencyCode): { price: Int32Array; discounted: Uint8Array } {
    runNow(this.make(`prices:${currency}`, this.sqlite));
    return { price: this.price.get(currency)!, discounted: this.discounted.get(currency)! };
  }

  /** The product order of a sort; one not made yet (`prepare` makes them in slices) is made now. */
  private order(sort: ListingRequest['sort'], language: LanguageCode, currency: CurrencyCode): Int32Array {
    const part =
      sort === 'name-asc' || sort === 'name-desc'
        ? (`names:${language}` as const)
        : sort === 'price-asc' || sort === 'price-desc'
          ? (`price-order:${currency}` as const)
          : null;
    if (part === null) return this.orders.get(sort)!;
    runNow(this.make(part, this.sqlite));
    return this.orders.get(part)!;
  }

  /**
   * The one relevance order of a search (ADR 012), which the dropdown and the search page both show: the products
   * `text` finds, by their best match tier (product-search.server.ts: article number, name as typed, name through
   * alternatives, category path…), and within a tier the most reviewed, then best rated, first. The matching is FTS5's
   * work; the ranking is one walk down the popularity order.
   */
  private ranked(text: string, language: LanguageCode): { order: Int32Array; found: Uint8Array } {
    const tiers = this.search.find(text, language);
    // tierOf[index] = the product's best tier + 1; 0 where the search did not find it.
    const tierOf = new Uint8Array(this.ids.length);
    // Where each tier's products start in the order: counted first, then placed in one walk (a counting sort).
    const starts = new Int32Array(tiers.length + 1);
    tiers.forEach((rowids, tier) => {
      for (const rowid of rowids) {
        // A rowid beyond the array: a product added since the index was built, not listed until the next build.
        const index = this.indexOfRowid[rowid] ?? -1;
        if (index !== -1 && tierOf[index] === 0) {
          tierOf[index] = tier + 1;
          starts[tier + 1]! += 1;
        }
      }
    });
    let total = 0;
    for (let tier = 1; tier < starts.length; tier += 1) {
      const count = starts[tier]!;
      starts[tier] = total;
      total += count;
    }
    const order = new Int32Array(total);
    for (const index of this.orders.get('relevance')!) {
      const tier = tierOf[index]!;
      if (tier !== 0) order[starts[tier]!++] = index;
    }
    return { order, found: tierOf };
  }

  /** Search-as-you-type (spec/1 §2.5): the first `limit` products of the search's relevance order. */
  searchAsYouType(text: string, language: LanguageCode, limit: number): { ids: string[]; total: number } {
    const { order } = this.ranked(text, language);
    return { ids: Array.from(order.subarray(0, limit), (index) => this.ids[index]!), total: order.length };
  }

  /**
   * One listing page: the filters of spec/1 §2.6, facet counts that leave each facet's own filter out (so a
   * shopper sees what choosing another brand would give), the sort, and the page.
   */
  query(request: ListingRequest, language: LanguageCode, currency: CurrencyCode): ListingPage {
    const count = this.ids.length;
    // Text: the search's own relevance order (the dropdown's too) and the products it found.
    const searched = request.text === undefined ? null : this.ranked(request.text, language);
    const textMatch = searched?.found ?? null;
    const textOrder = searched?.order ?? null;
    const category = request.categoryKey === undefined ? undefined : this.categoryNumber.get(request.categoryKey);
    // ADR 014: an own-brand page's brand is its scope, applied before the filters, so the brand facet counts
    // within it rather than over the whole catalogue; the query's brand filter then only narrows it.
    const scopeBrand = request.scopeBrand === undefined ? -1 : this.brands.indexOf(request.scopeBrand);
    const nothingInScope =
      (request.categoryKey !== undefined && category === undefined) ||
      (request.scopeBrand !== undefined && scopeBrand < 0);
    const brandSet = request.brands?.length ? new Set(request.brands.map((brand) => this.brands.indexOf(brand))) : null;
    // A product passes the tag filter with any of the chosen tags.
    const chosenTags = new Uint8Array(this.tagNames.length);
    for (const tag of request.tags ?? []) {
      const number = this.tagNumber.get(tag);
      if (number !== undefined) chosenTags[number] = 1;
    }
    const tagFilter = (request.tags ?? []).length > 0;
    // spec/1 §2.1 the new-arrivals preset narrows the list to new products, whatever tags are chosen.
    const newTag = this.tagNumber.get('new') ?? -1;
    const { tagStart, tagList } = this;
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

    for (let index = 0; index < count && !nothingInScope; index += 1) {
      if (textMatch && textMatch[index] === 0) continue;
      if (category && this.categoryAt[category.depth]![index] !== category.number + 1) continue;
      if (scopeBrand >= 0 && this.brand[index] !== scopeBrand) continue;
      if (request.preset === 'sales' && discounted[index] === 0) continue;
      const tagsFrom = tagStart[index]!;
      const tagsTo = tagStart[index + 1]!;
      if (request.preset === 'new-arrivals') {
        let isNew = false;
        for (let tag = tagsFrom; tag < tagsTo && !isNew; tag += 1) isNew = tagList[tag] === newTag;
        if (!isNew) continue;
      }
      const amount = price[index]!;
      if (amount < 0) continue;
      const brandOk = brandSet === null || brandSet.has(this.brand[index]!);
      let tagsOk = !tagFilter;
      for (let tag = tagsFrom; tag < tagsTo && !tagsOk; tag += 1) tagsOk = chosenTags[tagList[tag]!] === 1;
      const ratingOk = request.minRating === undefined || this.rating[index]! >= request.minRating;
      const priceOk =
        (request.priceMin === undefined || amount >= request.priceMin) &&
        (request.priceMax === undefined || amount <= request.priceMax);
      const failed = (brandOk ? 0 : 1) + (tagsOk ? 0 : 1) + (ratingOk ? 0 : 1) + (priceOk ? 0 : 1);
      if (failed > 1) continue;
      if (failed === 0 || !brandOk) brandCounts[this.brand[index]!]! += 1;
      if (failed === 0 || !tagsOk) {
        for (let tag = tagsFrom; tag < tagsTo; tag += 1) tagCounts[tagList[tag]!]! += 1;
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
  // From the codes, which every build has: a country's build holds only its own locales' settings (ADR 021).
  return LOCALE_CODES.find((locale) => languageOfLocale(locale) === language) ?? language;
}
