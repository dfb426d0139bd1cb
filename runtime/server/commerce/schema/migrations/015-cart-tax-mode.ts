// ADR 026, spec/3 §4: a cart whose company VAT ID was found valid, where the store may change the tax
// rate, is priced net (tax mode External); the check's answer is kept with it (the address's VAT raw response).
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../../sqlite/add-columns.server.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'carts', { tax_mode: "text not null default 'Platform'", vat_check: 'text' });
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table carts add column tax_mode text not null default 'Platform', add column vat_check text`,
  ]);
}
