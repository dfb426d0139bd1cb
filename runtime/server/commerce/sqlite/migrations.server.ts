import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../generated/index.ts';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from '../seed/demo-discounts.ts';
import { DEMO_EXTRA_GUARANTEES } from '../seed/demo-guarantees.ts';
import { productMetaKeywords } from '../seed/meta-keywords.ts';
import { VOCABULARY } from '../seed/vocabulary.ts';
import type { Database } from './schema.ts';
import { outboxMigration } from './outbox-table.ts';
import { fillSearchTables } from './search-documents.server.ts';
import { searchTable, searchTableDefinition } from './search-tables.ts';

export { searchTable };

/**
 * The store's migrations, in order. Never edit one that has shipped: add the next. Kysely records what ran in
 * its own table, so a started database moves forward only. `sqlite` is the raw connection Kysely runs on, for a
 * migration that rewrites millions of rows (Kysely's driver is asynchronous, row by row).
 */
const migrations = (sqlite: BetterSqlite3.Database): Record<string, Migration> => ({
  '001-catalogue': {
    async up(db: Kysely<unknown>) {
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
    },
  },
  '002-product-meta-keywords': {
    // spec/3 §3 Product meta keywords, per language, beside the product's other texts.
    async up(db: Kysely<unknown>) {
      const k = db as Kysely<Database>;
      // Kysely runs SQLite migrations outside a transaction: a start stopped after this line runs it again.
      const columns = await sql<{ name: string }>`select name from pragma_table_info('product_texts')`.execute(k);
      if (!columns.rows.some((column) => column.name === 'meta_keywords')) {
        await sql`alter table product_texts add column meta_keywords text not null default ''`.execute(k);
      }
      await fillProductMetaKeywords(k);
    },
  },
  '003-reviews-locale-recent': {
    // spec/1 §2.9 review carousel (review-highlights.server.ts): a locale's reviews counted in the statistics,
    // newest first, with the rating and the product id beside them, so the walk for a carousel checks a review
    // against the minimum rating and the category from the index alone. Without the last two columns, the walk
    // for a category with no matching review read each row: 90 ms instead of 8 at 100,000 products.
    async up(db: Kysely<unknown>) {
      await (db as Kysely<Database>).schema
        .createIndex('reviews_locale_recent')
        .ifNotExists()
        .on('reviews')
        .columns(['locale', 'included_in_statistics', 'created_at', 'rating', 'product_id'])
        .execute();
    },
  },
  '004-content-pages-to-cms': {
    // ADR 009: the CMS content pages are the content/ folder's files, served by the CMS port
    // (runtime/server/integrations/cms/), checked by `multishop validate` — no longer rows of the commerce store.
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('cms_pages').ifExists().execute();
    },
  },
  '005-search-folded-and-codes': {
    // ADR 012: the search tables hold their texts folded per language (search-languages.ts: Greek accents
    // too, which unicode61 left in), so they are written again; and a shopper's EAN finds its product through an
    // index on the attribute printed under the bar code (the SKU has its unique index).
    async up() {
      sqlite.transaction(() => {
        for (const language of LANGUAGE_CODES) {
          sqlite.exec(`drop table if exists ${searchTable(language)}`);
          sqlite.exec(searchTableDefinition(language));
        }
        fillSearchTables(sqlite);
        sqlite.exec(`create index if not exists products_ean on products (json_extract(attributes, '$.ean'))`);
      })();
    },
  },
  '006-newsletter-consent-events': {
    // spec/3 §2: "The product records a newsletter consent event with the hash" on /exConsents/confirm.
    // Kept in the store until a tracking port (spec/3 §7) sends them on.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('newsletter_consent_events')
        // A store whose migration records were rolled back (the older migrations' tests) keeps its events.
        .ifNotExists()
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '007-reviews-product-recent': {
    // ADR 019: a product page's reviews, newest first with the id breaking ties (spec/3 §2), come in that
    // order from the index, where reviews_product (product_id, created_at) left the id to a sort: 29 → 7 µs a page.
    // It serves every other read of a product's reviews as the index it replaces did.
    async up() {
      sqlite.exec(`create index if not exists reviews_product_recent on reviews (product_id, created_at desc, id)`);
      sqlite.exec(`drop index if exists reviews_product`);
    },
  },
  '008-sessions': {
    // Server-side sessions (ARCHITECTURE "Sessions"). The id is the SHA-256 of the cookie's token,
    // so the table holds nothing a visitor could present; the expiry index serves the purge of ended sessions.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        // A store whose migration records were rolled back (the older migrations' tests) keeps its sessions.
        .ifNotExists()
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        // What the session's cart (and later its customer's data) is kept under: unlike the id, it stays at rotation.
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('last_seen_at', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires').ifNotExists().on('sessions').column('expires_at').execute();
    },
  },
  '009-carts': {
    // ADR 022: carts (carts.server.ts). One active cart per session and shop, which the unique index holds
    // even against two first adds at once; its lines in order. Prices are not kept: a cart is priced when read.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('carts')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('session_key', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      sqlite.exec(
        `create unique index if not exists carts_active_of_session on carts (session_key, country) where state = 'Active'`,
      );
      await db.schema
        .createTable('cart_lines')
        .ifNotExists()
        .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_lines_pk', ['cart_id', 'id'])
        .execute();
    },
  },
  '010-cart-details': {
    // spec/2 §3 Cart, §4 Updates: what the update actions set on a cart besides its lines — the customer's
    // e-mail, the billing and shipping addresses (JSON), the shipping method chosen, the custom fields (JSON).
    async up() {
      addColumns(sqlite, 'carts', {
        customer_email: 'text',
        billing_address: 'text',
        shipping_address: 'text',
        shipping_method: 'text',
        custom: "text not null default '{}'",
      });
    },
  },
  '011-discounts': {
    // spec/2 §3 discount codes and cart discounts, §5 Volume and Personalised discounts: the codes a cart
    // may carry (their ids kept on the cart), the volume and personalised discounts, and the demo rows of each
    // (seed/demo-discounts.ts), written into every store without replacing a row already there.
    async up() {
      sqlite.exec(`create table if not exists discount_codes (
        id text primary key, code text not null unique, stores text not null, valid_from text, valid_until text,
        is_active integer not null, permyriad integer not null, name text not null, max_applications integer,
        applications integer not null default 0)`);
      sqlite.exec(`create table if not exists cart_discounts (
        id text primary key, key text not null unique, kind text not null, is_active integer not null,
        stores text not null, sort_order text not null, volume_discount_group text, min_quantity integer not null,
        customer_tier text, permyriad integer not null)`);
      addColumns(sqlite, 'carts', { discount_codes: "text not null default '[]'" });
      // The columns named: a store migrated again from an earlier migration (the tests do) has later ones too (018).
      const code = sqlite.prepare(`insert or ignore into discount_codes (id, code, stores, valid_from, valid_until,
        is_active, permyriad, name, max_applications, applications) values (@id, @code, @stores, @validFrom,
        @validUntil, @isActive, @permyriad, @name, @maxApplications, @applications)`);
      const discount = sqlite.prepare(`insert or ignore into cart_discounts values (@id, @key, @kind, @isActive,
        @stores, @sortOrder, @volumeDiscountGroup, @minQuantity, @customerTier, @permyriad)`);
      sqlite.transaction(() => {
        for (const row of DEMO_DISCOUNT_CODES) {
          code.run({
            ...row,
            stores: JSON.stringify(row.stores),
            isActive: Number(row.isActive),
            name: JSON.stringify(row.name),
          });
        }
        for (const row of DEMO_CART_DISCOUNTS) {
          discount.run({ ...row, stores: JSON.stringify(row.stores), isActive: Number(row.isActive) });
        }
      })();
    },
  },
  '012-extra-guarantees': {
    // spec/2 §3 Extra-guarantee product attributes, §5 Extra guarantee: the guarantee products (virtual
    // SKUs, no stock, no product page) and, on a cart line, the parent SKU a guarantee line covers.
    async up() {
      sqlite.exec(`create table if not exists extra_guarantees (
        sku text primary key, name text not null, relative_price_rate real not null, excluded_skus text not null,
        excluded_brands text not null, excluded_relations text not null, enabled_on_market text not null)`);
      addColumns(sqlite, 'cart_lines', { parent_sku: 'text' });
      const insert = sqlite.prepare(`insert or ignore into extra_guarantees values (@sku, @name, @relativePriceRate,
        @excludedSkus, @excludedBrands, @excludedRelations, @enabledOnMarket)`);
      sqlite.transaction(() => {
        for (const row of DEMO_EXTRA_GUARANTEES) {
          insert.run({
            sku: row.sku,
            name: JSON.stringify(row.name),
            relativePriceRate: row.relativePriceRate,
            excludedSkus: JSON.stringify(row.excludedSkus),
            excludedBrands: JSON.stringify(row.excludedBrands),
            excludedRelations: JSON.stringify(row.excludedRelations),
            enabledOnMarket: JSON.stringify(row.enabledOnMarket),
          });
        }
      })();
    },
  },
  '013-orders': {
    // ADR 024, spec/2 §3 Order: orders made from a cart at one version (unique: a second create of the same
    // cart version finds the first), their lines (so that no order is without them, and stock can be reconciled),
    // their payments, and each store's last order number. The order's answer is kept as it was priced (JSON); its
    // states are columns, since payments and shipping move them on.
    async up() {
      sqlite.exec(`create table if not exists orders (
        id text primary key, order_number text not null unique, country text not null, session_key text not null,
        customer_id text, cart_id text not null, cart_version integer not null, created_at integer not null,
        version integer not null, order_state text not null, payment_state text not null,
        shipment_state text not null, customer_email text not null, data text not null,
        unique (cart_id, cart_version))`);
      sqlite.exec(`create index if not exists orders_of_session on orders (session_key, country, created_at)`);
      sqlite.exec(`create table if not exists order_lines (
        order_id text not null references orders (id) on delete cascade, id text not null, sku text not null,
        quantity integer not null, reserved integer not null, primary key (order_id, id))`);
      sqlite.exec(`create table if not exists order_payments (
        id text primary key, order_id text not null references orders (id) on delete cascade,
        payment_interface text not null, method text not null, state text not null, psp_reference text unique,
        data text not null)`);
      sqlite.exec(`create table if not exists order_numbers (store_key text primary key, last integer not null)`);
    },
  },
  '014-payment-attempts': {
    // ADR 028: each attempt to pay a cart version at the card provider, written before the provider is asked
    // (so an attempt paid at the provider is never unknown to the shop, whatever happens next: a crash, a lost
    // redirect), with the priced cart it pays for; and the provider's notifications already handled, by their key,
    // so that the same notification twice changes nothing.
    async up() {
      sqlite.exec(`create table if not exists payment_attempts (
        id text primary key, session_key text not null, country text not null, language text not null,
        origin text not null,
        cart_id text not null, cart_version integer not null, method text not null, client_type text not null,
        amount integer not null, currency text not null, state text not null, psp_reference text,
        order_id text, cart text not null, created_at integer not null, updated_at integer not null)`);
      sqlite.exec(`create index if not exists payment_attempts_of_cart on payment_attempts (cart_id, cart_version)`);
      // One live attempt per cart version and method: a double-clicked pay button finds the first (and the provider,
      // asked again with its idempotency key, answers the same), so it makes one payment.
      sqlite.exec(`create unique index if not exists payment_attempts_live on payment_attempts
        (cart_id, cart_version, method) where state in ('Initial', 'RedirectShopper', 'Pending', 'Authorised')`);
      sqlite.exec(
        `create table if not exists payment_notifications (key text primary key, received_at integer not null)`,
      );
    },
  },
  '015-cart-tax-mode': {
    // ADR 026, spec/3 §4: a cart whose company VAT ID was found valid, where the store may change the tax
    // rate, is priced net (tax mode External); the check's answer is kept with it (the address's VAT raw response).
    async up() {
      addColumns(sqlite, 'carts', { tax_mode: "text not null default 'Platform'", vat_check: 'text' });
    },
  },
  // The e-mail outbox, the embedded default of the e-mail port (integrations/email/outbox.server.ts).
  '016-outbox': outboxMigration,
  '017-payment-attempt-failure': {
    // ADR 028: why the shop failed or undid an attempt (a provider answer that is not the attempt's, a payment of
    // another method for the same cart version), kept with it.
    async up() {
      addColumns(sqlite, 'payment_attempts', { failure_reason: 'text' });
    },
  },
  '018-discount-reservations': {
    // spec/2 §5, ADR 027: a use of a limited code is held for the payment begun at the provider for a cart version
    // until it is paid (the use becomes an application), fails, is cancelled or expires. `reserved` counts the held
    // uses, so that one conditional update (`applications + reserved < max_applications`) grants a use or refuses it,
    // never a read then a write; each held use is a row — one per cart version and code, naming the cart version's
    // latest attempt — so that it can be found and let go.
    async up() {
      addColumns(sqlite, 'discount_codes', { reserved: 'integer not null default 0' });
      sqlite.exec(`create table if not exists discount_reservations (
        cart_id text not null, cart_version integer not null, code_id text not null references discount_codes (id),
        attempt_id text not null, expires_at integer not null, primary key (cart_id, cart_version, code_id))`);
      sqlite.exec(`create index if not exists discount_reservations_of_attempt on discount_reservations (attempt_id)`);
      sqlite.exec(`create index if not exists discount_reservations_expiry
        on discount_reservations (code_id, expires_at)`);
    },
  },
  '020-payment-sessions': {
    // ADR 029: the provider's hosted session each attempt is paid in (Hosted Checkout), so that the shopper's return
    // completes the attempt only with the session begun for it. One session per attempt: a second click is answered
    // the same session (the provider's idempotency key), a new one replaces the record.
    async up() {
      sqlite.exec(`create table if not exists payment_sessions (
        attempt_id text primary key, session_id text not null, created_at integer not null)`);
    },
  },
});

