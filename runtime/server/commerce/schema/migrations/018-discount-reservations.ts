// spec/2 §5, ADR 027: a use of a limited code is held for the payment begun at the provider for a cart version
// until it is paid (the use becomes an application), fails, is cancelled or expires. `reserved` counts the held
// uses, so that one conditional update (`applications + reserved < max_applications`) grants a use or refuses it,
// never a read then a write; each held use is a row — one per cart version and code, naming the cart version's
// latest attempt — so that it can be found and let go.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../../sqlite/add-columns.server.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'discount_codes', { reserved: 'integer not null default 0' });
  sqlite.exec(`create table if not exists discount_reservations (
        cart_id text not null, cart_version integer not null, code_id text not null references discount_codes (id),
        attempt_id text not null, expires_at integer not null, primary key (cart_id, cart_version, code_id))`);
  sqlite.exec(`create index if not exists discount_reservations_of_attempt on discount_reservations (attempt_id)`);
  sqlite.exec(`create index if not exists discount_reservations_expiry
        on discount_reservations (code_id, expires_at)`);
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table discount_codes add column reserved integer not null default 0`,
    `create table discount_reservations (cart_id text not null, cart_version integer not null,
       code_id text not null references discount_codes (id), attempt_id text not null, expires_at bigint not null,
       primary key (cart_id, cart_version, code_id))`,
    `create index discount_reservations_of_attempt on discount_reservations (attempt_id)`,
    `create index discount_reservations_expiry on discount_reservations (code_id, expires_at)`,
  ]);
}
