import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { sqliteMigrations, succeeded } from '../schema/migration-list.ts';
import type { Database } from '../schema/tables.ts';

export interface OpenDatabase {
  db: Kysely<Database>;
  /** The raw connection, for full-text search and bulk inserts that Kysely does not model. */
  sqlite: BetterSqlite3.Database;
  /** The migrations this opening ran (`multishop db migrate` says them). */
  migrated: readonly string[];
  close(): Promise<void>;
}

/** A database file that is not SQLite (or is damaged): said plainly, never served. */
export class DatabaseFileError extends Error {
  constructor(file: string, cause: unknown) {
    super(
      `${file} is not a usable SQLite database (${(cause as Error).message}). ` +
        'Move it away or delete it; the embedded store recreates and seeds it on the next start.',
    );
    this.name = 'DatabaseFileError';
  }
}

/**
 * Opens (creating if needed) the embedded store: WAL journal so readers never wait for the writer, foreign keys
 * on, then every pending migration. `file` may be ':memory:' for tests.
 */
export async function openDatabase(file: string): Promise<OpenDatabase> {
  let sqlite: BetterSqlite3.Database | undefined;
  try {
    // A folder that cannot be made or a file that cannot be opened is the same one-line error as a corrupt
    // file (the operator's DATABASE_URL), never a stack trace.
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    sqlite = new BetterSqlite3(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    sqlite?.close();
    throw new DatabaseFileError(file, error);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: sqliteMigrations(sqlite) }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  return { db, sqlite, migrated: succeeded(results), close: () => db.destroy() };
}
