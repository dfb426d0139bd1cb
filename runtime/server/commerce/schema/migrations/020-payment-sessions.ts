// ADR 029: the provider's hosted session each attempt is paid in (Hosted Checkout), so that the shopper's return
// completes the attempt only with the session begun for it. One session per attempt: a second click is answered
// the same session (the provider's idempotency key), a new one replaces the record.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  sqlite.exec(`create table if not exists payment_sessions (
        attempt_id text primary key, session_id text not null, created_at integer not null)`);
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table payment_sessions (attempt_id text primary key, session_id text not null,
       created_at bigint not null)`,
  ]);
}