/**
 * Adds the columns a table lacks (SQLite has no `add column if not exists`; Kysely runs SQLite migrations outside a
 * transaction, so a start stopped halfway runs the migration again).
 */
function addColumns(sqlite: BetterSqlite3.Database, table: string, columns: Record<string, string>): void {
  const present = new Set(
    (sqlite.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]).map(String),
  );
  for (const [name, definition] of Object.entries(columns)) {
    if (!present.has(name)) sqlite.exec(`alter table ${table} add column ${name} ${definition}`);
  }
}

/**
 * Gives the products of a store seeded before migration 002 the keywords the seed now writes. They depend only on
 * the product's brand, own category and language, so they are worked out per such triple (a few thousand) and
 * written by one update, whatever the catalogue's size. A fresh store has no products yet: nothing to do.
 */
async function fillProductMetaKeywords(k: Kysely<Database>): Promise<void> {
  const kinds = await k.selectFrom('products').select(['brand', 'category_id']).distinct().execute();
  if (kinds.length === 0) return;
  const categories = new Map(
    (await k.selectFrom('categories').select(['id', 'key', 'parent_id']).execute()).map((row) => [row.id, row]),
  );
  const texts = await k.selectFrom('category_texts').select(['category_id', 'language', 'name']).execute();
  const names = new Map(texts.map((text) => [`${text.category_id} ${text.language}`, text.name]));
  const languages = [...new Set(texts.map((text) => text.language))];
  const keywords = kinds.flatMap(({ brand, category_id }) =>
    languages.map((language) => {
      const path: string[] = [];
      for (let category = categories.get(category_id); category;) {
        const name = names.get(`${category.id} ${language}`);
        if (name !== undefined) path.push(name);
        category = category.parent_id === null ? undefined : categories.get(category.parent_id);
      }
      const leafKey = categories.get(category_id)?.key ?? '';
      const productType = VOCABULARY.productTypes[leafKey]?.[language as LanguageCode];
      return { brand, category_id, language, keywords: productMetaKeywords(brand, productType, path) };
    }),
  );
  await sql`create temp table product_meta_keywords (brand text, category_id text, language text, keywords text,
    primary key (brand, category_id, language))`.execute(k);
  await sql`insert into temp.product_meta_keywords
    select json_extract(value, '$.brand'), json_extract(value, '$.category_id'), json_extract(value, '$.language'),
      json_extract(value, '$.keywords')
    from json_each(${JSON.stringify(keywords)})`.execute(k);
  await sql`update product_texts set meta_keywords = coalesce((
      select f.keywords from products p
      cross join temp.product_meta_keywords f
        on f.brand = p.brand and f.category_id = p.category_id and f.language = product_texts.language
      where p.id = product_texts.product_id), '')
    where meta_keywords = ''`.execute(k);
  await sql`drop table temp.product_meta_keywords`.execute(k);
}

/** The migrations of the store on `sqlite`. */
export function migrationProvider(sqlite: BetterSqlite3.Database): MigrationProvider {
  return { getMigrations: async () => migrations(sqlite) };
}
