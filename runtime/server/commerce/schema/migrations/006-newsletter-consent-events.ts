// spec/3 §2: "The product records a newsletter consent event with the hash" on /exConsents/confirm.
// Kept in the store until a tracking port (spec/3 §7) sends them on.
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_consent_events')
    // A store whose migration records were rolled back (the older migrations' tests) keeps its events.
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table newsletter_consent_events (id bigint generated always as identity primary key,
       country text not null, hash text not null, recorded_at text not null)`,
  ]);
}
