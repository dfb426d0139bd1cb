// A corrupt or missing database file is recreated or reported clearly at start (bad input).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '../ensure-catalogue.server.ts';
import { DatabaseFileError, openDatabase } from './database.server.ts';
import { searchTableDefinition } from './search-tables.ts';

describe('opening the embedded store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-db-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates a missing file, and its folder, in WAL mode', async () => {
    const file = path.join(dir, 'nested', 'shop.sqlite');
    const database = await openDatabase(file);
    expect(database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    await database.close();
  });

  it('refuses a file that is not a database, saying what to do, and never serves it', async () => {
    const file = path.join(dir, 'shop.sqlite');
    await writeFile(file, 'this is not a database, just some text that happens to be long enough'.repeat(100));
    const failure = await ensureCatalogue(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseFileError);
    expect((failure as Error).message).toBe(
      `${file} is not a usable SQLite database (file is not a database). ` +
        'Move it away or delete it; the embedded store recreates and seeds it on the next start.',
    );
  });

  it('gives a store seeded before migration 002 the meta keywords the seed writes now (spec/3 §3)', async () => {
    const file = path.join(dir, 'shop.sqlite');
    const seeded = await ensureCatalogue(file, { products: 30 });
    const keywords = () =>
      seeded.database.sqlite
        .prepare('select product_id, language, meta_keywords from product_texts order by product_id, language')
        .all();
    const written = keywords();
    // Back to the store as migration 001 left it.
    seeded.database.sqlite.exec(`alter table product_texts drop column meta_keywords;
      delete from kysely_migration where name >= '002-product-meta-keywords'`);
    const migrated = await openDatabase(file);
    expect(keywords()).toEqual(written);
    expect(written).toHaveLength(30 * 21);
    await migrated.close();
    await seeded.database.close();
  });

  it('gives a store seeded before migration 005 search tables folded per language and the EAN index (ADR 012)', async () => {
    const file = path.join(dir, 'shop.sqlite');
    const seeded = await ensureCatalogue(file, { products: 30 });
    const { sqlite } = seeded.database;
    sqlite.exec(`create virtual table temp.search_el_terms using fts5vocab(main, search_el, 'row')`);
    // The Greek index's words that carry a tonos or a dialytika.
    const accented = () =>
      (sqlite.prepare('select term from temp.search_el_terms').pluck().all() as string[]).filter((term) =>
        /[\u0384-\u038f\u03aa-\u03b0\u03ca-\u03ce]/u.test(term),
      ).length;
    expect(accented()).toBe(0);
    // Back to the store as migration 004 left it: the Greek texts as written (with the tonos), no EAN index.
    sqlite.exec(`drop table search_el; drop index products_ean;
      delete from kysely_migration where name >= '005-search-folded-and-codes'`);
    sqlite.exec(searchTableDefinition('el'));
    sqlite.exec(`insert into search_el (rowid, name, brand, categories)
      select p.rowid, t.name, p.brand, '' from products p join product_texts t on t.product_id = p.id and t.language = 'el'`);
    expect(accented()).toBeGreaterThan(0);
    const migrated = await openDatabase(file);
    expect(accented()).toBe(0);
    expect(sqlite.prepare(`select count(*) from sqlite_master where name = 'products_ean'`).pluck().get()).toBe(1);
    await migrated.close();
    await seeded.database.close();
  });

  it('seeds a store whose first seeding was interrupted (schema there, no marker)', async () => {
    const file = path.join(dir, 'shop.sqlite');
    const empty = await openDatabase(file);
    await empty.close();
    const result = await ensureCatalogue(file, { products: 20 });
    expect(result.seeded?.products).toBe(20);
    await result.database.close();
  });
});
