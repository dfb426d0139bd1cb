import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema/tables.ts';

/** PostgreSQL's answers to a transaction that lost to another and may simply be run again (deadlock, serialization). */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction (READ COMMITTED, PostgreSQL's default: a conditional update waits for the row's
 * other writer and is then judged on the row as that one left it). Were it chosen as a deadlock's victim, it is run
 * again, a few times: nothing of it was kept.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}
