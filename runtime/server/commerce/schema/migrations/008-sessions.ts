// Server-side sessions (ARCHITECTURE "Sessions"). The id is the SHA-256 of the cookie's token,
// so the table holds nothing a visitor could present; the expiry index serves the purge of ended sessions.
import type { Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    // A store whose migration records were rolled back (the older migrations' tests) keeps its sessions.
    .ifNotExists()
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    // What the session's cart (and later its customer's data) is kept under: unlike the id, it stays at rotation.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_seen_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires').ifNotExists().on('sessions').column('expires_at').execute();
}

export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table sessions (id_hash text primary key, key text not null unique, country text not null,
       customer_id text, created_at bigint not null, last_seen_at bigint not null, expires_at bigint not null)`,
    `create index sessions_expires on sessions (expires_at)`,
  ]);
}
