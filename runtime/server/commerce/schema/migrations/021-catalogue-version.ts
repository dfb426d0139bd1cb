// ADR 042: on PostgreSQL the catalogue is the store's, and each shop process reads it from an embedded copy of its own
// (postgres/catalogue-copy.server.ts). Whatever changes a catalogue table — the shop's first fill, `multishop db copy`,
// an operator's SQL — gives the catalogue a new version (meta 'catalogue-version') and says so on the channel
// `multishop_catalogue`: a process whose copy is of another version builds it anew. The stock, the discount codes and
// the cart discounts are not the copy's to follow (orders change them all the time; PostgreSQL's rows are read).
// SQLite's store is its own catalogue: nothing to do there.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

/** The tables whose every change makes a new catalogue version, each after the tables its rows name. */
export const VERSIONED_CATALOGUE_TABLES = [
  'stores',
  'channels',
  'categories',
  'category_texts',
  'category_content',
  'seo_redirections',
  'products',
  'product_texts',
  'product_categories',
  'prices',
  'product_relations',
  'reviews',
  'extra_guarantees',
] as const;

export async function onSqlite(_db: Kysely<unknown>, _sqlite: BetterSqlite3.Database): Promise<void> {}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create function multishop_catalogue_changed() returns trigger language plpgsql as $$
     begin
       insert into meta (key, value) values ('catalogue-version', gen_random_uuid()::text)
         on conflict (key) do update set value = excluded.value;
       perform pg_notify('multishop_catalogue', '');
       return null;
     end $$`,
    ...VERSIONED_CATALOGUE_TABLES.map(
      (table) => `create trigger ${table}_catalogue_version after insert or update or delete or truncate on ${table}
         for each statement execute function multishop_catalogue_changed()`,
    ),
  ]);
}
