// ADR 043: `multishop db migrate` and `multishop db copy` — a running shop's embedded store (its catalogue, and the
// sessions, carts, orders and mail its shoppers made over HTTP) copied into an empty PostgreSQL database, every table
// equal on both sides; a second copy refused unless --replace; a file of another version refused; the store migrated
// by the command alone. Each run has a database of its own, dropped at the end.
import path from 'node:path';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { apiShopper } from '../fixtures/api-shopper.ts';
import { orderThrough } from '../fixtures/host-orders.ts';
import { memoryOutput } from '../fixtures/memory-output.ts';
import { startSeededShop, type SeededShop } from '../fixtures/seeded-shop.ts';
import { freshPostgresDatabase, STORE_ENGINES } from '../fixtures/store-engines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function multishop(...args: string[]) {
  const output = memoryOutput();
  const code = await main(args, output, ROOT);
  return { code, out: output.stdout.join('\n'), err: output.stderr.join('\n') };
}

describe.skipIf(!STORE_ENGINES.includes('postgres'))('moving a shop’s data: multishop db migrate and db copy', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let target: string;
  let shop: SeededShop;
  let file: string;
  let orderNumbers: string[];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    target = database.url;
    // A shop that has taken orders and holds an open cart; it goes on running while it is copied.
    shop = await startSeededShop();
    orderNumbers = [];
    for (const email of ['ada@example.com', 'grace@example.com']) {
      const answer = await orderThrough(shop, 'de.localhost', email);
      expect(answer.status, answer.text()).toBe(200);
      orderNumbers.push((answer.json() as { orderNumber: string }).orderNumber);
    }
    const browsing = apiShopper(shop.port);
    await browsing.call('updateCart', { actions: [{ action: 'addLineItem', sku: shop.skus[1], quantity: 2 }] });
    file = shop.store.database.sqlite.name;
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await database?.drop();
  });

  /** Every row of `table` on PostgreSQL, and in the file, each as JSON, sorted: equal when the copy is whole. */
  async function rowsOnBothSides(table: string, columns: string[]) {
    const list = columns.map((column) => `"${column}"`).join(', ');
    const copy = new pg.Client({ connectionString: target });
    await copy.connect();
    const types = {
      getTypeParser: (oid: number, format?: string) =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format as 'text'),
    };
    const { rows } = await copy.query({ text: `select ${list} from "${table}"`, types: types as never });
    await copy.end();
    const source = new BetterSqlite3(file, { readonly: true });
    const fileRows = source.prepare(`select ${list} from "${table}"`).all() as Record<string, unknown>[];
    source.close();
    const sorted = (all: Record<string, unknown>[]) => all.map((row) => JSON.stringify(row)).sort();
    return { postgres: sorted(rows), sqlite: sorted(fileRows) };
  }

  it('migrates an empty PostgreSQL database, then says it is up to date', async () => {
    const first = await multishop('db', 'migrate', '--database', target);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/applied 20 of 20 migrations \(001-catalogue, .*021-catalogue-version\)/);
    expect(first.out).not.toContain(new URL(target).password || '\u0000');
    const again = await multishop('db', 'migrate', '--database', target);
    expect(again.out).toMatch(/up to date \(20 migrations\)$/);
    expect((await multishop('db', 'migrate', '--database', file)).out).toBe(`${file}: up to date (20 migrations)`);
  });

  it('copies the running shop into PostgreSQL, every table equal on both sides, and says the counts', async () => {
    const copy = await multishop('db', 'copy', '--from', file, '--to', target);
    expect(copy.code, copy.err).toBe(0);
    expect(copy.out).toMatch(/Copied .* tables, \d+ rows, each counted on both sides/);
    for (const table of [
      'products',
      'categories',
      'sessions',
      'carts',
      'cart_lines',
      'orders',
      'order_lines',
      'outbox',
      'meta',
    ]) {
      expect(copy.out, table).toMatch(new RegExp(`^  ${table} +\\d+$`, 'm'));
    }
    const source = new BetterSqlite3(file, { readonly: true });
    for (const table of [
      'orders',
      'order_lines',
      'sessions',
      'carts',
      'cart_lines',
      'outbox',
      'inventory',
      'meta',
      'categories',
      'order_numbers',
      'prices',
    ]) {
      const columns = (source.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]).filter(
        (column) => column !== 'position',
      );
      const both = await rowsOnBothSides(table, columns);
      expect(both.sqlite.length, table).toBeGreaterThan(0);
      // Beside the file's meta rows, PostgreSQL's catalogue has the version its copied tables gave it (migration 021).
      const version = (row: string) => row.includes('"catalogue-version"');
      expect(
        both.postgres.filter((row) => !version(row)),
        table,
      ).toEqual(both.sqlite);
      expect(both.postgres.filter(version), table).toHaveLength(table === 'meta' ? 1 : 0);
    }
    source.close();
    const orders = await rowsOnBothSides('orders', ['order_number']);
    expect(orders.postgres.join()).toContain(orderNumbers[0]);
    expect(orders.postgres.join()).toContain(orderNumbers[1]);
  });

  it('refuses a second copy into a database that holds a shop’s data, changing nothing; --replace copies anew', async () => {
    const refused = await multishop('db', 'copy', '--from', file, '--to', target);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already holds a shop's data \(.*orders: 2.*\); .*--replace/);
    expect(refused.err.split('\n')).toHaveLength(1);
    const before = await rowsOnBothSides('orders', ['id']);
    expect(before.postgres).toEqual(before.sqlite);
    const replaced = await multishop('db', 'copy', '--from', file, '--to', target, '--replace');
    expect(replaced.code, replaced.err).toBe(0);
    const after = await rowsOnBothSides('orders', ['id', 'order_number']);
    expect(after.postgres).toEqual(after.sqlite);
  });

  it('refuses a file a newer shop migrated, and names bad arguments and stores in one line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'multishop-copy-'));
    try {
      const newer = path.join(dir, 'newer.sqlite');
      copyFileSync(file, newer);
      const writable = new BetterSqlite3(newer);
      writable.prepare(`insert into kysely_migration (name, timestamp) values ('999-from-the-future', 'x')`).run();
      writable.close();
      const refused = await multishop('db', 'copy', '--from', newer, '--to', target, '--replace');
      expect([refused.code, refused.err]).toEqual([
        1,
        `${newer} was migrated by a newer shop (999-from-the-future): copy it with that version`,
      ]);

      const missing = await multishop('db', 'copy', '--from', path.join(dir, 'none.sqlite'), '--to', target);
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('cannot be opened as a SQLite store');

      const wrongWay = await multishop('db', 'copy', '--from', target, '--to', file);
      expect(wrongWay.code).toBe(1);
      expect(wrongWay.err).toContain('--from');
      expect(wrongWay.err).toContain('--to');

      const unreachable = await multishop('db', 'migrate', '--database', 'postgres://shop:secret-pw@127.0.0.1:1/none');
      expect(unreachable.code).toBe(1);
      expect(unreachable.err).not.toContain('secret-pw');
      expect(unreachable.err.split('\n')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
