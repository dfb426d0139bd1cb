// ADR 024, spec/2 §3 Order: orders made from a cart at one version (unique: a second create of the same
// cart version finds the first), their lines (so that no order is without them, and stock can be reconciled),
// their payments, and each store's last order number. The order's answer is kept as it was priced (JSON); its
// states are columns, since payments and shipping move them on.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
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
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table orders (id text primary key, order_number text not null unique, country text not null,
       session_key text not null, customer_id text, cart_id text not null, cart_version integer not null,
       created_at bigint not null, version integer not null, order_state text not null, payment_state text not null,
       shipment_state text not null, customer_email text not null, data text not null, unique (cart_id, cart_version))`,
    `create index orders_of_session on orders (session_key, country, created_at)`,
    `create table order_lines (order_id text not null references orders (id) on delete cascade, id text not null,
       sku text not null, quantity integer not null, reserved integer not null, primary key (order_id, id))`,
    `create table order_payments (id text primary key, order_id text not null references orders (id) on delete cascade,
       payment_interface text not null, method text not null, state text not null, psp_reference text unique,
       data text not null)`,
    `create table order_numbers (store_key text primary key, last bigint not null)`,
  ]);
}
