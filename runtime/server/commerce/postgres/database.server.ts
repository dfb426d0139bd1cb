// ADR 042: the commerce store on PostgreSQL (DATABASE_URL=postgres://…), through Kysely's PostgreSQL dialect and the
// `pg` driver's pool, with the same tables and migrations as the embedded SQLite store (schema/migration-list.ts).
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { postgresMigrations, succeeded } from '../schema/migration-list.ts';
import type { Database } from '../schema/tables.ts';

export interface OpenPostgres {
  db: Kysely<Database>;
  /** The migrations this opening ran (`multishop db migrate` says them). */
  migrated: readonly string[];
  close(): Promise<void>;
}

/** A PostgreSQL store that cannot be reached or migrated: said plainly, with the address but never its password. */
export class PostgresUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`The store at ${redactedUrl(url)} cannot be used (${(cause as Error).message}).`, { cause });
    this.name = 'PostgresUnavailableError';
  }
}

/** The URL as it may be logged: its password replaced. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The store's times are milliseconds since the epoch in `bigint` columns, and counts are `bigint`: both well inside
 * 2^53, so read as numbers, as the embedded store answers them (the stores' code is the same on both engines).
 */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** The schema the store's tables live in (a test's own); PostgreSQL's default (public) when not given. */
  schema?: string;
  /** Connections this process keeps at most. */
  poolSize?: number;
}

/** Opens the store at `url` and runs every pending migration (one process at a time: Kysely's advisory lock). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<OpenPostgres> {
  const { schema } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A server that does not answer (down, unreachable) fails a request in seconds rather than holding it (ADR 043).
    connectionTimeoutMillis: 5_000,
    types,
    ...(schema === undefined ? {} : { options: `-c search_path=${quotedIdentifier(schema)}` }),
  });
  // An idle connection the server ended (a restart) is an error on the pool, not the end of the process: the next
  // query opens a new one. It is said, so an operator sees the store went away.
  pool.on('error', (error) =>
    console.error(`The store's connection to ${redactedUrl(url)} was lost: ${error.message}`),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let migrated: readonly string[];
  try {
    if (schema !== undefined) await pool.query(`create schema if not exists ${quotedIdentifier(schema)}`);
    const { error, results } = await new Migrator({
      db,
      provider: postgresMigrations(),
      ...(schema === undefined ? {} : { migrationTableSchema: schema }),
    }).migrateToLatest();
    if (error) throw error;
    migrated = succeeded(results);
  } catch (error) {
    await db.destroy();
    throw new PostgresUnavailableError(url, error);
  }
  return { db, migrated, close: () => db.destroy() };
}

function quotedIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a schema name (a-z, 0-9, _)`);
  return `"${name}"`;
}
