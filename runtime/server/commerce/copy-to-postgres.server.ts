// `multishop db copy` (ADR 043): a shop's embedded store moved into PostgreSQL — the catalogue, the visitors' sessions
// and carts, orders, payment attempts, discount uses, the outbox, the store's own keys — as one snapshot of the SQLite
// file (a running shop's too: WAL readers see one moment) into one PostgreSQL transaction, every table's rows counted
// on both sides before it commits. All or nothing: a failure leaves PostgreSQL as it was.
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { MIGRATION_NAMES } from './schema/migration-list.ts';
import type { Database } from './schema/tables.ts';

export interface CopiedTable {
  readonly table: string;
  readonly rows: number;
}

export interface CopyReport {
  readonly copied: readonly CopiedTable[];
  /** Tables of the file PostgreSQL has none of: SQLite's own (its search index), with their rows. */
  readonly left: readonly CopiedTable[];
  readonly milliseconds: number;
}

/** Why a copy was not made: said to the operator in one line (the CLI exits 1). */
export class CopyRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefusedError';
  }
}

/** The parameters one INSERT may carry (PostgreSQL's limit is 65,535). */
const MAX_PARAMETERS = 60_000;

/** Kysely's own bookkeeping, which each engine keeps for itself. */
const NOT_COPIED = /^(kysely_migration|kysely_migration_lock|sqlite_.*)$/;

export async function copyToPostgres(
  fromFile: string,
  to: Kysely<Database>,
  options: { replace?: boolean } = {},
): Promise<CopyReport> {
  const started = performance.now();
  let source: BetterSqlite3.Database;
  try {
    source = new BetterSqlite3(fromFile, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 5000');
  } catch (error) {
    throw new CopyRefusedError(`${fromFile} cannot be opened as a SQLite store: ${(error as Error).message}`);
  }
  try {
    // One snapshot of the file for every table, however the running shop writes meanwhile.
    source.prepare('begin').run();
    refuseUnlessMigratedAlike(source, fromFile);
    const targetColumns = await columnsOf(to);
    const sourceTables = (
      source.prepare(`select name from sqlite_master where type = 'table' order by name`).pluck().all() as string[]
    ).filter((table) => !NOT_COPIED.test(table));
    const references = await referencesOf(to);
    // `meta` first: writing the catalogue's tables gives PostgreSQL's catalogue a new version (migration 021), a row
    // of meta the file does not have, which must land after meta's rows are counted.
    const tables = parentsFirst(
      sourceTables.filter((table) => targetColumns.has(table)),
      references,
    ).sort((a, b) => Number(b === 'meta') - Number(a === 'meta'));
    const left = sourceTables
      .filter((table) => !targetColumns.has(table))
      .map((table) => ({ table, rows: countIn(source, table) }));

    const copied = await to.transaction().execute(async (trx) => {
      const filled: CopiedTable[] = [];
      for (const table of tables) {
        const rows = Number(
          (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(trx)).rows[0]!.n,
        );
        if (rows > 0) filled.push({ table, rows });
      }
      if (filled.length > 0 && options.replace !== true) {
        throw new CopyRefusedError(
          `PostgreSQL already holds a shop's data (${filled.map(({ table, rows }) => `${table}: ${rows}`).join(', ')}); ` +
            'copy into an empty database, or pass --replace to delete what it holds first',
        );
      }
      if (filled.length > 0) {
        await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(
          trx,
        );
        // The truncate gave the emptied catalogue a version (migration 021); the copied tables give it the next one.
        await sql`delete from meta where key = 'catalogue-version'`.execute(trx);
      }
      const counts: CopiedTable[] = [];
      for (const table of tables) {
        const columns = commonColumns(source, table, targetColumns.get(table)!);
        const expected = countIn(source, table);
        const selfReference = references.find((reference) => reference.table === table && reference.parent === table);
        await copyTable(source, trx, table, columns, selfReference);
        const landed = Number(
          (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(trx)).rows[0]!.n,
        );
        if (landed !== expected) {
          throw new Error(`${table}: ${expected} rows in the file, ${landed} in PostgreSQL; nothing was copied`);
        }
        await advanceSequences(trx, table);
        counts.push({ table, rows: expected });
      }
      return counts;
    });
    return { copied, left, milliseconds: performance.now() - started };
  } finally {
    if (source.inTransaction) source.prepare('rollback').run();
    source.close();
  }
}

/** The file's migrations must be this code's, all of them: an older file is migrated by its shop first, a newer refused. */
function refuseUnlessMigratedAlike(source: BetterSqlite3.Database, file: string): void {
  const recorded = source
    .prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`)
    .get()
    ? (source.prepare('select name from kysely_migration order by name').pluck().all() as string[])
    : [];
  const unknown = recorded.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new CopyRefusedError(
      `${file} was migrated by a newer shop (${unknown.join(', ')}): copy it with that version`,
    );
  }
  const missing = MIGRATION_NAMES.filter((name) => !recorded.includes(name));
  if (missing.length > 0) {
    throw new CopyRefusedError(
      `${file} lacks migrations (${missing.join(', ')}): run \`multishop db migrate --database ${file}\` first`,
    );
  }
}

