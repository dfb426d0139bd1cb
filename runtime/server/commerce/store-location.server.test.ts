import { describe, expect, it } from 'vitest';
import { databaseFile, DEFAULT_DATABASE_FILE } from './store-location.server.ts';

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
    expect(() => databaseFile('/shop', 'postgres://db/shop')).toThrow(
      'DATABASE_URL "postgres://db/shop" is not a SQLite file: use a path (.data/shop.sqlite), file:/abs/path.sqlite or sqlite:path',
    );
  });
});
