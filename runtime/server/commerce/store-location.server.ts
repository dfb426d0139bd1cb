import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
      `DATABASE_URL "${databaseUrl}" is not a SQLite file: use a path (.data/shop.sqlite), file:/abs/path.sqlite or sqlite:path`,
    );
  }
  return path.resolve(root, bare);
}
