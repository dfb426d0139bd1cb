import { randomBytes } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * A secret of the shop kept in its store (the meta table): made once, at random, then the same for every process and
 * after every restart — so what one process signed (a payment's return address) another verifies.
 */
export function storeSecret(sqlite: BetterSqlite3.Database, name: string): Buffer {
  const key = `secret:${name}`;
  sqlite.prepare(`insert or ignore into meta (key, value) values (?, ?)`).run(key, randomBytes(32).toString('hex'));
  const value = sqlite.prepare<[string], string>(`select value from meta where key = ?`).pluck().get(key)!;
  return Buffer.from(value, 'hex');
}
