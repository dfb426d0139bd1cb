import { rmSync } from 'node:fs';
import { openDatabase, type OpenDatabase } from './sqlite/database.server.ts';
import { DEFAULT_SEED_OPTIONS, type SeedOptions } from './seed/catalogue-plan.ts';
import { seededWith, writeCatalogue, type SeedReport } from './seed/write-catalogue.server.ts';
import { refreshDemoNames } from './seed/write-demo-offers.server.ts';

export interface EnsureResult {
  database: OpenDatabase;
  /** Set when this call seeded the store. */
  seeded: SeedReport | null;
  options: SeedOptions;
}

/**
 * Opens the embedded store and seeds it on first use (ADR 006: the first start creates and seeds it). With
 * `reseed`, an existing file is deleted first. A store whose seeding was interrupted holds no marker and no rows
 * (one transaction), so it is simply seeded now. A store seeded before gets the demo rows' current names.
 */
export async function ensureCatalogue(
  file: string,
  options: Partial<SeedOptions> & { reseed?: boolean } = {},
  now: () => number = () => performance.now(),
): Promise<EnsureResult> {
  const wanted: SeedOptions = {
    products: options.products ?? DEFAULT_SEED_OPTIONS.products,
    seed: options.seed ?? DEFAULT_SEED_OPTIONS.seed,
  };
  if (options.reseed && file !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  const database = await openDatabase(file);
  const existing = seededWith(database.sqlite);
  if (existing) {
    refreshDemoNames(database.sqlite);
    return { database, seeded: null, options: existing };
  }
  const seeded = writeCatalogue(database.sqlite, wanted, now);
  return { database, seeded, options: wanted };
}
