import { describe, expect, it } from 'vitest';
import { databaseFile, DEFAULT_DATABASE_FILE, storeLocation } from './store-location.server.ts';

describe('databaseFile (ARCHITECTURE ports: .data/multishop.sqlite or DATABASE_URL)', () => {
  it('defaults to .data/multishop.sqlite under the project', () => {
    expect(databaseFile('/shop', undefined)).toBe(`/shop/${DEFAULT_DATABASE_FILE}`);
    expect(databaseFile('/shop', '')).toBe(`/shop/${DEFAULT_DATABASE_FILE}`);
  });

  it.each([
    ['data/x.sqlite', '/shop/data/x.sqlite'],
    ['/var/lib/shop.sqlite', '/var/lib/shop.sqlite'],
    ['file:///var/lib/shop.sqlite', '/var/lib/shop.sqlite'],
    ['sqlite:data/x.sqlite', '/shop/data/x.sqlite'],
    [':memory:', ':memory:'],
  ])('reads %s as %s', (url, file) => {
    expect(databaseFile('/shop', url)).toBe(file);
  });

  it('refuses a URL of another database, naming the forms that work', () => {
    expect(() => databaseFile('/shop', 'mysql://db/shop')).toThrow(
      'DATABASE_URL "mysql://db/shop" is neither a SQLite file nor a PostgreSQL server: use a path (.data/shop.sqlite), file:/abs/path.sqlite, sqlite:path or postgres://user@host:5432/database',
    );
  });
});

describe('storeLocation (ADR 042: DATABASE_URL=postgres://… selects PostgreSQL)', () => {
  it.each(['postgres://shop:secret@db:5432/shop', 'postgresql://db/shop', 'POSTGRES://db/shop'])(
    'reads %s as PostgreSQL, its password never shown',
    (url) => {
      const location = storeLocation('/shop', url);
      expect(location).toMatchObject({ engine: 'postgres', url });
      expect(JSON.stringify(location.engine === 'postgres' && location.shown)).not.toContain('secret');
    },
  );

  it('reads anything else as the SQLite file', () => {
    expect(storeLocation('/shop', undefined)).toEqual({ engine: 'sqlite', file: `/shop/${DEFAULT_DATABASE_FILE}` });
    expect(storeLocation('/shop', 'data/x.sqlite')).toEqual({ engine: 'sqlite', file: '/shop/data/x.sqlite' });
  });
});
