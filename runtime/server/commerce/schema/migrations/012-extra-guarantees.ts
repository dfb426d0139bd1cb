// spec/2 §3 Extra-guarantee product attributes, §5 Extra guarantee: the guarantee products (virtual
// SKUs, no stock, no product page) and, on a cart line, the parent SKU a guarantee line covers. The demo
// guarantees are the seed's (seed/write-demo-offers.server.ts); a store that ran this migration when it wrote them
// keeps those.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../../sqlite/add-columns.server.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  sqlite.exec(`create table if not exists extra_guarantees (
        sku text primary key, name text not null, relative_price_rate real not null, excluded_skus text not null,
        excluded_brands text not null, excluded_relations text not null, enabled_on_market text not null)`);
  addColumns(sqlite, 'cart_lines', { parent_sku: 'text' });
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table extra_guarantees (sku text primary key, name text not null,
       relative_price_rate double precision not null, excluded_skus text not null, excluded_brands text not null,
       excluded_relations text not null, enabled_on_market text not null)`,
    `alter table cart_lines add column parent_sku text`,
  ]);
}
