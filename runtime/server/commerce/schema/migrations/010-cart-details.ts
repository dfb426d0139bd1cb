// spec/2 §3 Cart, §4 Updates: what the update actions set on a cart besides its lines — the customer's
// e-mail, the billing and shipping addresses (JSON), the shipping method chosen, the custom fields (JSON).
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../../sqlite/add-columns.server.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'carts', {
    customer_email: 'text',
    billing_address: 'text',
    shipping_address: 'text',
    shipping_method: 'text',
    custom: "text not null default '{}'",
  });
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table carts add column customer_email text, add column billing_address text,
       add column shipping_address text, add column shipping_method text, add column custom text not null default '{}'`,
  ]);
}
