// ADR 028: each attempt to pay a cart version at the card provider, written before the provider is asked
// (so an attempt paid at the provider is never unknown to the shop, whatever happens next: a crash, a lost
// redirect), with the priced cart it pays for; and the provider's notifications already handled, by their key,
// so that the same notification twice changes nothing.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
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
  sqlite.exec(`create table if not exists payment_notifications (key text primary key, received_at integer not null)`);
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table payment_attempts (id text primary key, session_key text not null,
       country text not null, language text not null, origin text not null, cart_id text not null,
       cart_version integer not null, method text not null, client_type text not null, amount bigint not null,
       currency text not null, state text not null, psp_reference text, order_id text, cart text not null,
       created_at bigint not null, updated_at bigint not null)`,
    `create index payment_attempts_of_cart on payment_attempts (cart_id, cart_version)`,
    `create unique index payment_attempts_live on payment_attempts (cart_id, cart_version, method)
       where state in ('Initial', 'RedirectShopper', 'Pending', 'Authorised')`,
    `create table payment_notifications (key text primary key, received_at bigint not null)`,
  ]);
}
