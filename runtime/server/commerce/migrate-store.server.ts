// `multishop db migrate` (ADR 043): the store DATABASE_URL (or --database) names, brought to this code's schema — the
// embedded SQLite file or PostgreSQL, from the one migration list — without starting a shop. A shop's start does the
// same; this is a deployment's step before its new processes start. Answers what ran.
import { MIGRATION_NAMES } from './schema/migration-list.ts';
import { openPostgres } from './postgres/database.server.ts';
import { openDatabase } from './sqlite/database.server.ts';
import { storeLocation } from './store-location.server.ts';

export interface MigrateReport {
  /** Where the store is, as the log says it (a PostgreSQL URL without its password). */
  readonly store: string;
  /** The migrations this run applied, in order. */
  readonly applied: readonly string[];
  /** The migrations this code has. */
  readonly total: number;
}

export async function migrateStore(root: string, databaseUrl: string | undefined): Promise<MigrateReport> {
  const location = storeLocation(root, databaseUrl);
  const opened = location.engine === 'sqlite' ? await openDatabase(location.file) : await openPostgres(location.url);
  await opened.close();
  return {
    store: location.engine === 'sqlite' ? location.file : location.shown,
    applied: opened.migrated,
    total: MIGRATION_NAMES.length,
  };
}
