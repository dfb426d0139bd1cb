// ADR 012: the search tables hold their texts folded per language (search-languages.ts: Greek accents
// too, which unicode61 left in), so they are written again; and a shopper's EAN finds its product through an
// index on the attribute printed under the bar code (the SKU has its unique index).
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { LANGUAGE_CODES } from '../../../../../generated/index.ts';
import { fillSearchTables } from '../../sqlite/search-documents.server.ts';
import { searchTable, searchTableDefinition } from '../../sqlite/search-tables.ts';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  sqlite.transaction(() => {
    for (const language of LANGUAGE_CODES) {
      sqlite.exec(`drop table if exists ${searchTable(language)}`);
      sqlite.exec(searchTableDefinition(language));
    }
    fillSearchTables(sqlite);
    sqlite.exec(`create index if not exists products_ean on products (json_extract(attributes, '$.ean'))`);
  })();
}

// PostgreSQL: the EAN's index only (the folded search tables are SQLite's).
export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`create index products_ean on products ((attributes::json ->> 'ean'))`]);
}
