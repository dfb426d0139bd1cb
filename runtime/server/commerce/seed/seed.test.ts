// The demo catalogue (ADR 006): deterministic, complete in every language and currency, SKUs and slugs
// as the spec writes them, and written all at once or not at all.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES, LANGUAGE_CODES } from '../../../../generated/index.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { openDatabase } from '../sqlite/database.server.ts';
import { catalogueFrame, FLAT_CATEGORIES, priceInEveryCurrency, productBundles } from './catalogue-plan.ts';
import { writeCatalogue } from './write-catalogue.server.ts';

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

describe('the demo catalogue plan', () => {
  it('is the same from the same seed, and differs from another seed', () => {
    const first = digest([catalogueFrame(), [...productBundles({ products: 120, seed: 7 })]]);
    const again = digest([catalogueFrame(), [...productBundles({ products: 120, seed: 7 })]]);
    const other = digest([catalogueFrame(), [...productBundles({ products: 120, seed: 8 })]]);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('makes product n the same whatever the catalogue size', () => {
    const small = [...productBundles({ products: 30, seed: 7 })][29];
    const large = [...productBundles({ products: 300, seed: 7 })][29];
    expect(large).toEqual(small);
  });

  it('has at least 8 first-level categories and goes down to level 4 (depth 3)', () => {
    expect(FLAT_CATEGORIES.filter((category) => category.depth === 0).length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...FLAT_CATEGORIES.map((category) => category.depth))).toBe(3);
  });

  const bundles = [...productBundles({ products: 600, seed: 20_071 })];

  it('follows the SKU conventions of spec/3 §3: EX + 8 digits; EX10 accessories, EX20 b-ware, EX18 sets', () => {
    for (const { product } of bundles) expect(product.sku).toMatch(/^EX\d{8}$/);
    const bware = bundles.filter(({ product }) => product.sku.startsWith('EX20'));
    expect(bware.length).toBeGreaterThan(10);
    expect(bware.every(({ product }) => product.is_bware === 1 && product.tags.split(' ').includes('bware'))).toBe(
      true,
    );
    expect(bundles.some(({ product }) => product.sku.startsWith('EX18'))).toBe(true);
    const accessories = bundles.filter(({ product }) => product.sku.startsWith('EX10'));
    expect(accessories.length).toBeGreaterThan(50);
    expect(accessories.every(({ product }) => product.category_id.startsWith('cat-'))).toBe(true);
    expect(new Set(bundles.map(({ product }) => product.sku)).size).toBe(bundles.length);
  });

  it('names every product in all 21 languages, with slugs ending in 8 digits (spec/1 §2.1)', () => {
    for (const { texts } of bundles) {
      expect(texts.map((text) => text.language).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const text of texts) {
        expect(text.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d{8}$/);
        expect(text.name.length).toBeGreaterThan(5);
      }
    }
    for (const language of LANGUAGE_CODES) {
      const slugs = bundles.map(({ texts }) => texts.find((text) => text.language === language)!.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('prices every product in all 12 currencies, in whole minor units', () => {
    for (const { prices } of bundles) {
      expect(prices.map((price) => price.currency).sort()).toEqual([...CURRENCY_CODES].sort());
      for (const price of prices) expect(Number.isInteger(price.cent_amount) && price.cent_amount > 0).toBe(true);
    }
    expect(priceInEveryCurrency(12_900)).toMatchObject({ EUR: 12_999, CZK: 299_999, HUF: 4_799_999 });
  });

  it('has out-of-stock, low-stock, freight, energy-labelled, on-sale and campaign products, and reviews', () => {
    expect(bundles.some((bundle) => bundle.availableQuantity === 0)).toBe(true);
    expect(bundles.some((bundle) => bundle.availableQuantity > 0 && bundle.availableQuantity <= 5)).toBe(true);
    expect(bundles.some(({ product }) => product.freight === 1)).toBe(true);
    expect(bundles.some(({ product }) => product.energy_class !== null)).toBe(true);
    expect(bundles.some(({ prices }) => prices.some((price) => price.discounted_cent_amount !== null))).toBe(true);
    expect(bundles.some(({ product }) => product.tags.includes('campaign-black-week'))).toBe(true);
    const reviewLanguages = new Set(bundles.flatMap(({ reviews }) => reviews.map((review) => review.locale)));
    expect(reviewLanguages.size).toBeGreaterThan(10);
    expect(bundles.some(({ relations }) => relations.some((relation) => relation.kind === 'accessory'))).toBe(true);
  });

  it('gives every product meta keywords in every language: brand, product type, category path (spec/3 §3)', () => {
    const jigsaw = bundles.find(({ product }) => product.category_id === 'cat-jigsaws')!;
    const german = jigsaw.texts.find((text) => text.language === 'de')!;
    expect(german.meta_keywords).toBe(`${jigsaw.product.brand}, Stichsäge, Stichsägen, Sägen, Elektrowerkzeuge`);
    for (const { product, texts } of bundles) {
      for (const text of texts) expect(text.meta_keywords.startsWith(`${product.brand}, `)).toBe(true);
    }
  });

  it('uses the ten own brands', () => {
    expect(new Set(bundles.map(({ product }) => product.brand)).size).toBe(10);
  });
});

describe('seeding the store', () => {
  let dir: string;
  let result: EnsureResult;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-seed-'));
    result = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 200 });
  });
  afterAll(async () => {
    await result.database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('seeds a fresh file once, and opens a seeded one as it is', async () => {
    expect(result.seeded).toMatchObject({ products: 200, categories: FLAT_CATEGORIES.length });
    const again = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 999 });
    expect(again.seeded).toBeNull();
    expect(again.options).toEqual({ products: 200, seed: 20_071 });
    await again.database.close();
  });

  it('indexes every product in every language for full-text search', () => {
    const count = result.database.sqlite.prepare('select count(*) from search_de').pluck().get();
    expect(count).toBe(200);
    const hits = result.database.sqlite
      .prepare("select count(*) from search_sk where search_sk match 'vrtacky*'")
      .pluck()
      .get() as number;
    expect(hits).toBeGreaterThan(0);
  });

  it('writes all or nothing: a failure halfway leaves no rows and no seeded marker', async () => {
    const database = await openDatabase(':memory:');
    // A row already in the way of product 10 makes the seed fail after nine products were written.
    database.sqlite.prepare("insert into inventory (sku, available_quantity) values ('EX30000010', 1)").run();
    expect(() => writeCatalogue(database.sqlite, { products: 50, seed: 1 }, () => 0)).toThrow(/UNIQUE/);
    expect(database.sqlite.prepare('select count(*) from products').pluck().get()).toBe(0);
    expect(database.sqlite.prepare('select count(*) from categories').pluck().get()).toBe(0);
    expect(database.sqlite.prepare("select count(*) from meta where key = 'seed'").pluck().get()).toBe(0);
    await database.close();
  });
});
