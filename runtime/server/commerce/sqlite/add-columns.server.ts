import type BetterSqlite3 from 'better-sqlite3';

/**
 * Adds the columns a table lacks (SQLite has no `add column if not exists`; Kysely runs SQLite migrations outside a
 * transaction, so a start stopped halfway runs the migration again).
 */
export function addColumns(sqlite: BetterSqlite3.Database, table: string, columns: Record<string, string>): void {
  const present = new Set(
    (sqlite.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]).map(String),
  );
  for (const [name, definition] of Object.entries(columns)) {
    if (!present.has(name)) sqlite.exec(`alter table ${table} add column ${name} ${definition}`);
  }
}