/** Each table of the target schema with the columns a copy may write (not those PostgreSQL generates always). */
async function columnsOf(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_generated = 'NEVER' and coalesce(identity_generation, '') <> 'ALWAYS'
  `.execute(db);
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of rows) {
    if (NOT_COPIED.test(table_name)) continue;
    tables.set(table_name, (tables.get(table_name) ?? new Set()).add(column_name));
  }
  return tables;
}

function commonColumns(source: BetterSqlite3.Database, table: string, target: Set<string>): string[] {
  const columns = source.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[];
  return columns.filter((column) => target.has(column));
}

const countIn = (source: BetterSqlite3.Database, table: string) =>
  Number(source.prepare(`select count(*) from "${table}"`).pluck().get());

/** A foreign key of the target: `table.column` names a row of `parent` by its `parentColumn`. */
interface Reference {
  readonly table: string;
  readonly column: string;
  readonly parent: string;
  readonly parentColumn: string;
}

async function referencesOf(db: Kysely<Database>): Promise<Reference[]> {
  const { rows } = await sql<Reference>`
    select kcu.table_name as "table", kcu.column_name as "column",
           ccu.table_name as "parent", ccu.column_name as "parentColumn"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
  `.execute(db);
  return rows;
}

/** The tables in an order where each comes after the tables its rows name (PostgreSQL checks each row as it lands). */
function parentsFirst(tables: readonly string[], references: readonly Reference[]): string[] {
  const ordered: string[] = [];
  const placing = new Set<string>();
  const place = (table: string) => {
    if (ordered.includes(table) || placing.has(table)) return;
    placing.add(table);
    for (const { parent } of references.filter(
      (reference) => reference.table === table && reference.parent !== table,
    )) {
      if (tables.includes(parent)) place(parent);
    }
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** The rows of a table that names its own rows (a category's parent), each after the row it names. */
function* parentRowsFirst(rows: Record<string, unknown>[], reference: Reference): Generator<Record<string, unknown>> {
  const placed = new Set<unknown>();
  let waiting = rows;
  while (waiting.length > 0) {
    const next = waiting.filter((row) => row[reference.column] === null || placed.has(row[reference.column]));
    // A row whose parent is in no row of the file: PostgreSQL refuses it, naming the key.
    if (next.length === 0) return yield* waiting;
    for (const row of next) {
      placed.add(row[reference.parentColumn]);
      yield row;
    }
    waiting = waiting.filter((row) => !next.includes(row));
  }
}

async function copyTable(
  source: BetterSqlite3.Database,
  trx: Kysely<Database>,
  table: string,
  columns: string[],
  selfReference: Reference | undefined,
) {
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const list = columns.map((column) => `"${column}"`).join(', ');
  let rows: Record<string, unknown>[] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    await trx
      .insertInto(table as never)
      .values(rows as never)
      .execute();
    rows = [];
  };
  const read = source.prepare(`select ${list} from "${table}"`);
  const all =
    selfReference === undefined
      ? (read.iterate() as Iterable<Record<string, unknown>>)
      : parentRowsFirst(read.all() as Record<string, unknown>[], selfReference);
  for (const row of all) {
    rows.push(row);
    if (rows.length >= batch) await flush();
  }
  await flush();
}

/** A column PostgreSQL numbers by a sequence (serial, identity by default) goes on after the copied rows' highest. */
async function advanceSequences(trx: Kysely<Database>, table: string): Promise<void> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and (column_default like 'nextval(%' or identity_generation = 'BY DEFAULT')
  `.execute(trx);
  for (const { column_name } of rows) {
    await sql`
      select setval(pg_get_serial_sequence(${table}, ${column_name}),
                    coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table)}), 0) + 1, false)
    `.execute(trx);
  }
}
