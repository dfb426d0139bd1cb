// ADR 006: the catalogue's tables — stores and channels, categories with their texts and content, products with
// their texts, categories, prices, stock, relations and reviews, SEO redirections, the CMS pages (dropped by 004) —
// and the per-language full-text search tables (ADR 012).
import { sql, type Kysely } from 'kysely';
import { LANGUAGE_CODES } from '../../../../../generated/index.ts';
import type { Database } from '../tables.ts';
import { searchTable } from '../../sqlite/search-tables.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
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

// PostgreSQL: the same tables; the search tables are SQLite's FTS5 (ADR 042: search on PostgreSQL is its own decision).
export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table meta (key text primary key, value text not null)`,
    `create table stores (key text primary key, country text not null unique, languages text not null,
       name text not null, custom text not null)`,
    `create table channels (id text primary key, key text not null unique, roles text not null, name text not null,
       country text not null)`,
    `create table categories (id text primary key, key text not null unique, parent_id text references categories (id),
       depth integer not null, order_hint text not null, type text not null, image_url text, has_products text not null,
       related text not null)`,
    `create index categories_parent on categories (parent_id, order_hint)`,
    `create table category_texts (category_id text not null references categories (id), language text not null,
       name text not null, slug text not null, meta_title text not null, meta_description text not null,
       constraint category_texts_pk primary key (category_id, language),
       constraint category_texts_slug unique (language, slug))`,
    `create table category_content (category_id text not null references categories (id), locale text not null,
       content_html text not null, posts text not null, constraint category_content_pk primary key (category_id, locale))`,
    `create table products (id text primary key, sku text not null unique, key text not null unique, brand text not null,
       family text not null, category_id text not null references categories (id), published integer not null,
       eligible_for_selling integer not null, freight integer not null, is_bware integer not null, created_at text not null,
       release_date text not null, tax_category text not null, energy_class text, tags text not null,
       volume_discount_group text, images text not null, attributes text not null, rating_average double precision not null,
       rating_count integer not null, ratings_distribution text not null)`,
    `create table product_texts (product_id text not null references products (id), language text not null,
       name text not null, slug text not null, description text not null, highlights text not null,
       constraint product_texts_pk primary key (product_id, language), constraint product_texts_slug unique (language, slug))`,
    `create table product_categories (product_id text not null references products (id),
       category_id text not null references categories (id), depth integer not null,
       constraint product_categories_pk primary key (category_id, product_id))`,
    `create index product_categories_product on product_categories (product_id)`,
    `create table prices (product_id text not null references products (id), currency text not null,
       cent_amount bigint not null, discounted_cent_amount bigint, constraint prices_pk primary key (product_id, currency))`,
    `create table inventory (sku text primary key, available_quantity integer not null)`,
    `create table product_relations (product_id text not null references products (id),
       related_product_id text not null references products (id), kind text not null,
       constraint product_relations_pk primary key (product_id, kind, related_product_id))`,
    `create table reviews (id text primary key, product_id text not null references products (id), locale text not null,
       author_name text not null, rating integer not null, title text not null, text text not null, created_at text not null,
       customer_care_response text, source text not null, included_in_statistics integer not null)`,
    `create index reviews_product on reviews (product_id, created_at)`,
    `create table seo_redirections (country text not null, source_url text not null, target_url text not null,
       redirection_code integer not null, constraint seo_redirections_pk primary key (country, source_url))`,
    `create table cms_pages (slug text not null, locale text not null, blocks text not null, title text not null,
       updated_at text not null, constraint cms_pages_pk primary key (slug, locale))`,
  ]);
}
