// The commerce store a shop process opens (ADR 006, ADR 042): the embedded SQLite file by default, or PostgreSQL when
// DATABASE_URL is a postgres:// URL. On PostgreSQL everything lives there, shared by every process — the catalogue,
// and what visitors write (sessions, carts, discounts' uses, orders, payment attempts, newsletter consents) — and each
// process reads the catalogue from an embedded copy of PostgreSQL's (postgres/catalogue-copy.server.ts).
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ensureCatalogue, type EnsureResult } from './ensure-catalogue.server.ts';
import type { VisitorStores } from './ports/visitor-stores.ts';
import { catalogueCopyFile, catalogueVersion, openCatalogueCopy } from './postgres/catalogue-copy.server.ts';
import { catalogueFollower } from './postgres/catalogue-follower.server.ts';
import { fillFromCatalogue } from './postgres/fill-from-catalogue.server.ts';
import { openPostgres } from './postgres/database.server.ts';
import { postgresVisitorStores } from './postgres/visitor-stores.server.ts';
import type { Database } from './schema/tables.ts';
import { sqliteVisitorStores } from './sqlite/visitor-stores.server.ts';
import { storeLocation } from './store-location.server.ts';

export interface OpenStore {
  /** The catalogue's database: the store itself on SQLite, the process's embedded copy of it on PostgreSQL. */
  readonly catalogue: EnsureResult;
  readonly visitors: VisitorStores;
  /** The database the visitors' stores write to (the newsletter consents' too). */
  readonly visitorsDb: Kysely<Database>;
  /** The folder of the process's embedded files (the SQLite store or the catalogue's copy): the test provider's file goes beside. */
  readonly folder: string;
  /**
   * PostgreSQL: the catalogue's later versions, each handed to `onCopy` as this process has its copy (ADR 042). Absent
   * on SQLite, where the store is the catalogue.
   */
  followCatalogue?(onCopy: (catalogue: EnsureResult) => void): void;
  /** One line for the start-up log: where the store is. */
  readonly description: string;
  /** Whether the store answers a query now (`/readyz`): the file, or the PostgreSQL server. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

const answers = (db: Kysely<Database>) => () =>
  sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );

/**
 * The seeded demo catalogue an empty PostgreSQL store is filled from on its first start (relative to the project
 * root); the processes' copies of PostgreSQL's catalogue are kept beside it.
 */
export const CATALOGUE_SEED_FILE = '.data/catalogue.sqlite';

export async function openStore(root: string, databaseUrl: string | undefined): Promise<OpenStore> {
  const location = storeLocation(root, databaseUrl);
  if (location.engine === 'sqlite') {
    const catalogue = await ensureCatalogue(location.file);
    return {
      catalogue,
      visitors: sqliteVisitorStores(catalogue.database),
      visitorsDb: catalogue.database.db,
      folder: path.dirname(location.file),
      description: `Store: ${location.file} (embedded SQLite)`,
      reachable: answers(catalogue.database.db),
      close: () => catalogue.database.close(),
    };
  }
  const seedFile = path.join(root, CATALOGUE_SEED_FILE);
  const postgres = await openPostgres(location.url);
  try {
    if ((await catalogueVersion(postgres.db)) === null) {
      const seed = await ensureCatalogue(seedFile);
      try {
        await fillFromCatalogue(postgres.db, seed.database.db);
      } finally {
        await seed.database.close();
      }
    }
    const copyFile = catalogueCopyFile(path.dirname(seedFile), location.url);
    const { catalogue, version, built } = await openCatalogueCopy(postgres.db, copyFile);
    const follower = catalogueFollower({
      url: location.url,
      postgres: postgres.db,
      file: copyFile,
      serving: { catalogue, version },
      log: { info: (message) => console.log(message), warn: (message) => console.warn(message) },
    });
    return {
      catalogue,
      visitors: await postgresVisitorStores(postgres.db),
      visitorsDb: postgres.db,
      followCatalogue: (onCopy) => follower.follow(onCopy),
      folder: path.dirname(copyFile),
      description:
        `Store: ${location.shown} (PostgreSQL); catalogue read from ${path.relative(root, copyFile)}, ` +
        (built ? 'copied from PostgreSQL now' : 'the current copy'),
      reachable: answers(postgres.db),
      async close() {
        await follower.close();
        await postgres.close();
        await follower.current().database.close();
      },
    };
  } catch (error) {
    await postgres.close();
    throw error;
  }
}
