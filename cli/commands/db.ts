import type { Output } from './output.ts';
import { CopyRefusedError, copyToPostgres } from '../../runtime/server/commerce/copy-to-postgres.server.ts';
import { migrateStore } from '../../runtime/server/commerce/migrate-store.server.ts';
import { openPostgres, PostgresUnavailableError } from '../../runtime/server/commerce/postgres/database.server.ts';
import { DatabaseFileError } from '../../runtime/server/commerce/sqlite/database.server.ts';
import { storeLocation } from '../../runtime/server/commerce/store-location.server.ts';
import { loadProjectConfig } from '../project/project-config.ts';
import { problem } from '../project/problem.ts';
import { UsageError } from '../project/usage-error.ts';

/** A store that cannot be opened, or a copy refused: one line, exit 1 (never a stack trace). */
const OPERATOR_ERRORS = [DatabaseFileError, PostgresUnavailableError, CopyRefusedError];

async function saidPlainly(output: Output, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!OPERATOR_ERRORS.some((kind) => error instanceof kind)) throw error;
    output.err((error as Error).message);
    return 1;
  }
}

export interface RunDbMigrateOptions {
  cwd: string;
  /** The store: a SQLite file or a postgres:// URL; DATABASE_URL (or the default file) when not given. */
  database?: string;
  output: Output;
}

/** `multishop db migrate`: the store brought to this code's schema, either engine (ADR 043); says what ran. */
export async function runDbMigrate(options: RunDbMigrateOptions): Promise<number> {
  const { root } = await loadProjectConfig(options.cwd);
  return saidPlainly(options.output, async () => {
    const report = await migrateStore(root, options.database ?? process.env.DATABASE_URL);
    options.output.out(
      report.applied.length === 0
        ? `${report.store}: up to date (${report.total} migrations)`
        : `${report.store}: applied ${report.applied.length} of ${report.total} migrations (${report.applied.join(', ')})`,
    );
    return 0;
  });
}

export interface RunDbCopyOptions {
  cwd: string;
  from?: string;
  to?: string;
  /** Delete what PostgreSQL holds first (a second copy refuses otherwise). */
  replace?: boolean;
  output: Output;
}

/**
 * `multishop db copy --from <sqlite file> --to <postgres url>`: a shop's embedded store copied into PostgreSQL, every
 * table counted on both sides (ADR 043). PostgreSQL is migrated first; a database that already holds a shop's data is
 * refused unless --replace.
 */
export async function runDbCopy(options: RunDbCopyOptions): Promise<number> {
  const { root } = await loadProjectConfig(options.cwd);
  const from = options.from === undefined ? undefined : storeLocation(root, options.from);
  const to = options.to === undefined ? undefined : storeLocation(root, options.to);
  const problems = [
    ...(from?.engine === 'sqlite' ? [] : [problem('--from', '', 'must name the SQLite store file to copy')]),
    ...(to?.engine === 'postgres' ? [] : [problem('--to', '', 'must be a postgres:// URL to copy into')]),
  ];
  if (problems.length > 0) throw new UsageError(problems);
  const file = (from as { file: string }).file;
  const target = to as { url: string; shown: string };
  return saidPlainly(options.output, async () => {
    const postgres = await openPostgres(target.url);
    try {
      const report = await copyToPostgres(file, postgres.db, { replace: options.replace === true });
      const width = Math.max(...report.copied.map(({ table }) => table.length));
      for (const { table, rows } of report.copied) options.output.out(`  ${table.padEnd(width)}  ${rows}`);
      const rows = report.copied.reduce((sum, table) => sum + table.rows, 0);
      options.output.out(
        `Copied ${file} to ${target.shown}: ${report.copied.length} tables, ${rows} rows, each counted on both ` +
          `sides, in ${(report.milliseconds / 1000).toFixed(1)} s.`,
      );
      if (report.left.length > 0) {
        const rows = report.left.reduce((sum, table) => sum + table.rows, 0);
        options.output.out(
          `Not copied: ${report.left.length} tables of SQLite's own search index (search_*, ${rows} rows), which ` +
            'PostgreSQL does not read.',
        );
      }
      return 0;
    } finally {
      await postgres.close();
    }
  });
}
