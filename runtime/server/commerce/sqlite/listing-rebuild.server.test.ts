// The listing index after a change of the catalogue (spec/1 §7 cache invalidation): rebuilt in the background while
// the index before answers, against a real SQLite file seeded with the demo catalogue. The tests change the
// catalogue, so they have a store of their own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueContext, ListingRequest } from '../ports/catalogue-types.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { cacheTag } from '../cache-tags.server.ts';
import { SqliteCatalogue } from './catalogue-store.server.ts';

let dir: string;
let store: EnsureResult;
const de: CatalogueContext = { country: 'de', language: 'de', currency: 'EUR' };
const garden: ListingRequest = { categoryKey: 'garden', sort: 'relevance', page: 1, hitsPerPage: 24 };
const everything: ListingRequest = { sort: 'relevance', page: 1, hitsPerPage: 24 };

/**
 * The slices of a build, one step each, run only when the test says so while held (`step`), or one after the
 * other once let go.
 */
function sliceGate() {
  let held = false;
  const waiting: Array<() => void> = [];
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    slices: {
      sliceMs: 0,
      pause: () => (held ? new Promise<void>((resolve) => waiting.push(resolve)) : nextTurn()),
    },
    hold() {
      held = true;
    },
    /** Runs the next waiting slice; false when none waits. */
    async step(): Promise<boolean> {
      const next = waiting.shift();
      next?.();
      await nextTurn();
      return next !== undefined;
    },
    letGo() {
      held = false;
      for (const next of waiting.splice(0)) next();
    },
  };
}

let gate: ReturnType<typeof sliceGate>;
let catalogue: SqliteCatalogue;
const errors: unknown[] = [];
const run = (sql: string) => store.database.sqlite.prepare(sql).run();
const count = (sql: string) => store.database.sqlite.prepare(sql).pluck().get() as number;
const listable = 'published = 1 and eligible_for_selling = 1';
const brandsOf = async (request: ListingRequest) =>
  (await catalogue.listProducts(de, request)).facets.brands.map((facet) => facet.value);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-rebuild-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
});
afterAll(async () => {
  await catalogue.settled();
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  gate = sliceGate();
  catalogue = new SqliteCatalogue(store.database.sqlite, {
    slices: gate.slices,
    onIndexError: (error) => errors.push(error),
  });
  // The first build, with no index to answer from, is the one a listing waits for.
  expect((await catalogue.listProducts(de, garden)).total).toBeGreaterThan(0);
});

