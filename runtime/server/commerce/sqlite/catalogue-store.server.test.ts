// The embedded catalogue against a real SQLite file seeded with the demo catalogue (ADR 006).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueContext, ListingRequest } from '../ports/catalogue-types.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { reviewsPageSql } from './catalogue/reviews.server.ts';
import { SqliteCatalogue } from './catalogue-store.server.ts';

let dir: string;
let store: EnsureResult;
let catalogue: SqliteCatalogue;
const sk: CatalogueContext = { country: 'sk', language: 'sk', currency: 'EUR' };
const chFr: CatalogueContext = { country: 'ch', language: 'fr', currency: 'CHF' };
const listing = (change: Partial<ListingRequest> = {}): ListingRequest => ({
  sort: 'relevance',
  page: 1,
  hitsPerPage: 24,
  ...change,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-catalogue-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  catalogue = new SqliteCatalogue(store.database.sqlite);
});
afterAll(async () => {
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('stores (spec/1 §3 Store, §7 store load by key)', () => {
  it('has one store per country with its flags and bank details', async () => {
    const de = await catalogue.getStore('multishop_de');
    expect(de).toMatchObject({
      country: 'de',
      languages: ['de'],
      custom: { flags: { quickAddToCartRestricted: true } },
    });
    expect((de?.custom as { bank?: { iban: string } }).bank?.iban).toMatch(/^DE\d{20}$/);
    expect(await catalogue.getStore('multishop_co_uk')).toMatchObject({ id: 'multishop_co_uk', country: 'gb' });
    expect(await catalogue.getStore('nope')).toBeNull();
    expect((await catalogue.queryStores({ limit: 100, offset: 0 })).total).toBe(25);
  });
});

describe('categories (spec/1 §3, §7; spec/3 §3)', () => {
  it('lists the first-level categories in order, in the language asked for', async () => {
    const first = await catalogue.getFirstLevelCategories(chFr);
    expect(first).toHaveLength(8);
    expect(first[0]).toMatchObject({ key: 'power-tools', depth: 0, parent: null, childCount: 3 });
    expect(first[0]!.link).toMatch(/^\/fr\/[a-z0-9-]+\/$/);
    expect(first[0]!.custom.contentHtml).toContain('<h2>');
  });

  it('finds a category by its slug, with ancestors and siblings', async () => {
    const [drills] = (await catalogue.queryCategories(sk, { keys: ['cordless-drills'], limit: 1, offset: 0 })).results;
    const found = await catalogue.getCategoryBySlug(sk, drills!.slug, { fetchSiblings: true });
    expect(found?.category.ancestors.map((ancestor) => ancestor.key)).toEqual(['power-tools', 'drills']);
    expect(found?.siblings.map((sibling) => sibling.key)).toEqual(['hammer-drills']);
    expect(await catalogue.getCategoryBySlug(sk, 'no-such-category', { fetchSiblings: false })).toBeNull();
  });
});

describe('products (spec/1 §7, spec/3 §3)', () => {
  it('loads a product by slug with price, availability, breadcrumbs and attributes', async () => {
    const [hit] = (await catalogue.listProducts(sk, listing({ hitsPerPage: 12 }))).results;
    const product = await catalogue.getProductBySlug(sk, hit!.slug);
    expect(product?.sku).toBe(hit!.sku);
    expect(product?.price?.value.currencyCode).toBe('EUR');
    expect(product?.breadcrumbs.length).toBeGreaterThanOrEqual(3);
    expect(product?.link).toBe(`/${hit!.slug}`);
    expect(product?.taxRate).toBe(0.23);
    // spec/3 §3 slugAllLocales: the page's slug in each of the 21 languages, the asked one among them.
    expect(Object.keys(product!.slugAllLocales)).toHaveLength(21);
    expect(product!.slugAllLocales.sk).toBe(hit!.slug);
    expect(product!.slugAllLocales.de).toMatch(/-\d{8}$/);
    // spec/3 §3 meta keywords in the language asked: the brand first, the product's category names among them.
    expect(product!.metaKeywords.split(', ')[0]).toBe(product!.attributes.brand);
    for (const crumb of product!.breadcrumbs) expect(product!.metaKeywords).toContain(crumb.name);
    expect(await catalogue.getProductBySlug(sk, 'no-such-product-12345678')).toBeNull();
  });

  it('loads products by SKU in the order asked, skipping unknown ones', async () => {
    const products = await catalogue.getProductsBySkus(chFr, ['EX30000001', 'EX00000000', 'EX30000000']);
    expect(products.map((product) => product.sku)).toEqual(['EX30000001', 'EX30000000']);
    expect(products[0]!.price?.value.currencyCode).toBe('CHF');
  });
});

describe('search-as-you-type (spec/1 §2.5)', () => {
  it('finds products by the start of words, ignoring diacritics, in the language asked', async () => {
    const result = await catalogue.searchAsYouType(sk, 'vrtac', 5);
    expect(result.total).toBeGreaterThan(5);
    expect(result.hits).toHaveLength(5);
    expect(result.hits[0]!.link).toMatch(/-\d{8}$/);
  });

  it('puts products whose name or brand matches before those found by their category', async () => {
    const { hits } = await catalogue.searchAsYouType(sk, 'voltaro', 8);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.name.startsWith('Voltaro'))).toBe(true);
  });

  it('treats search operators typed by a shopper as text', async () => {
    await expect(catalogue.searchAsYouType(sk, 'NEAR(" * AND', 5)).resolves.toMatchObject({ total: 0 });
    await expect(catalogue.searchAsYouType(sk, '   ', 5)).resolves.toEqual({ hits: [], total: 0 });
  });
});

