import { sql, type Kysely } from 'kysely';

/**
 * Runs a PostgreSQL migration's statements in order (ADR 042). Kysely's migrator runs a PostgreSQL migration inside
 * one transaction under an advisory lock, so a start stopped halfway leaves nothing of it, and two processes starting
 * at once run it once.
 */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
