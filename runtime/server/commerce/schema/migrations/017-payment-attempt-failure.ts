// ADR 028: why the shop failed or undid an attempt (a provider answer that is not the attempt's, a payment of
// another method for the same cart version), kept with it.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../../sqlite/add-columns.server.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'payment_attempts', { failure_reason: 'text' });
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`alter table payment_attempts add column failure_reason text`]);
}
