import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redactedUrl } from './postgres/database.server.ts';

/** Where the embedded store lives (ARCHITECTURE ports: `.data/multishop.sqlite`, or DATABASE_URL). */
export const DEFAULT_DATABASE_FILE = '.data/multishop.sqlite';

/**
 * The database file from DATABASE_URL: a path, a `file:` URL, or `sqlite:` + path; relative paths are taken from
 * the project root. Anything else is refused with the forms that work.
 */
export function databaseFile(root: string, databaseUrl = process.env.DATABASE_URL): string {
  if (databaseUrl === undefined || databaseUrl === '') return path.join(root, DEFAULT_DATABASE_FILE);
  if (databaseUrl === ':memory:') return databaseUrl;
  if (databaseUrl.startsWith('file:')) return fileURLToPath(new URL(databaseUrl, `file://${root}/`));
  const bare = databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(bare)) {
    throw new Error(
      `DATABASE_URL "${databaseUrl}" is neither a SQLite file nor a PostgreSQL server: use a path (.data/shop.sqlite), file:/abs/path.sqlite, sqlite:path or postgres://user@host:5432/database`,
    );
  }
  return path.resolve(root, bare);
}

/** Where the store is: the embedded SQLite file, or a PostgreSQL server (ADR 042). */
export type StoreLocation =
  | { readonly engine: 'sqlite'; readonly file: string }
  | { readonly engine: 'postgres'; readonly url: string; readonly shown: string };

/** DATABASE_URL read: a postgres:// (or postgresql://) URL is PostgreSQL; anything else is the SQLite file's (databaseFile). */
export function storeLocation(root: string, databaseUrl: string | undefined): StoreLocation {
  if (databaseUrl !== undefined && /^postgres(ql)?:\/\//i.test(databaseUrl)) {
    return { engine: 'postgres', url: databaseUrl, shown: redactedUrl(databaseUrl) };
  }
  return { engine: 'sqlite', file: databaseFile(root, databaseUrl) };
}
