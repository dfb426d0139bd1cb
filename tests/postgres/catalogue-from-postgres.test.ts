// ADR 042: on PostgreSQL the catalogue is the store's. The first process of an empty database fills it from the
// seeded demo catalogue; every process reads it from a copy of its own, of the catalogue's current version. A change
// made in PostgreSQL (here an operator's SQL) gives the catalogue a new version, and a process started after it
// builds its copy anew and shows the change — in search and on the product's page; a process started while the
// version stays the same opens the copy already there.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiShopper } from '../fixtures/api-shopper.ts';
import { httpCall } from '../fixtures/http-call.ts';
import { freePorts, stop } from '../fixtures/processes.ts';
import { startShopProcess, type ShopProcess } from '../fixtures/shop-process.ts';
import { freshPostgresDatabase, STORE_ENGINES } from '../fixtures/store-engines.ts';

interface SearchAnswer {
  hits: Array<{ id: string; name: string; link: string; sku: string }>;
}

describe.skipIf(!STORE_ENGINES.includes('postgres'))('the catalogue read from PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let store: pg.Client;
  const shops: ShopProcess[] = [];
  let ports: number[];

  /** Starts the next shop process on the database; answers it. */
  async function startNext(): Promise<ShopProcess> {
    const index = shops.length;
    const shop = await startShopProcess(ports[index * 2]!, ports[index * 2 + 1]!, { DATABASE_URL: database.url });
    shops.push(shop);
    return shop;
  }

  const search = async (shop: ShopProcess, text: string) =>
    (await apiShopper(shop.port).call('search', { text, limit: 5 })).json() as SearchAnswer;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    ports = await freePorts(6);
    store = new pg.Client({ connectionString: database.url });
    await store.connect();
  });

  afterAll(async () => {
    await Promise.all(shops.map((shop) => stop(shop.child)));
    await store?.end();
    await database?.drop();
  });

  it('fills an empty database once, and each process reads the version it finds; a change reaches the next start', async () => {
    const first = await startNext();
    expect(first.log()).toMatch(
      /catalogue read from \.data\/catalogue-[0-9a-f]{12}\.sqlite, copied from PostgreSQL now/,
    );
    const counted = async (table: string) =>
      Number((await store.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
    expect(await counted('products')).toBe(600);
    expect(await counted('product_texts')).toBeGreaterThan(600 * 20);
    const { rows: versions } = await store.query<{ value: string }>(
      `select value from meta where key = 'catalogue-version'`,
    );
    expect(versions).toHaveLength(1);

    // One product renamed in German, in PostgreSQL.
    const [hit] = (await search(first, 'akku')).hits;
    expect(hit).toBeDefined();
    await store.query(
      `update product_texts set name = 'Werkbank Zweites Leben' where product_id = $1 and language = 'de'`,
      [hit!.id],
    );
    const { rows: after } = await store.query<{ value: string }>(
      `select value from meta where key = 'catalogue-version'`,
    );
    expect(after[0]!.value).not.toBe(versions[0]!.value);

    // A process started now copies the new version, and shows the new name in search and on the product's page.
    const second = await startNext();
    expect(second.log()).toMatch(/copied from PostgreSQL now/);
    const found = await search(second, 'zweites leben');
    expect(found.hits.map((one) => one.sku)).toEqual([hit!.sku]);
    expect(found.hits[0]!.name).toBe('Werkbank Zweites Leben');
    const page = await httpCall(second.port, 'GET', new URL(found.hits[0]!.link, 'http://de.localhost').pathname, {
      host: 'de.localhost',
    });
    expect(page.status).toBe(200);
    expect(page.text()).toContain('Werkbank Zweites Leben');

    // A process started while the version stays the same opens that copy.
    const third = await startNext();
    expect(third.log()).toMatch(/catalogue read from \.data\/catalogue-[0-9a-f]{12}\.sqlite, the current copy/);
    expect((await search(third, 'zweites leben')).hits.map((one) => one.sku)).toEqual([hit!.sku]);
  }, 240_000);
});
