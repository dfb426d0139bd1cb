// The e-mail outbox, the embedded default of the e-mail port (integrations/email/outbox.server.ts); its row is
// outbox-table.ts. Re-runnable (`if not exists`): Kysely runs SQLite migrations outside a transaction, so a start
// stopped halfway runs it again.
import { sql, type Kysely } from 'kysely';
import { runStatements } from '../postgres-ddl.ts';

export async function onSqlite(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    // An address's domain is case-insensitive (RFC 5321 §2.4) and mailboxes are in practice: a test looking up
    // Jana@Example.com finds the mail sent to jana@example.com.
    .addColumn('to', 'text', (c) => c.notNull().modifyEnd(sql`collate nocase`))
    .addColumn('from', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // The two reads: the newest messages (the development page), the newest to one address (the tests). An index
  // entry carries the rowid, which breaks ties of created_at in the order the rows were kept.
  await db.schema.createIndex('outbox_recent').ifNotExists().on('outbox').column('created_at').execute();
  await db.schema.createIndex('outbox_to').ifNotExists().on('outbox').columns(['to', 'created_at']).execute();
}

// PostgreSQL: `nocase` is a nondeterministic ICU collation (equality without regard to case); `position` breaks ties
// of created_at in the order the rows were kept, as SQLite's rowid does.
export async function onPostgres(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create collation nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`,
    `create table outbox (id text primary key, created_at bigint not null, "to" text not null collate nocase,
       "from" text, subject text not null, text text not null, html text not null, language text not null,
       kind text not null, headers text not null default '{}', position bigint generated always as identity)`,
    `create index outbox_recent on outbox (created_at, position)`,
    `create index outbox_to on outbox ("to", created_at, position)`,
  ]);
}
