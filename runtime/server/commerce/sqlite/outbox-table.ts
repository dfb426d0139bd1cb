// The e-mail outbox's table in the store (ARCHITECTURE "Ports and defaults": e-mail → an outbox in the store): its row
// and its migration, owned by the store's schema history; the embedded e-mail default
// (integrations/email/outbox.server.ts) reads and writes it.
import { sql, type Kysely, type Migration } from 'kysely';

/** The outbox table's row (for the store's Database interface in schema.ts). */
export interface OutboxTable {
  id: string;
  /** When the message was kept, in milliseconds since the epoch (as sessions and carts keep their times). */
  created_at: number;
  /** The recipient; compared without regard to ASCII case (the column's collation). */
  to: string;
  /** The sender when the message or MAIL_FROM named one. */
  from: string | null;
  subject: string;
  text: string;
  html: string;
  language: string;
  kind: string;
  /** JSON: the further header fields by name ({} for none). */
  headers: string;
}

/**
 * The outbox's migration, for the store's list as '014-outbox'. Re-runnable (`if not exists`): Kysely runs SQLite
 * migrations outside a transaction, so a start stopped halfway runs it again (migrations.server.ts, addColumns).
 */
export const outboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
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
  },
};
