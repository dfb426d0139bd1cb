// ADR 022: carts (carts.server.ts). One active cart per session and shop, which the unique index holds
// even against two first adds at once; its lines in order. Prices are not kept: a cart is priced when read.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
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
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table carts (id text primary key, session_key text not null, country text not null,
       version integer not null, state text not null, created_at bigint not null, updated_at bigint not null)`,
    `create unique index carts_active_of_session on carts (session_key, country) where state = 'Active'`,
    `create table cart_lines (cart_id text not null references carts (id) on delete cascade, id text not null,
       sku text not null, quantity integer not null, position integer not null, constraint cart_lines_pk primary key (cart_id, id))`,
  ]);
}
