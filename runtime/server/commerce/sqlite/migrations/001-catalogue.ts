// ADR 006: the catalogue's tables — stores and channels, categories with their texts and content, products with
// their texts, categories, prices, stock, relations and reviews, SEO redirections, the CMS pages (dropped by 004) —
// and the per-language full-text search tables (ADR 012).
import { sql, type Kysely } from 'kysely';
import { LANGUAGE_CODES } from '../../../../../generated/index.ts';
import type { Database } from '../schema.ts';
import { searchTable } from '../search-tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<Database>;
  await k.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await k.schema
    .createTable('stores')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull().unique())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('custom', 'text', (c) => c.notNull())
    .execute();
  await k.schema
    .createTable('channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();
  await k.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'text', (c) => c.references('categories.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('order_hint', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('has_products', 'text', (c) => c.notNull())
    .addColumn('related', 'text', (c) => c.notNull())
    .execute();
  await k.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'order_hint']).execute();
  await k.schema
    .createTable('category_texts')
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_texts_pk', ['category_id', 'language'])
    .addUniqueConstraint('category_texts_slug', ['language', 'slug'])
    .execute();
  await k.schema
    .createTable('category_content')
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('posts', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_content_pk', ['category_id', 'locale'])
    .execute();
  await k.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('eligible_for_selling', 'integer', (c) => c.notNull())
    .addColumn('freight', 'integer', (c) => c.notNull())
    .addColumn('is_bware', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('tax_category', 'text', (c) => c.notNull())
    .addColumn('energy_class', 'text')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('volume_discount_group', 'text')
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('rating_average', 'real', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addColumn('ratings_distribution', 'text', (c) => c.notNull())
    .execute();
  await k.schema
    .createTable('product_texts')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'language'])
    .addUniqueConstraint('product_texts_slug', ['language', 'slug'])
    .execute();
  await k.schema
    .createTable('product_categories')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_categories_pk', ['category_id', 'product_id'])
    .execute();
  await k.schema.createIndex('product_categories_product').on('product_categories').column('product_id').execute();
  await k.schema
    .createTable('prices')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cent_amount', 'integer', (c) => c.notNull())
    .addColumn('discounted_cent_amount', 'integer')
    .addPrimaryKeyConstraint('prices_pk', ['product_id', 'currency'])
    .execute();
  await k.schema
    .createTable('inventory')
    .addColumn('sku', 'text', (c) => c.primaryKey())
    .addColumn('available_quantity', 'integer', (c) => c.notNull())
    .execute();
  await k.schema
    .createTable('product_relations')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('related_product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_relations_pk', ['product_id', 'kind', 'related_product_id'])
    .execute();
  await k.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('customer_care_response', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('included_in_statistics', 'integer', (c) => c.notNull())
    .execute();
  await k.schema.createIndex('reviews_product').on('reviews').columns(['product_id', 'created_at']).execute();
  await k.schema
    .createTable('seo_redirections')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('target_url', 'text', (c) => c.notNull())
    .addColumn('redirection_code', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('seo_redirections_pk', ['country', 'source_url'])
    .execute();
  await k.schema
    .createTable('cms_pages')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('blocks', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cms_pages_pk', ['slug', 'locale'])
    .execute();
  for (const language of LANGUAGE_CODES) {
    // Contentless (the texts live in product_texts; the index keeps only what it needs to find rows), with
    // deletes allowed; unicode61 without diacritics, so "vrtacka" finds "vŕtačka"; prefix indexes of 2 and 3
    // characters serve search-as-you-type. Name, brand and the category path: what shoppers type.
    await sql`create virtual table ${sql.raw(searchTable(language))} using fts5(name, brand, categories, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
      k,
    );
  }
}