describe('the listing index after the catalogue changed', () => {
  it('answers from the index before while the new one is built, then from the new one', async () => {
    const before = await catalogue.listProducts(de, garden);
    expect(before.facets.brands.map((facet) => facet.value)).toContain('Gartenhof');
    run("update products set brand = 'Zephyr' where brand = 'Gartenhof'");
    gate.hold();
    catalogue.invalidate();

    // Each slice of the build, then a listing: from the index before, until the last slice hands the new one over.
    const seen: Array<{ total: number; brands: string[] }> = [];
    while (await gate.step()) {
      const during = await catalogue.listProducts(de, garden);
      seen.push({ total: during.total, brands: during.facets.brands.map((facet) => facet.value) });
    }
    expect(seen.length).toBeGreaterThan(3);
    for (const listing of seen.slice(0, -1)) {
      expect(listing.total).toBe(before.total);
      expect(listing.brands).toEqual(before.facets.brands.map((facet) => facet.value));
    }
    expect(seen.at(-1)!.brands).toContain('Zephyr');
    expect(seen.at(-1)!.brands).not.toContain('Gartenhof');
    gate.letGo();
    await catalogue.settled();
    expect(await brandsOf(garden)).toContain('Zephyr');
    run("update products set brand = 'Gartenhof' where brand = 'Zephyr'");
  });

  it('ends with an index of the latest change when invalidated twice during a rebuild', async () => {
    const before = (await catalogue.listProducts(de, everything)).total;
    const hide = () =>
      run(
        `update products set published = 0 where rowid in (select rowid from products where ${listable} order by rowid desc limit 10)`,
      );
    hide();
    gate.hold();
    catalogue.invalidate();
    await gate.step(); // the build has started reading: it sees the first change only
    hide();
    catalogue.invalidate();
    expect(count(`select count(*) from products where ${listable}`)).toBe(before - 20);

    // The build under way is handed over (the first change), then the next one is built (both).
    const totals: number[] = [];
    while (await gate.step()) totals.push((await catalogue.listProducts(de, everything)).total);
    gate.letGo();
    await catalogue.settled();
    totals.push((await catalogue.listProducts(de, everything)).total);
    expect(totals[0]).toBe(before);
    expect(totals).toContain(before - 10);
    expect(totals.at(-1)).toBe(before - 20);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('builds in the background when invalidated before the first index is done', async () => {
    const fresh = new SqliteCatalogue(store.database.sqlite, { slices: gate.slices });
    fresh.warm();
    fresh.invalidate();
    expect((await fresh.listProducts(de, everything)).total).toBe(
      count(`select count(*) from products where ${listable}`),
    );
    await fresh.settled();
  });
});

describe('tags (spec/1 §2.6 quick tags and campaign tags, spec/3 §3)', () => {
  it('reads again, before handing the new index over, the search vocabularies the index before had read', async () => {
    const parts = () =>
      (catalogue as unknown as { reads: { listings: { listing: { parts: string[] } } } }).reads.listings.listing.parts;
    await catalogue.searchAsYouType(de, 'schleifer', 8);
    await catalogue.searchAsYouType({ country: 'gr', language: 'el', currency: 'EUR' }, 'δραπανο', 8);
    expect(parts()).toEqual(expect.arrayContaining(['words:de', 'words:el']));
    gate.letGo();
    catalogue.invalidate();
    await catalogue.settled();
    expect(parts()).toEqual(expect.arrayContaining(['words:de', 'words:el']));
    expect(parts()).not.toContain('words:fr');
  });

  it('filters and counts more than 32 distinct tags', async () => {
    run(`update products set tags = trim(tags || ' extra-' || (rowid % 40)) where ${listable}`);
    catalogue.invalidate();
    await catalogue.settled();
    const tagged = (tag: number) => count(`select count(*) from products where ${listable} and rowid % 40 = ${tag}`);

    const all = await catalogue.listProducts(de, everything);
    const tags = new Map(all.facets.tags.map((facet) => [facet.value, facet.count]));
    expect(tags.size).toBeGreaterThan(40);
    expect(tags.get('extra-39')).toBe(tagged(39));
    expect(tags.get('extra-0')).toBe(tagged(0));

    const last = await catalogue.listProducts(de, { ...everything, tags: ['extra-39'] });
    expect(last.total).toBe(tagged(39));
    expect(last.results.every((product) => product.tags.includes('extra-39'))).toBe(true);
    // Any of the chosen tags; each facet counted without the tag filter.
    const either = await catalogue.listProducts(de, { ...everything, tags: ['extra-1', 'extra-38'] });
    expect(either.total).toBe(tagged(1) + tagged(38));
    expect(either.facets.tags).toEqual(all.facets.tags);
    // The first tags (the quick tags) still work beside them.
    const arrivals = await catalogue.listProducts(de, { ...everything, preset: 'new-arrivals', tags: ['extra-7'] });
    expect(arrivals.total).toBe(
      count(`select count(*) from products where ${listable} and rowid % 40 = 7 and ' ' || tags || ' ' like '% new %'`),
    );
  });
});

describe('an invalidation by tag (ADR 010)', () => {
  const byPrice = (sort: 'price-asc' | 'price-desc') => ({ ...garden, sort }) satisfies ListingRequest;
  const idsOf = async (request: ListingRequest) => (await catalogue.listProducts(de, request)).results.map((p) => p.id);

  it('puts a product at its new price in the price order, without rebuilding the index', async () => {
    const [cheapest, second] = await idsOf(byPrice('price-asc'));
    // A rebuild now would wait (held), and the index before would go on answering with the old prices.
    gate.hold();
    store.database.sqlite
      .prepare(
        "update prices set cent_amount = 99999999, discounted_cent_amount = null where product_id = ? and currency = 'EUR'",
      )
      .run(cheapest);
    catalogue.invalidateTags([cacheTag.product(cheapest!)]);
    expect((await idsOf(byPrice('price-desc')))[0]).toBe(cheapest);
    expect((await idsOf(byPrice('price-asc')))[0]).toBe(second);
    const facets = (await catalogue.listProducts(de, garden)).facets;
    expect(facets.price?.max).toBeGreaterThanOrEqual(99999999);
    expect(await gate.step()).toBe(false);
    gate.letGo();
  });

  it("reads a product's cards again — price, stock and name — for its tag, and the other cards for the catalogue's", async () => {
    // By SKU, as product zones read them: the same cards as a listing's, wherever a product now sorts.
    const [first, second] = (await catalogue.listProductCards(de, garden)).results.map(({ id }) => id) as [
      string,
      string,
    ];
    const skuOf = new Map((await catalogue.listProductCards(de, garden)).results.map(({ id, sku }) => [id, sku]));
    const cardOf = async (id: string) => (await catalogue.getProductCardsBySkus(de, [skuOf.get(id)!]))[0]!;
    const before = await cardOf(second);
    const change = (id: string) => {
      store.database.sqlite
        .prepare("update product_texts set name = 'Geändert' where product_id = ? and language = 'de'")
        .run(id);
      store.database.sqlite
        .prepare("update prices set discounted_cent_amount = 1234 where product_id = ? and currency = 'EUR'")
        .run(id);
      store.database.sqlite
        .prepare('update inventory set available_quantity = 0 where sku = (select sku from products where id = ?)')
        .run(id);
    };
    change(first);
    change(second);
    // Read ahead: what the cards showed until the store is told.
    expect((await cardOf(second)).name).toBe(before.name);
    catalogue.invalidateTags([cacheTag.product(first)]);
    const changed = await cardOf(first);
    expect(changed.name).toBe('Geändert');
    expect(changed.price?.discounted?.value.centAmount).toBe(1234);
    expect(changed.availability.availableQuantity).toBe(0);
    expect(await cardOf(second)).toEqual(before);
    catalogue.invalidate();
    expect((await cardOf(second)).name).toBe('Geändert');
  });

  it('reads the category trees again for a category tag, and leaves them for any other tag', async () => {
    const category = (await catalogue.getCategoryBySlug(de, 'garten', { fetchSiblings: false }))!.category;
    store.database.sqlite
      .prepare("update category_texts set name = 'Garten (neu)' where category_id = ? and language = 'de'")
      .run(category.id);
    catalogue.invalidateTags([cacheTag.product('prd-unknown'), cacheTag.content('home'), cacheTag.block('faq')]);
    expect((await catalogue.getCategoryBySlug(de, 'garten', { fetchSiblings: false }))!.category.name).toBe(
      category.name,
    );
    catalogue.invalidateTags([cacheTag.category(category.key)]);
    expect((await catalogue.getCategoryBySlug(de, 'garten', { fetchSiblings: false }))!.category.name).toBe(
      'Garten (neu)',
    );
  });
});

describe('a rebuild that fails', () => {
  it('leaves the index before answering and says why', async () => {
    // Last: this breaks the store.
    run('drop table product_categories');
    catalogue.invalidate();
    await catalogue.settled();
    expect(String(errors.at(-1))).toMatch(/product_categories/);
    const found = await catalogue.searchAsYouType(de, 'volt', 5);
    expect(found.hits.length).toBeGreaterThan(0);
  });
});
