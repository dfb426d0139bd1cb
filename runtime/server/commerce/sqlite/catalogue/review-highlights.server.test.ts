// spec/1 §2.9 review carousel from the embedded store's reviews (spec/3 §3 Review), against a real SQLite file
// seeded with the demo catalogue.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewHighlight } from '../../../../../generated/types.ts';
import type { CatalogueContext } from '../../ports/catalogue-types.ts';
import { ensureCatalogue, type EnsureResult } from '../../ensure-catalogue.server.ts';
import type { ReviewHighlightQuery } from '../../ports/catalogue-port.ts';
import { SqliteCatalogue } from '../catalogue-store.server.ts';
import { openDatabase } from '../database.server.ts';
import {
  RECENT_IN_LOCALE_SQL,
  RECENT_OF_SKUS_SQL,
  reviewLocalesOf,
  toReviewHighlight,
} from './review-highlights.server.ts';

let dir: string;
let store: EnsureResult;
let catalogue: SqliteCatalogue;
const de: CatalogueContext = { country: 'de', language: 'de', currency: 'EUR' };
const chFr: CatalogueContext = { country: 'ch', language: 'fr', currency: 'CHF' };
const query = (change: Partial<ReviewHighlightQuery> = {}): ReviewHighlightQuery => ({
  minRating: 4,
  limit: 9,
  ...change,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-review-highlights-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  catalogue = new SqliteCatalogue(store.database.sqlite);
});
afterAll(async () => {
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

const sqlite = () => store.database.sqlite;

/**
 * The same question asked the plain way — every matching review read and sorted, no index walk, no merge of the
 * locales — the answer the store's query must equal.
 */
function expectedIds(context: CatalogueContext, wanted: ReviewHighlightQuery): string[] {
  return sqlite()
    .prepare(
      `select r.id from reviews r join products p on p.id = r.product_id
       where r.locale in (select value from json_each(@locales)) and r.included_in_statistics = 1
         and r.rating >= @minRating and p.published = 1
         and (@category is null or r.product_id in (
           select pc.product_id from product_categories pc join categories c on c.id = pc.category_id
           where c.key = @category))
         and (@skus is null or p.sku in (select value from json_each(@skus)))
       order by r.created_at desc, r.id desc limit @limit`,
    )
    .pluck()
    .all({
      locales: JSON.stringify(reviewLocalesOf(context.language)),
      minRating: wanted.minRating,
      limit: wanted.limit,
      category: wanted.categoryKey ?? null,
      skus: wanted.skus ? JSON.stringify(wanted.skus) : null,
    }) as string[];
}

const ids = (results: ReviewHighlight[] | null) => results!.map((review) => review.id);
const localeOf = (reviewId: string) =>
  sqlite().prepare('select locale from reviews where id = ?').pluck().get(reviewId) as string;

describe('review highlights (spec/1 §2.9 review carousel; spec/3 §3 Review)', () => {
  it('answers the most recent good reviews of the whole catalogue in the language asked', async () => {
    const results = await catalogue.listReviewHighlights(de, query());
    expect(results).toHaveLength(9);
    expect(ids(results)).toEqual(expectedIds(de, query()));
    const dates = results!.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(results!.every((review) => review.rating >= 4)).toBe(true);
    // Written in German, in any German-speaking market (de-DE, de-AT, de-CH).
    expect(results!.every((review) => ['de-DE', 'de-AT', 'de-CH'].includes(localeOf(review.id)))).toBe(true);
  });

  it("names the product in the request's language, with its slug and first picture", async () => {
    const [review] = (await catalogue.listReviewHighlights(chFr, query({ limit: 1 })))!;
    const product = (await catalogue.getProductsBySkus(chFr, [review!.product.sku]))[0]!;
    expect(review!.product).toEqual({
      id: product.id,
      sku: product.sku,
      name: product.name,
      slug: product.slugAllLocales.fr,
      imageUrl: product.images[0]!.url,
    });
    expect(localeOf(review!.id)).toMatch(/^fr-/);
  });

  it('keeps to a category and its descendants, and to the minimum rating', async () => {
    for (const wanted of [
      query({ categoryKey: 'power-tools' }),
      query({ categoryKey: 'cordless-drills', limit: 24 }),
      query({ categoryKey: 'garden', minRating: 5, limit: 5 }),
      query({ minRating: 1, limit: 24 }),
    ]) {
      const results = await catalogue.listReviewHighlights(de, wanted);
      expect(results!.length).toBeGreaterThan(0);
      expect(ids(results)).toEqual(expectedIds(de, wanted));
      expect(results!.every((review) => review.rating >= wanted.minRating)).toBe(true);
    }
    const inPowerTools = sqlite()
      .prepare(
        `select count(*) from product_categories pc join categories c on c.id = pc.category_id
         join products p on p.id = pc.product_id where c.key = 'power-tools' and p.sku = ?`,
      )
      .pluck();
    const results = await catalogue.listReviewHighlights(de, query({ categoryKey: 'power-tools' }));
    expect(results!.every((review) => inPowerTools.get(review.product.sku) === 1)).toBe(true);
  });

  it('answers null for an unknown category', async () => {
    expect(await catalogue.listReviewHighlights(de, query({ categoryKey: 'no-such-category' }))).toBeNull();
  });

  it('reads the reviews of the SKUs given, skipping unknown ones', async () => {
    const skus = sqlite()
      .prepare(
        `select p.sku from products p join reviews r on r.product_id = p.id
         where r.locale like 'de-%' and r.rating >= 4 and p.published = 1 group by p.sku order by p.sku limit 3`,
      )
      .pluck()
      .all() as string[];
    const wanted = query({ skus: [...skus, 'EX00000000'], limit: 24 });
    const results = await catalogue.listReviewHighlights(de, wanted);
    expect(results!.length).toBeGreaterThanOrEqual(3);
    expect(new Set(results!.map((review) => review.product.sku))).toEqual(new Set(skus));
    expect(ids(results)).toEqual(expectedIds(de, wanted));
    expect(await catalogue.listReviewHighlights(de, query({ skus: ['EX00000000'] }))).toEqual([]);
  });

  it('leaves out reviews of unpublished products (spec/1 §5) and reviews in other languages', async () => {
    const [newest] = (await catalogue.listReviewHighlights(de, query({ limit: 1 })))!;
    const productId = `prd-${newest!.product.sku}`;
    sqlite().prepare('update products set published = 0 where id = ?').run(productId);
    try {
      const results = await catalogue.listReviewHighlights(de, query({ limit: 24 }));
      expect(results!.some((review) => review.product.sku === newest!.product.sku)).toBe(false);
      expect(await catalogue.listReviewHighlights(de, query({ skus: [newest!.product.sku], minRating: 1 }))).toEqual(
        [],
      );
    } finally {
      sqlite().prepare('update products set published = 1 where id = ?').run(productId);
    }
    // A review newer than every other, written in Swiss French: first in French, never in German.
    sqlite()
      .prepare(
        `insert into reviews (id, product_id, locale, author_name, rating, title, text, created_at, source, included_in_statistics)
         values ('rev-fr-newest', ?, 'fr-CH', 'Luc M.', 5, 'Parfait', 'Très bon outil.', '2099-01-01T00:00:00Z', 'review-platform', 1)`,
      )
      .run(productId);
    try {
      expect((await catalogue.listReviewHighlights(chFr, query()))![0]!.id).toBe('rev-fr-newest');
      expect(ids(await catalogue.listReviewHighlights(de, query({ limit: 24 })))).not.toContain('rev-fr-newest');
    } finally {
      sqlite().prepare(`delete from reviews where id = 'rev-fr-newest'`).run();
    }
  });

  it('walks an index, never the whole reviews table (migration 003)', () => {
    const plan = (sql: string, params: Record<string, unknown>) =>
      (sqlite().prepare(`explain query plan ${sql}`).all(params) as Array<{ detail: string }>).map((row) => row.detail);
    const perLocale = plan(RECENT_IN_LOCALE_SQL, {
      language: 'de',
      locale: 'de-DE',
      minRating: 4,
      limit: 9,
      categoryId: 'cat-power-tools',
    });
    expect(perLocale[0]).toMatch(
      /^SEARCH r USING (COVERING )?INDEX reviews_locale_recent \(locale=\? AND included_in_statistics=\?\)/,
    );
    // Newest first straight from the index: only the id, breaking ties between equal times, is sorted.
    expect(perLocale).not.toContain('USE TEMP B-TREE FOR ORDER BY');
    const ofSkus = plan(RECENT_OF_SKUS_SQL, { language: 'de', locales: '[]', skus: '[]', minRating: 4, limit: 9 });
    expect(ofSkus.some((detail) => /SEARCH r USING INDEX reviews_product_recent \(product_id=\?\)/.test(detail))).toBe(
      true,
    );
    expect(ofSkus.some((detail) => /^SCAN (r|reviews)\b/.test(detail))).toBe(false);
  });
});

describe('migration 003 (the reviews_locale_recent index)', () => {
  it('adds the index to a store seeded before it, and answers the same reviews', async () => {
    const file = path.join(dir, 'before-003.sqlite');
    const seeded = await ensureCatalogue(file, { products: 40 });
    const before = await new SqliteCatalogue(seeded.database.sqlite).listReviewHighlights(de, query({ minRating: 1 }));
    // Back to a store that stopped at migration 002: the index gone, 003 and any later migration to run again
    // (migrations bear running again: Kysely runs SQLite's outside a transaction, add-columns.server.ts).
    seeded.database.sqlite.exec(`drop index reviews_locale_recent;
      delete from kysely_migration where name > '002-product-meta-keywords'`);
    await seeded.database.close();
    const migrated = await openDatabase(file);
    const index = migrated.sqlite
      .prepare(`select sql from sqlite_master where type = 'index' and name = 'reviews_locale_recent'`)
      .pluck()
      .get();
    expect(index).toContain('"locale", "included_in_statistics", "created_at", "rating", "product_id"');
    expect(before!.length).toBeGreaterThan(0);
    expect(await new SqliteCatalogue(migrated.sqlite).listReviewHighlights(de, query({ minRating: 1 }))).toEqual(
      before,
    );
    await migrated.close();
  });
});

describe('toReviewHighlight (CONVENTIONS §2: rows reshaped at the boundary)', () => {
  it('turns a row into a review with its product', () => {
    expect(
      toReviewHighlight({
        id: 'rev-EX30000001-1',
        title: 'Hervorragend',
        text: 'Sehr gut.',
        author_name: 'Anna K.',
        rating: 5,
        created_at: '2026-10-02T09:00:00Z',
        product_id: 'prd-EX30000001',
        sku: 'EX30000001',
        name: 'Voltaro X120',
        slug: 'voltaro-x120-30000001',
        image_url: null,
      }),
    ).toEqual({
      id: 'rev-EX30000001-1',
      title: 'Hervorragend',
      text: 'Sehr gut.',
      authorName: 'Anna K.',
      rating: 5,
      createdAt: '2026-10-02T09:00:00Z',
      product: {
        id: 'prd-EX30000001',
        sku: 'EX30000001',
        name: 'Voltaro X120',
        slug: 'voltaro-x120-30000001',
        imageUrl: null,
      },
    });
  });

  it('knows the locales of each language', () => {
    expect([...reviewLocalesOf('de')].sort()).toEqual(['de-AT', 'de-CH', 'de-DE']);
    expect(reviewLocalesOf('sk')).toEqual(['sk-SK']);
  });
});
