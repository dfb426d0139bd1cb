// The card reads of the embedded catalogue (ADR 011): listProductCards and getProductCardsBySkus answer, for
// every product, exactly the fields of the full product's answer that a card shows (operation-answers.schema.json
// #/$defs/productCard), in every country and language, with campaign prices, and for products missing a text, an
// image, a price or stock — against a real SQLite file seeded with the demo catalogue.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode, type LanguageCode } from '../../../../generated/index.ts';
import type { CatalogueContext, ListingRequest, Product, ProductCard } from '../ports/catalogue-types.ts';
import { ensureCatalogue, type EnsureResult } from '../ensure-catalogue.server.ts';
import { SqliteCatalogue } from './catalogue-store.server.ts';

let dir: string;
let store: EnsureResult;
let catalogue: SqliteCatalogue;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-cards-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  catalogue = new SqliteCatalogue(store.database.sqlite);
});
afterAll(async () => {
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

/** What the card of a product must be: the schema's card fields, taken from the full product's answer. */
function cardOf(product: Product): ProductCard {
  const { attributes, reviewRatingStatistics } = product;
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    link: product.link,
    images: product.images.slice(0, 1),
    published: product.published,
    price: product.price,
    availability: product.availability,
    reviewRatingStatistics: {
      averageRating: reviewRatingStatistics.averageRating,
      count: reviewRatingStatistics.count,
    },
    attributes: {
      brand: attributes.brand,
      energyClass: attributes.energyClass,
      eligibleForSelling: attributes.eligibleForSelling,
      techdetails: attributes.techdetails,
    },
    tags: product.tags,
  };
}

/** Every language of every country (spec/1 §9.1, §9.2), each with its country's currency. */
const CONTEXTS: CatalogueContext[] = Object.entries(COUNTRIES).flatMap(([country, config]) =>
  config.languages.map((entry) => ({
    country: country as CountryCode,
    language: entry.language as LanguageCode,
    currency: config.currency,
  })),
);

const listing = (change: Partial<ListingRequest> = {}): ListingRequest => ({
  sort: 'relevance',
  page: 1,
  hitsPerPage: 48,
  ...change,
});

describe('listProductCards (ADR 011)', () => {
  it.each(CONTEXTS.map((context) => [`${context.language}-${context.country}`, context] as const))(
    '%s: the listing of listProducts, each product as its card',
    async (_name, context) => {
      for (const request of [listing(), listing({ categoryKey: 'power-tools', sort: 'price-asc', page: 2 })]) {
        const [full, cards] = await Promise.all([
          catalogue.listProducts(context, request),
          catalogue.listProductCards(context, request),
        ]);
        expect(full.results.length).toBeGreaterThan(0);
        expect(cards).toEqual({ ...full, results: full.results.map(cardOf) });
      }
    },
  );

  it('gives campaign prices: the discounted price of the sales listing (spec/2 §3)', async () => {
    for (const context of CONTEXTS) {
      const request = listing({ preset: 'sales' });
      const [full, cards] = await Promise.all([
        catalogue.listProducts(context, request),
        catalogue.listProductCards(context, request),
      ]);
      expect(cards.results.some((card) => card.price?.discounted !== null)).toBe(true);
      expect(cards.results).toEqual(full.results.map(cardOf));
    }
  });

  it('answers an empty listing alike for a scope its filters part from', async () => {
    const [context] = CONTEXTS;
    const request = listing({ categoryKey: 'power-tools', categoryLevels: ['garden'] });
    const cards = await catalogue.listProductCards(context!, request);
    expect(cards.total).toBe(0);
    expect(cards).toEqual(await catalogue.listProducts(context!, request));
  });
});

describe('getProductCardsBySkus (ADR 011)', () => {
  it.each(CONTEXTS.map((context) => [`${context.language}-${context.country}`, context] as const))(
    '%s: the products of getProductsBySkus, in the order asked, each as its card',
    async (_name, context) => {
      const skus = ['EX30000007', 'NOSUCHSKU1', 'EX30000001', 'EX30000007', 'EX10000003', 'EX30000002'];
      const full = await catalogue.getProductsBySkus(context, skus);
      expect(full.length).toBeGreaterThan(2);
      expect(await catalogue.getProductCardsBySkus(context, skus)).toEqual(full.map(cardOf));
    },
  );

  it('leaves out what the full read leaves out, and reads a product without image, price or stock alike', async () => {
    const sqlite = store.database.sqlite;
    const skus = ['EX30000011', 'EX30000012', 'EX30000013', 'EX30000014', 'EX30000015'];
    const id = (sku: string) => `prd-${sku}`;
    // No text in German (a missing translation), no images, no price in euros, no stock, not published.
    sqlite.prepare("delete from product_texts where product_id = ? and language = 'de'").run(id(skus[0]!));
    sqlite.prepare("update products set images = '[]' where id = ?").run(id(skus[1]!));
    sqlite.prepare("delete from prices where product_id = ? and currency = 'EUR'").run(id(skus[2]!));
    sqlite.prepare('delete from inventory where sku = ?').run(skus[3]!);
    sqlite.prepare('update products set published = 0 where id = ?').run(id(skus[4]!));
    const de: CatalogueContext = { country: 'de', language: 'de', currency: 'EUR' };
    const at: CatalogueContext = { country: 'at', language: 'de', currency: 'EUR' };
    const chFr: CatalogueContext = { country: 'ch', language: 'fr', currency: 'CHF' };
    for (const context of [de, at, chFr]) {
      const full = await catalogue.getProductsBySkus(context, skus);
      const cards = await catalogue.getProductCardsBySkus(context, skus);
      expect(cards).toEqual(full.map(cardOf));
      expect(cards.some((card) => card.sku === skus[0])).toBe(context.language !== 'de');
      expect(cards.some((card) => card.sku === skus[4])).toBe(false);
    }
    const cards = await catalogue.getProductCardsBySkus(de, skus);
    expect(cards.map((card) => card.sku)).toEqual(skus.slice(1, 4));
    expect(cards[0]!.images).toEqual([]);
    expect(cards[1]!.price).toBeNull();
    expect(cards[2]!.availability).toEqual({ isOnStock: false, availableQuantity: 0 });
  });
});
