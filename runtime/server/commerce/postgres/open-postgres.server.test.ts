// ADR 042: opening a PostgreSQL store — a server that cannot be reached is one line naming it, its password never
// shown; a store's first start copies the catalogue's stock and offers once, however many processes start together.
import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storeForTests } from '../../../../tests/fixtures/store-engines.ts';
import { openPostgres, PostgresUnavailableError, redactedUrl } from './database.server.ts';
import { catalogueVersion } from './catalogue-copy.server.ts';
import { FILLED_TABLES, fillFromCatalogue } from './fill-from-catalogue.server.ts';

describe('openPostgres', () => {
  it('refuses a server that does not answer in one line, the password replaced', async () => {
    const url = 'postgres://shop:s3cret@127.0.0.1:1/shop';
    const opened = openPostgres(url);
    await expect(opened).rejects.toBeInstanceOf(PostgresUnavailableError);
    const message = await opened.catch((error: Error) => error.message);
    expect(message).toMatch(/^The store at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop cannot be used \(/);
    expect(message).not.toContain('s3cret');
  });

  it('shows a URL without its password, and a malformed one not at all', () => {
    expect(redactedUrl('postgres://shop:pw@db:5432/shop')).toBe('postgres://shop:***@db:5432/shop');
    expect(redactedUrl('postgres://db/shop')).toBe('postgres://db/shop');
    expect(redactedUrl('not a url :pw@')).toBe('DATABASE_URL');
  });
});

describe.skipIf(!STORE_ENGINES.includes('postgres'))('fillFromCatalogue', () => {
  const catalogue = storeForTests('sqlite');
  const postgres = storeForTests('postgres', { connections: 2 });

  it('copies the catalogue, its stock, codes and cart discounts once, whichever of two processes starts first', async () => {
    const source = catalogue.connection().db;
    await source
      .insertInto('inventory')
      .values(Array.from({ length: 2500 }, (_, index) => ({ sku: `SKU-${index}`, available_quantity: index })))
      .execute();
    const [one, two] = await Promise.all([
      fillFromCatalogue(postgres.connection(0).db, source),
      fillFromCatalogue(postgres.connection(1).db, source),
    ]);
    // One filled every table (the catalogue here has only stock), the other found the stock there and filled the
    // tables still empty (with nothing).
    const empty = Object.fromEntries(FILLED_TABLES.filter((table) => table !== 'inventory').map((table) => [table, 0]));
    expect([one, two]).toContainEqual({ ...empty, inventory: 2500 });
    expect([one, two]).toContainEqual(empty);
    const rows = await postgres.connection(0).db.selectFrom('inventory').selectAll().orderBy('sku').execute();
    expect(rows).toHaveLength(2500);
    expect(rows.find((row) => row.sku === 'SKU-2499')?.available_quantity).toBe(2499);
    expect(await fillFromCatalogue(postgres.connection(0).db, source)).toEqual(empty);
    // The catalogue has a version: the one a process's copy is made of (migration 021).
    expect(await catalogueVersion(postgres.connection(0).db)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
