// ADR 028: why the shop failed or undid an attempt (a provider answer that is not the attempt's, a payment of
// another method for the same cart version), kept with it.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../add-columns.server.ts';

export async function up(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'payment_attempts', { failure_reason: 'text' });
}
