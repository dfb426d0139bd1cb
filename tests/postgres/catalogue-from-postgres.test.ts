// ADR 042: on PostgreSQL the catalogue is the store's. The first process of an empty database fills it from the
// seeded demo catalogue; every process reads it from a copy of its own, of the catalogue's current version. A change
// made in PostgreSQL (here an operator's SQL) gives the catalogue a new version; a running process hears of it and
// reads it within moments — in search and on the product's page, its cached pages dropped — and a process started
// later opens the copy of that version already there; a change made while no process runs is copied at the next start.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiShopper } from '../fixtures/api-shopper.ts';
import { httpCall } from '../fixtures/http-call.ts';
import { freePorts, stop } from '../fixtures/processes.ts';
import { startShopProcess, until, type ShopProcess } from '../fixtures/shop-process.ts';
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
  let started = 0;
  async function startNext(): Promise<ShopProcess> {
    const index = started++;
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

  it('fills an empty database once; a change reaches the running process, and a process started later', async () => {
    const first = await startNext();
    expect(first.log()).toMatch(
      /catalogue read from \.data\/catalogue-[0-9a-f]{12}\.sqlite, copied from PostgreSQL now/,
    );
    const counted = async (table: string) =>
      Number((await store.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
    expect(await counted('products')).toBe(600);
    expect(await counted('product_texts')).toBeGreaterThan(600 * 20);
    const versionNow = async () =>
      (await store.query<{ value: string }>(`select value from meta where key = 'catalogue-version'`)).rows[0]!.value;
    const filled = await versionNow();

    // A product's page, kept in the running process's page cache.
    const [hit] = (await search(first, 'akku')).hits;
    expect(hit).toBeDefined();
    const pagePath = new URL(hit!.link, 'http://de.localhost').pathname;
    const pageOn = async (shop: ShopProcess) =>
      (await httpCall(shop.port, 'GET', pagePath, { host: 'de.localhost' })).text();
    expect(await pageOn(first)).toContain(hit!.name);

    // Renamed in German, in PostgreSQL: a new version, which the running process reads within moments.
    await store.query(
      `update product_texts set name = 'Werkbank Zweites Leben' where product_id = $1 and language = 'de'`,
      [hit!.id],
    );
    expect(await versionNow()).not.toBe(filled);
    await until(
      async () => (await search(first, 'zweites leben')).hits.some((one) => one.sku === hit!.sku),
      'the running process to read the new version',
    );
    expect(first.log()).toMatch(/The catalogue changed in PostgreSQL: now reading version [0-9a-f-]{36}, copied now/);
    expect(await pageOn(first)).toContain('Werkbank Zweites Leben');

    // A process started now opens the copy the first one made of that version.
    const second = await startNext();
    expect(second.log()).toMatch(/catalogue read from \.data\/catalogue-[0-9a-f]{12}\.sqlite, the current copy/);
    expect((await search(second, 'zweites leben')).hits.map((one) => one.sku)).toEqual([hit!.sku]);

    // A change made while no process runs is copied by the next one to start.
    await Promise.all(shops.splice(0).map((shop) => stop(shop.child)));
    await store.query(
      `update product_texts set name = 'Werkbank Drittes Leben' where product_id = $1 and language = 'de'`,
      [hit!.id],
    );
    const third = await startNext();
    expect(third.log()).toMatch(/copied from PostgreSQL now/);
    expect((await search(third, 'drittes leben')).hits.map((one) => one.sku)).toEqual([hit!.sku]);
    expect(await pageOn(third)).toContain('Werkbank Drittes Leben');
  }, 240_000);
});