describe('listing (spec/1 §2.6, §5)', () => {
  it('shows only published, sellable products, 24 a page by default, with a page count', async () => {
    const result = await catalogue.listProducts(sk, listing());
    const listed = store.database.sqlite
      .prepare('select count(*) from products where published = 1 and eligible_for_selling = 1')
      .pluck()
      .get();
    expect(result.total).toBe(listed);
    expect(result.results).toHaveLength(24);
    expect(result.pageCount).toBe(Math.ceil((listed as number) / 24));
  });

  it('gives each product of a page its own categories, accessories and slugs, as when read alone', async () => {
    // ADR 011: a page's details are read in one pass for all its products and shared out by product id.
    const page = await catalogue.listProducts(chFr, listing({ hitsPerPage: 48 }));
    expect(page.results.some((product) => product.attributes.relatedAccessories.length > 0)).toBe(true);
    for (const product of page.results) {
      const alone = await catalogue.getProductBySlug(chFr, product.slug);
      expect(product).toEqual(alone);
      expect(Object.keys(product.slugAllLocales)).toHaveLength(21);
    }
  });

  it("reads every product's categories from the top, its accessories and its slugs as the store holds them", async () => {
    // ADR 019: the details come in the product's own query, as JSON; checked here for every product
    // against plain reads of the tables.
    const sqlite = store.database.sqlite;
    const skus = sqlite.prepare('select sku from products where published = 1 order by sku').pluck().all() as string[];
    const products = await catalogue.getProductsBySkus(chFr, skus);
    expect(products).toHaveLength(skus.length);
    const categoriesOf = sqlite.prepare(
      `select c.id, c.key, c.depth, t.name, t.slug from product_categories pc join categories c on c.id = pc.category_id
       join category_texts t on t.category_id = c.id and t.language = 'fr' where pc.product_id = ? order by c.depth`,
    );
    const accessoriesOf = sqlite
      .prepare(
        `select related_product_id from product_relations where product_id = ? and kind = 'accessory'
         order by related_product_id`,
      )
      .pluck();
    const slugsOf = sqlite.prepare('select language, slug from product_texts where product_id = ?');
    let withAccessories = 0;
    for (const product of products) {
      const categories = categoriesOf.all(product.id) as Array<{
        id: string;
        key: string;
        depth: number;
        name: string;
        slug: string;
      }>;
      expect(categories.length).toBeGreaterThan(0);
      expect(product.categories).toEqual(categories.map(({ id, key, depth }) => ({ id, key, depth })));
      expect(product.breadcrumbs).toEqual(categories.map(({ key, name, slug }) => ({ key, name, slug })));
      const accessories = accessoriesOf.all(product.id);
      expect(product.attributes.relatedAccessories).toEqual(accessories);
      if (accessories.length > 0) withAccessories++;
      const slugs = slugsOf.all(product.id) as Array<{ language: string; slug: string }>;
      expect(product.slugAllLocales).toEqual(Object.fromEntries(slugs.map(({ language, slug }) => [language, slug])));
    }
    expect(withAccessories).toBeGreaterThan(10);
  });

  it('filters by category at any level, brand and price, and counts facets', async () => {
    const result = await catalogue.listProducts(
      sk,
      listing({ categoryKey: 'power-tools', brands: ['Voltaro', 'Forgeline'], priceMax: 30_000, sort: 'price-asc' }),
    );
    expect(result.results.every((product) => product.breadcrumbs[0]!.key === 'power-tools')).toBe(true);
    expect(result.results.every((product) => ['Voltaro', 'Forgeline'].includes(product.attributes.brand))).toBe(true);
    const prices = result.results.map(
      (product) => product.price!.discounted?.value.centAmount ?? product.price!.value.centAmount,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price <= 30_000)).toBe(true);
    expect(result.facets.brands.length).toBeGreaterThan(2);
    expect(result.facets.categories.map((facet) => facet.value).sort()).toEqual(['drills', 'grinders', 'saws']);
  });

  it('counts each facet without its own filter, so other brands stay choosable', async () => {
    const all = await catalogue.listProducts(sk, listing({ categoryKey: 'garden' }));
    const one = await catalogue.listProducts(sk, listing({ categoryKey: 'garden', brands: ['Gartenhof'] }));
    expect(one.facets.brands).toEqual(all.facets.brands);
    expect(one.total).toBe(all.facets.brands.find((facet) => facet.value === 'Gartenhof')!.count);
    const rated = await catalogue.listProducts(sk, listing({ categoryKey: 'garden', minRating: 4 }));
    expect(rated.total).toBe(all.facets.ratings.find((facet) => facet.value === '4')!.count);
    expect(rated.results.every((product) => product.reviewRatingStatistics.averageRating >= 4)).toBe(true);
  });

  it('finds nothing for an unknown category, and a listing by text uses the search index', async () => {
    expect((await catalogue.listProducts(sk, listing({ categoryKey: 'nope' }))).total).toBe(0);
    const found = await catalogue.listProducts(sk, listing({ text: 'voltaro' }));
    expect(found.total).toBeGreaterThan(0);
    expect(
      found.results.every((product) => product.attributes.brand === 'Voltaro' || product.name.includes('Voltaro')),
    ).toBe(true);
  });

  it('sorts by name, newest and price descending', async () => {
    const byName = (await catalogue.listProducts(sk, listing({ sort: 'name-asc', hitsPerPage: 12 }))).results.map(
      (p) => p.name,
    );
    // Names sort by the language's own collation (Intl.Collator), not by code point.
    expect(byName).toEqual([...byName].sort(new Intl.Collator('sk-SK').compare));
    const byPrice = (await catalogue.listProducts(sk, listing({ sort: 'price-desc', hitsPerPage: 12 }))).results.map(
      (p) => p.price!.discounted?.value.centAmount ?? p.price!.value.centAmount,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const newest = (await catalogue.listProducts(sk, listing({ sort: 'newest', hitsPerPage: 12 }))).results.map(
      (p) => p.attributes.releaseDate,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('has the new-arrivals and sales presets', async () => {
    const sales = await catalogue.listProducts(sk, listing({ preset: 'sales' }));
    expect(sales.total).toBeGreaterThan(0);
    expect(sales.results.every((product) => product.price?.discounted !== null)).toBe(true);
    const arrivals = await catalogue.listProducts(sk, listing({ preset: 'new-arrivals' }));
    expect(arrivals.results.every((product) => product.tags.includes('new'))).toBe(true);
  });

  it('resets a page beyond the last to the first (spec/1 §5: invalid values reset to defaults)', async () => {
    const result = await catalogue.listProducts(sk, listing({ page: 999 }));
    expect(result.page).toBe(1);
    expect(result.results).toHaveLength(24);
    const last = await catalogue.listProducts(sk, listing({ page: result.pageCount }));
    expect(last.page).toBe(result.pageCount);
  });

  it('narrows to new products with the new-arrivals preset, whatever tags are chosen', async () => {
    const arrivals = await catalogue.listProducts(sk, listing({ preset: 'new-arrivals' }));
    const withTag = await catalogue.listProducts(sk, listing({ preset: 'new-arrivals', tags: ['bestseller'] }));
    expect(withTag.total).toBeLessThanOrEqual(arrivals.total);
    expect(withTag.results.every((p) => p.tags.includes('new') && p.tags.includes('bestseller'))).toBe(true);
  });
});

describe('reviews (spec/3 §2: 10 a page, rating then date, or most recent)', () => {
  it('pages a product’s reviews with its statistics', async () => {
    const id = store.database.sqlite
      .prepare(
        "select product_id from reviews where locale like 'sk-%' group by product_id order by count(*) desc limit 1",
      )
      .pluck()
      .get() as string;
    const byRating = await catalogue.getReviews(sk, id, { offset: 0, limit: 10, sort: 'rating' });
    const ratings = byRating!.results.map((review) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(byRating!.statistics.count).toBeGreaterThanOrEqual(byRating!.total);
    expect(byRating!.exists).toBe(true);
    const recent = await catalogue.getReviews(sk, id, { offset: 0, limit: 10, sort: 'recent' });
    const dates = recent!.results.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await catalogue.getReviews(sk, 'prd-none', { offset: 0, limit: 10, sort: 'recent' })).toBeNull();
    const unreviewed = store.database.sqlite
      .prepare('select id from products where rating_count = 0 and published = 1 limit 1')
      .pluck()
      .get() as string;
    expect(await catalogue.getReviews(sk, unreviewed, { offset: 0, limit: 10, sort: 'recent' })).toMatchObject({
      exists: false,
      total: 0,
      results: [],
    });
  });
});

describe('review pages counted in the same read (ADR 019)', () => {
  it('gives every page, the one past the last too, the number of reviews; the pages together are all of them', async () => {
    const id = store.database.sqlite
      .prepare(
        "select product_id from reviews where locale like 'de-%' group by product_id order by count(*) desc limit 1",
      )
      .pluck()
      .get() as string;
    const de: CatalogueContext = { country: 'de', language: 'de', currency: 'EUR' };
    for (const sort of ['rating', 'recent'] as const) {
      const all = (await catalogue.getReviews(de, id, { offset: 0, limit: 100, sort }))!;
      expect(all.total).toBe(all.results.length);
      expect(all.total).toBeGreaterThan(2);
      const pages = [];
      for (let offset = 0; offset <= all.total + 2; offset += 2) {
        const page = (await catalogue.getReviews(de, id, { offset, limit: 2, sort }))!;
        expect(page).toMatchObject({ offset, limit: 2, total: all.total, exists: true });
        expect(page.count).toBe(page.results.length);
        pages.push(...page.results);
      }
      expect(pages).toEqual(all.results);
    }
  });
});

describe('a page of reviews, most recent first, read in order from its index (migration 007)', () => {
  it('needs no sort, and breaks equal dates by id', async () => {
    const plan = (
      store.database.sqlite
        .prepare(`explain query plan ${reviewsPageSql('recent')}`)
        .all({ productId: 'prd-x', locales: '["de-DE"]', limit: 10, offset: 0 }) as Array<{ detail: string }>
    ).map((row) => row.detail);
    expect(plan[0]).toMatch(/^SEARCH reviews USING INDEX reviews_product_recent \(product_id=\?\)/);
    expect(plan.join(' | ')).not.toContain('TEMP B-TREE');
    // Two reviews of one product written at the same moment: ids ascending, as before the index (spec/3 §2 order).
    const sqlite = store.database.sqlite;
    const id = sqlite.prepare("select id from products where published = 1 and sku like 'EX3%' limit 1").pluck().get();
    const insert = sqlite.prepare(`insert into reviews (id, product_id, locale, author_name, rating, title, text,
      created_at, customer_care_response, source, included_in_statistics)
      values (?, ?, 'de-DE', 'A', 5, 'T', 'X', '2099-01-01T00:00:00.000Z', null, 'shop', 1)`);
    insert.run('rv-tie-b', id);
    insert.run('rv-tie-a', id);
    try {
      const de: CatalogueContext = { country: 'de', language: 'de', currency: 'EUR' };
      const page = (await catalogue.getReviews(de, id as string, { offset: 0, limit: 2, sort: 'recent' }))!;
      expect(page.results.map((review) => review.id)).toEqual(['rv-tie-a', 'rv-tie-b']);
    } finally {
      sqlite.prepare("delete from reviews where id in ('rv-tie-a', 'rv-tie-b')").run();
    }
  });
});

describe("reviews in the page's language (ADR 013)", () => {
  // Every language's pages, in its own country and in another market of the language (spec/1 §9.4 fallbacks:
  // de-AT and de-CH read de-DE's reviews and theirs, fr-BE fr-FR's, en-IE en-GB's).
  const contexts: CatalogueContext[] = [
    { country: 'de', language: 'de', currency: 'EUR' },
    { country: 'ch', language: 'de', currency: 'CHF' },
    { country: 'cz', language: 'cs', currency: 'CZK' },
    { country: 'be', language: 'fr', currency: 'EUR' },
    { country: 'ie', language: 'en', currency: 'EUR' },
    { country: 'ro', language: 'ro', currency: 'RON' },
    { country: 'gr', language: 'el', currency: 'EUR' },
  ];

  it.each(contexts)('lists on a $country-$language page only reviews written in $language', async (context) => {
    const products = store.database.sqlite
      .prepare('select distinct product_id from reviews where included_in_statistics = 1')
      .pluck()
      .all() as string[];
    const written = store.database.sqlite.prepare(
      'select count(*) from reviews where product_id = ? and included_in_statistics = 1 and locale like ?',
    );
    let shown = 0;
    let fewerThanAll = 0;
    for (const id of products) {
      const page = await catalogue.getReviews(context, id, { offset: 0, limit: 50, sort: 'recent' });
      if (page === null) continue; // unpublished
      for (const review of page.results) expect(review.locale.slice(0, 2), `${id} ${review.id}`).toBe(context.language);
      expect(page.total).toBe(written.pluck().get(id, `${context.language}-%`));
      expect(page.exists).toBe(page.total > 0);
      shown += page.results.length;
      if (page.total < page.statistics.count) fewerThanAll += 1;
    }
    expect(shown).toBeGreaterThan(0);
    expect(fewerThanAll).toBeGreaterThan(0);
  });
});

describe('SEO redirections (spec/1 §7)', () => {
  it('answers a known source URL with its code and target, and null otherwise', async () => {
    expect(await catalogue.getSeoRedirection('sk', '/old-shop/garden')).toMatchObject({ redirectionCode: 301 });
    expect(await catalogue.getSeoRedirection('sk', '/nothing')).toBeNull();
  });
});
