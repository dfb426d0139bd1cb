// The commerce store a shop process opens (ADR 006, ADR 042): the embedded SQLite file by default, or PostgreSQL when
// DATABASE_URL is a postgres:// URL. On PostgreSQL, what visitors write — sessions, carts, discounts' uses, orders,
// payment attempts, newsletter consents — lives there, shared by every process; the catalogue is read from the
// embedded copy each process keeps (seeded alike everywhere), until the catalogue moves too.
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ensureCatalogue, type EnsureResult } from './ensure-catalogue.server.ts';
import type { VisitorStores } from './ports/visitor-stores.ts';
import { fillFromCatalogue } from './postgres/fill-from-catalogue.server.ts';
import { openPostgres } from './postgres/database.server.ts';
import { postgresVisitorStores } from './postgres/visitor-stores.server.ts';
import type { Database } from './schema/tables.ts';
import { sqliteVisitorStores } from './sqlite/visitor-stores.server.ts';
import { storeLocation } from './store-location.server.ts';

export interface OpenStore {
  /** The catalogue's database: the store itself on SQLite, the process's embedded copy on PostgreSQL. */
  readonly catalogue: EnsureResult;
  readonly visitors: VisitorStores;
  /** The database the visitors' stores write to (the newsletter consents' too). */
  readonly visitorsDb: Kysely<Database>;
  /** The folder of the process's embedded files (the SQLite store or the catalogue's copy): the test provider's file goes beside. */
  readonly folder: string;
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

/** Where the catalogue's embedded copy lives beside a PostgreSQL store (relative to the project root). */
export const CATALOGUE_COPY_FILE = '.data/catalogue.sqlite';

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
  const copy = path.join(root, CATALOGUE_COPY_FILE);
  const catalogue = await ensureCatalogue(copy);
  const postgres = await openPostgres(location.url).catch(async (error: unknown) => {
    await catalogue.database.close();
    throw error;
  });
  await fillFromCatalogue(postgres.db, catalogue.database.db);
  return {
    catalogue,
    visitors: await postgresVisitorStores(postgres.db),
    visitorsDb: postgres.db,
    folder: path.dirname(copy),
    description: `Store: ${location.shown} (PostgreSQL); catalogue read from ${CATALOGUE_COPY_FILE}`,
    reachable: answers(postgres.db),
    async close() {
      await postgres.close();
      await catalogue.database.close();
    },
  };
}
