// The store's schema history (ADR 006, ADR 042): Kysely's Migrator runs what a database has not run yet (each engine's
// database.server.ts), recording each migration's name in kysely_migration, so a started database moves forward only.
// One migration a file in migrations/, named as Kysely's FileMigrationProvider names them, with a step for each
// engine; this list gives them in order to both.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely, Migration, MigrationProvider, MigrationResult } from 'kysely';
import * as catalogue from './migrations/001-catalogue.ts';
import * as productMetaKeywords from './migrations/002-product-meta-keywords.ts';
import * as reviewsLocaleRecent from './migrations/003-reviews-locale-recent.ts';
import * as contentPagesToCms from './migrations/004-content-pages-to-cms.ts';
import * as searchFoldedAndCodes from './migrations/005-search-folded-and-codes.ts';
import * as newsletterConsentEvents from './migrations/006-newsletter-consent-events.ts';
import * as reviewsProductRecent from './migrations/007-reviews-product-recent.ts';
import * as sessions from './migrations/008-sessions.ts';
import * as carts from './migrations/009-carts.ts';
import * as cartDetails from './migrations/010-cart-details.ts';
import * as discounts from './migrations/011-discounts.ts';
import * as extraGuarantees from './migrations/012-extra-guarantees.ts';
import * as orders from './migrations/013-orders.ts';
import * as paymentAttempts from './migrations/014-payment-attempts.ts';
import * as cartTaxMode from './migrations/015-cart-tax-mode.ts';
import * as outbox from './migrations/016-outbox.ts';
import * as paymentAttemptFailure from './migrations/017-payment-attempt-failure.ts';
import * as discountReservations from './migrations/018-discount-reservations.ts';
import * as paymentSessions from './migrations/020-payment-sessions.ts';
import * as catalogueVersion from './migrations/021-catalogue-version.ts';

/**
 * A migration of the store, written for each engine (ADR 042) under one name. SQLite's is given besides the raw
 * connection Kysely runs on, for a migration that rewrites millions of rows (Kysely's driver is asynchronous, row by
 * row) or that Kysely's schema builder does not model; PostgreSQL's makes the same tables, in PostgreSQL's words.
 */
interface StoreMigration {
  onSqlite(db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void>;
  onPostgres(db: Kysely<unknown>): Promise<void>;
}

/**
 * The migrations in order, by the names databases recorded them under: a name never changes. Never edit a migration
 * that has shipped: add the next. Schema only, with the rewriting of rows a change of schema needs (002, 005): the
 * demo rows are the seed's (seed/write-demo-offers.server.ts).
 */
const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: StoreMigration]> = [
  ['001-catalogue', catalogue],
  ['002-product-meta-keywords', productMetaKeywords],
  ['003-reviews-locale-recent', reviewsLocaleRecent],
  ['004-content-pages-to-cms', contentPagesToCms],
  ['005-search-folded-and-codes', searchFoldedAndCodes],
  ['006-newsletter-consent-events', newsletterConsentEvents],
  ['007-reviews-product-recent', reviewsProductRecent],
  ['008-sessions', sessions],
  ['009-carts', carts],
  ['010-cart-details', cartDetails],
  ['011-discounts', discounts],
  ['012-extra-guarantees', extraGuarantees],
  ['013-orders', orders],
  ['014-payment-attempts', paymentAttempts],
  ['015-cart-tax-mode', cartTaxMode],
  ['016-outbox', outbox],
  ['017-payment-attempt-failure', paymentAttemptFailure],
  ['018-discount-reservations', discountReservations],
  ['020-payment-sessions', paymentSessions],
  ['021-catalogue-version', catalogueVersion],
];

/** The migrations of the store, run on `sqlite`. */
/** The names of the migrations a run of the migrator applied. */
export const succeeded = (results: readonly MigrationResult[] | undefined): string[] =>
  (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);

/** The migrations' names, in order: what a store migrated by this code has recorded. */
export const MIGRATION_NAMES: readonly string[] = MIGRATIONS.map(([name]) => name);

export function sqliteMigrations(sqlite: BetterSqlite3.Database): MigrationProvider {
  return providerOf((migration) => (db) => migration.onSqlite(db, sqlite));
}

/** The migrations of the store, run on PostgreSQL. */
export function postgresMigrations(): MigrationProvider {
  return providerOf((migration) => (db) => migration.onPostgres(db));
}

function providerOf(upOf: (migration: StoreMigration) => Migration['up']): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(MIGRATIONS.map(([name, migration]): [string, Migration] => [name, { up: upOf(migration) }])),
  };
}
