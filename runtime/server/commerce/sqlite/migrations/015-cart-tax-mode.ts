// ADR 026, spec/3 §4: a cart whose company VAT ID was found valid, where the store may change the tax
// rate, is priced net (tax mode External); the check's answer is kept with it (the address's VAT raw response).
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../add-columns.server.ts';

export async function up(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'carts', { tax_mode: "text not null default 'Platform'", vat_check: 'text' });
}
