// ADR 042: on PostgreSQL the catalogue is the store's, read by each shop process from an embedded copy of its own —
// the same SQLite catalogue store, listing index and full-text search as the embedded default, so listings and search
// answer from the process's memory and file and rank alike on both engines. The copy is of one catalogue version
// (meta 'catalogue-version', which every change of a catalogue table renews: migration 021): a process starting finds
// the copy of the current version beside it or builds it, in one consistent read of PostgreSQL.
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { EnsureResult } from '../ensure-catalogue.server.ts';
import { VERSIONED_CATALOGUE_TABLES } from '../schema/migrations/021-catalogue-version.ts';
import type { Database } from '../schema/tables.ts';
import { DEFAULT_SEED_OPTIONS } from '../seed/catalogue-plan.ts';
import { inserter, seededWith } from '../seed/write-catalogue.server.ts';
import { openDatabase } from '../sqlite/database.server.ts';
import { fillSearchTables } from '../sqlite/search-documents.server.ts';

/** The tables a copy holds: the versioned catalogue, and the stock its cards show as it was when the copy was made. */
export const COPIED_TABLES = [...VERSIONED_CATALOGUE_TABLES, 'inventory'] as const;

/** Rows fetched from PostgreSQL at a time. */
const BATCH = 5_000;

/** The catalogue's current version on PostgreSQL; null while its catalogue tables have never been written. */
export async function catalogueVersion(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'catalogue-version').executeTakeFirst();
  return row?.value ?? null;
}

/**
 * The copy's file for the store at `databaseUrl`, in `folder`: one per database (host, port, database, schema), so
 * that shops of two databases on one machine never read each other's copy.
 */
export function catalogueCopyFile(folder: string, databaseUrl: string, schema = ''): string {
  const url = new URL(databaseUrl);
  const key = createHash('sha256')
    .update(`${url.hostname}:${url.port}${url.pathname}/${schema}`)
    .digest('hex')
    .slice(0, 12);
  return path.join(folder, `catalogue-${key}.sqlite`);
}

/** The version a copy at `file` holds; null when there is none (or it is no copy). */
function versionOfCopy(file: string): string | null {
  if (!existsSync(file)) return null;
  const sqlite = new BetterSqlite3(file, { readonly: true });
  try {
    return (
      (sqlite.prepare(`select value from meta where key = 'catalogue-version'`).pluck().get() as string | undefined) ??
      null
    );
  } catch {
    return null;
  } finally {
    sqlite.close();
  }
}

/**
 * The process's copy of PostgreSQL's catalogue at `file`, opened: the one there when it is of the current version,
 * or one built now (into a file of its own, then put in place — a process that opened the earlier copy keeps reading
 * it). Answers with the version the copy holds.
 */
export async function openCatalogueCopy(
  postgres: Kysely<Database>,
  file: string,
): Promise<{ catalogue: EnsureResult; version: string; built: boolean }> {
  const current = await catalogueVersion(postgres);
  const reused = current !== null && versionOfCopy(file) === current;
  const version = current !== null && reused ? current : await buildInPlace(postgres, file);
  const database = await openDatabase(file);
  const options = seededWith(database.sqlite) ?? DEFAULT_SEED_OPTIONS;
  return { catalogue: { database, seeded: null, options }, version, built: !reused };
}

/** A copy built into a file of its own, then put in place at `file`; answers the version copied. */
async function buildInPlace(postgres: Kysely<Database>, file: string): Promise<string> {
  const building = `${file}.${process.pid}.building`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
  const version = await buildCopy(postgres, building);
  renameSync(building, file);
  for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  return version;
}

/**
 * Writes PostgreSQL's catalogue into a new SQLite store at `file` — every copied table's rows read in one snapshot
 * (REPEATABLE READ), through a cursor — then its search tables from the copied texts. Answers the version copied.
 */
async function buildCopy(postgres: Kysely<Database>, file: string): Promise<string> {
  const copy = await openDatabase(file);
  const { sqlite } = copy;
  try {
    sqlite.prepare('begin').run();
    const version = await postgres
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        for (const table of COPIED_TABLES) {
          await sql`declare catalogue_rows no scroll cursor for select * from ${sql.table(table)}`.execute(trx);
          let insert: ((row: Record<string, unknown>) => void) | null = null;
          for (;;) {
            const { rows } = await sql<Record<string, unknown>>`fetch ${sql.lit(BATCH)} from catalogue_rows`.execute(
              trx,
            );
            if (rows.length === 0) break;
            insert ??= inserter(sqlite, table, Object.keys(rows[0]!));
            for (const row of rows) insert(row);
          }
          await sql`close catalogue_rows`.execute(trx);
        }
        const seed = await trx.selectFrom('meta').select('value').where('key', '=', 'seed').executeTakeFirst();
        if (seed !== undefined) sqlite.prepare(`insert into meta (key, value) values ('seed', ?)`).run(seed.value);
        return (await catalogueVersion(trx)) ?? 'unversioned';
      });
    fillSearchTables(sqlite);
    sqlite.prepare(`insert into meta (key, value) values ('catalogue-version', ?)`).run(version);
    sqlite.prepare('commit').run();
    return version;
  } catch (error) {
    if (sqlite.inTransaction) sqlite.prepare('rollback').run();
    throw error;
  } finally {
    await copy.close();
  }
}
