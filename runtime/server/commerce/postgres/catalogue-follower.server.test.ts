// ADR 042: a process follows PostgreSQL's catalogue — each change of a catalogue table reaches it as a new copy, and a
// change made while its listening connection was cut (the server restarted, the connection killed) is read once it has
// connected again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_ENGINES, storeForTests, TEST_POSTGRES_URL } from '../../../../tests/fixtures/store-engines.ts';
import { until } from '../../../../tests/fixtures/shop-process.ts';
import type { EnsureResult } from '../ensure-catalogue.server.ts';
import { openCatalogueCopy } from './catalogue-copy.server.ts';
import { catalogueFollower, listenerName, type CatalogueFollower } from './catalogue-follower.server.ts';

describe.skipIf(!STORE_ENGINES.includes('postgres'))('catalogueFollower', () => {
  const store = storeForTests('postgres');
  let dir: string;
  let follower: CatalogueFollower;
  const copies: EnsureResult[] = [];
  const messages: string[] = [];

  const addStore = (key: string, country: string) =>
    store
      .connection()
      .db.insertInto('stores')
      .values({ key, country, languages: '["de"]', name: key, custom: '{}' })
      .execute();
  const storesIn = (copy: EnsureResult) =>
    copy.database.sqlite.prepare('select key from stores order by key').pluck().all() as string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-follower-'));
    await addStore('DE-1', 'DE');
    const file = path.join(dir, 'catalogue.sqlite');
    const first = await openCatalogueCopy(store.connection().db, file);
    follower = catalogueFollower({
      url: TEST_POSTGRES_URL,
      postgres: store.connection().db,
      file,
      serving: { catalogue: first.catalogue, version: first.version },
      log: { info: (message) => messages.push(message), warn: (message) => messages.push(message) },
      closeAfterMs: 0,
    });
    follower.follow((copy) => copies.push(copy));
  });

  afterAll(async () => {
    await follower?.close();
    await follower?.current().database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands over a copy of each new version, and reads a change made while it was not listening', async () => {
    // Listening first: the connection is there (its name is the process's).
    const listening = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pg_stat_activity where application_name = ${listenerName()}`.execute(
          store.connection().db,
        )
      ).rows[0]!.n > 0;
    await until(listening, 'the listener to connect');
    await addStore('AT-1', 'AT');
    await until(() => copies.length === 1, 'the first change to be copied');
    expect(storesIn(copies[0]!)).toEqual(['AT-1', 'DE-1']);
    expect(follower.current()).toBe(copies[0]);
    expect(messages.at(-1)).toMatch(
      /^The catalogue changed in PostgreSQL: now reading version [0-9a-f-]{36}, copied now$/,
    );

    // The listening connection cut by the server, and a change made before it is back.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${listenerName()}`.execute(
      store.connection().db,
    );
    await addStore('CH-1', 'CH');
    await until(() => copies.length === 2, 'the change made while cut off to be copied', 15_000);
    expect(storesIn(copies[1]!)).toEqual(['AT-1', 'CH-1', 'DE-1']);
    // The earlier copy is closed once handed over (here at once).
    await until(() => !copies[0]!.database.sqlite.open, 'the earlier copy to be closed');
  });
});
