// spec/2 §3 discount codes and cart discounts, §5 Volume and Personalised discounts: the codes a cart
// may carry (their ids kept on the cart), the volume and personalised discounts. Their demo rows are the seed's
// (seed/write-demo-offers.server.ts); a store that ran this migration when it wrote them keeps those.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../../sqlite/add-columns.server.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  sqlite.exec(`create table if not exists discount_codes (
        id text primary key, code text not null unique, stores text not null, valid_from text, valid_until text,
        is_active integer not null, permyriad integer not null, name text not null, max_applications integer,
        applications integer not null default 0)`);
  sqlite.exec(`create table if not exists cart_discounts (
        id text primary key, key text not null unique, kind text not null, is_active integer not null,
        stores text not null, sort_order text not null, volume_discount_group text, min_quantity integer not null,
        customer_tier text, permyriad integer not null)`);
  addColumns(sqlite, 'carts', { discount_codes: "text not null default '[]'" });
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table discount_codes (id text primary key, code text not null unique, stores text not null,
       valid_from text, valid_until text, is_active integer not null, permyriad integer not null, name text not null,
       max_applications integer, applications integer not null default 0)`,
    `create table cart_discounts (id text primary key, key text not null unique, kind text not null,
       is_active integer not null, stores text not null, sort_order text not null, volume_discount_group text,
       min_quantity integer not null, customer_tier text, permyriad integer not null)`,
    `alter table carts add column discount_codes text not null default '[]'`,
  ]);
}
