// The e-mail outbox, the embedded default of the e-mail port (integrations/email/outbox.server.ts); its row is
// outbox-table.ts. Re-runnable (`if not exists`): Kysely runs SQLite migrations outside a transaction, so a start
// stopped halfway runs it again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
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
