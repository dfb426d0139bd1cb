import type BetterSqlite3 from 'better-sqlite3';
import { LANGUAGE_CODES } from '../../../../generated/index.ts';
import { sanitizeContentHtml } from '../../platform/content-html.server.ts';
import { searchInserter } from '../sqlite/search-documents.server.ts';
import { catalogueFrame, productBundles, type SeedOptions } from './catalogue-plan.ts';
import { writeDemoOffers } from './write-demo-offers.server.ts';

export interface SeedReport {
  products: number;
  categories: number;
  reviews: number;
  milliseconds: number;
}

/** Inserts rows of one table through one prepared statement (a row's keys name its columns). */
export function inserter(sqlite: BetterSqlite3.Database, table: string, columns: readonly string[]) {
  const statement = sqlite.prepare(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`,
  );
  return (row: object) => statement.run(row);
}

/**
 * Writes the whole demo catalogue, with its discounts and extra guarantees, in ONE transaction, the "seeded" marker
 * last: a start that is stopped halfway leaves no half-seeded store behind (never served half-seeded). Raw prepared
 * statements, not Kysely: a 100,000-product catalogue is millions of rows.
 */
export function writeCatalogue(sqlite: BetterSqlite3.Database, options: SeedOptions, now: () => number): SeedReport {
  const started = now();
  const frame = catalogueFrame();
  const insert = {
    store: inserter(sqlite, 'stores', ['key', 'country', 'languages', 'name', 'custom']),
    channel: inserter(sqlite, 'channels', ['id', 'key', 'roles', 'name', 'country']),
    category: inserter(sqlite, 'categories', [
      'id',
      'key',
      'parent_id',
      'depth',
      'order_hint',
      'type',
      'image_url',
      'has_products',
      'related',
    ]),
    categoryText: inserter(sqlite, 'category_texts', [
      'category_id',
      'language',
      'name',
      'slug',
      'meta_title',
      'meta_description',
    ]),
    categoryContent: inserter(sqlite, 'category_content', ['category_id', 'locale', 'content_html', 'posts']),
    seo: inserter(sqlite, 'seo_redirections', ['country', 'source_url', 'target_url', 'redirection_code']),
    product: inserter(sqlite, 'products', [
      'id',
      'sku',
      'key',
      'brand',
      'family',
      'category_id',
      'published',
      'eligible_for_selling',
      'freight',
      'is_bware',
      'created_at',
      'release_date',
      'tax_category',
      'energy_class',
      'tags',
      'volume_discount_group',
      'images',
      'attributes',
      'rating_average',
      'rating_count',
      'ratings_distribution',
    ]),
    productText: inserter(sqlite, 'product_texts', [
      'product_id',
      'language',
      'name',
      'slug',
      'description',
      'highlights',
      'meta_keywords',
    ]),
    productCategory: inserter(sqlite, 'product_categories', ['product_id', 'category_id', 'depth']),
    price: inserter(sqlite, 'prices', ['product_id', 'currency', 'cent_amount', 'discounted_cent_amount']),
    inventory: inserter(sqlite, 'inventory', ['sku', 'available_quantity']),
    relation: inserter(sqlite, 'product_relations', ['product_id', 'related_product_id', 'kind']),
    review: inserter(sqlite, 'reviews', [
      'id',
      'product_id',
      'locale',
      'author_name',
      'rating',
      'title',
      'text',
      'created_at',
      'customer_care_response',
      'source',
      'included_in_statistics',
    ]),
  };
  // Folded per language as the shopper's text is (search-documents.server.ts).
  const search = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, searchInserter(sqlite, language)]));
  const marker = sqlite.prepare("insert into meta (key, value) values ('seed', ?)");

  let products = 0;
  let reviews = 0;
  // A large page cache for the bulk load (256 MiB): the text and full-text indexes are written far less often.
  const cacheSize = sqlite.pragma('cache_size', { simple: true }) as number;
  sqlite.pragma('cache_size = -262144');
  try {
    sqlite.transaction(() => {
      frame.stores.forEach(insert.store);
      frame.channels.forEach(insert.channel);
      frame.categories.forEach(insert.category);
      frame.categoryTexts.forEach(insert.categoryText);
      for (const content of frame.categoryContent) {
        insert.categoryContent({ ...content, content_html: sanitizeContentHtml(content.content_html) });
      }
      frame.seoRedirections.forEach(insert.seo);
      writeDemoOffers(sqlite);
      for (const bundle of productBundles(options)) {
        // The full-text rows share the product's rowid, which the insert answers with.
        const rowid = insert.product(bundle.product).lastInsertRowid;
        bundle.texts.forEach(insert.productText);
        bundle.categories.forEach(insert.productCategory);
        bundle.prices.forEach(insert.price);
        insert.inventory({ sku: bundle.product.sku, available_quantity: bundle.availableQuantity });
        bundle.relations.forEach(insert.relation);
        bundle.reviews.forEach(insert.review);
        for (const row of bundle.search) {
          search[row.language]!(rowid, row);
        }
        products += 1;
        reviews += bundle.reviews.length;
      }
      marker.run(JSON.stringify(options));
    })();
  } finally {
    sqlite.pragma(`cache_size = ${cacheSize}`);
  }
  return { products, categories: frame.categories.length, reviews, milliseconds: now() - started };
}

/** The options the store was seeded with, or null when it has not been (a fresh or an interrupted start). */
export function seededWith(sqlite: BetterSqlite3.Database): SeedOptions | null {
  const row = sqlite.prepare("select value from meta where key = 'seed'").pluck().get() as string | undefined;
  return row === undefined ? null : (JSON.parse(row) as SeedOptions);
}
