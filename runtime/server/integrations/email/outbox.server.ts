// The embedded e-mail default (ARCHITECTURE "Ports and defaults": e-mail → an outbox in the store, readable in
// development): a message is kept in the store's `outbox` table instead of being delivered, so a shop without any
// mail server still "sends" its order confirmations (spec/2 §4 Payment) and the browser tests can read them
// (research/purchase-path.md §6). The statements run synchronously on the raw connection, as carts.server.ts does.
import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { LanguageCode } from '../../../../generated/index.ts';
import type { OutboxTable } from '../../commerce/schema/outbox-table.ts';
import { checkOutgoingMail } from './check-outgoing-mail.ts';
import type { Mailer, MailKind, OutgoingMail } from './mail-port.ts';

/** A kept message as the app sees it (CONVENTIONS §2: reshaped at the boundary). */
export interface KeptMail {
  readonly id: string;
  readonly createdAt: Date;
  readonly to: string;
  readonly from: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: LanguageCode;
  readonly kind: MailKind;
  readonly headers: Readonly<Record<string, string>>;
}

/** An outbox row as a KeptMail. */
export function keptMailOf(row: OutboxTable): KeptMail {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    language: row.language as LanguageCode,
    kind: row.kind,
    headers: JSON.parse(row.headers) as Record<string, string>,
  };
}

/** Which kept messages to list: the newest `limit` (1 to MAX_LISTED), optionally of one recipient and kind. */
export interface OutboxQuery {
  readonly to?: string;
  readonly kind?: MailKind;
  readonly limit: number;
}

/**
 * How long the outbox keeps a message (OUTBOX_RETENTION_DAYS overrides it): it is for reading what was just sent, in
 * development and in tests, and without a purge a shop running without SMTP_URL would keep every mail for ever.
 */
export const OUTBOX_RETENTION_DAYS = 30;

/** The most a list answers: the outbox is for reading a few recent messages, not for export. */
export const MAX_LISTED = 500;

/** What reads the outbox: the development page, the tests. */
export interface OutboxReader {
  list(query: OutboxQuery): Promise<KeptMail[]>;
  get(id: string): Promise<KeptMail | null>;
}

export interface OutboxOptions {
  /** The sender of a message that names none (MAIL_FROM). */
  readonly from?: string;
  /** Now, in milliseconds since the epoch (CONVENTIONS §3: time is injected). */
  readonly clock?: () => number;
  /** A new message id (CONVENTIONS §3); random UUIDs by default. */
  readonly newId?: () => string;
}

/**
 * What the outbox needs of the store's Kysely instance: its lock on the one connection (`db.connection().execute`),
 * whatever the instance's table types.
 */
export interface ConnectionLock {
  connection(): { execute<T>(work: () => Promise<T>): Promise<T> };
}

const COLUMNS = `id, created_at, "to", "from", subject, text, html, language, kind, headers`;

/** The outbox in the store: a Mailer that keeps what it is given, and reads it back. */
export class SqliteOutbox implements Mailer, OutboxReader {
  private readonly db: ConnectionLock;
  private readonly sqlite: BetterSqlite3.Database;
  private readonly options: OutboxOptions;
  private readonly insert;
  private readonly byId;
  private readonly purge;
  /** The list statements, one per combination of filters, prepared on first use. */
  private readonly lists = new Map<string, BetterSqlite3.Statement<Record<string, unknown>, OutboxTable>>();

  constructor(database: { db: ConnectionLock; sqlite: BetterSqlite3.Database }, options: OutboxOptions = {}) {
    this.db = database.db;
    this.sqlite = database.sqlite;
    this.options = options;
    this.insert = this.sqlite.prepare(
      `insert into outbox (${COLUMNS})
       values (@id, @createdAt, @to, @from, @subject, @text, @html, @language, @kind, @headers)`,
    );
    this.byId = this.sqlite.prepare<[string], OutboxTable>(`select ${COLUMNS} from outbox where id = ?`);
    // Through the created_at index: a purge reads only what it removes.
    this.purge = this.sqlite.prepare<[number]>(`delete from outbox where created_at < ?`);
  }

  /** Removes the messages kept before `cutoff` (milliseconds since the epoch); answers how many. */
  async purgeKeptBefore(cutoff: number): Promise<number> {
    return this.db.connection().execute(async () => this.purge.run(cutoff).changes);
  }

  async send(message: OutgoingMail): Promise<{ id: string }> {
    checkOutgoingMail(message);
    const id = (this.options.newId ?? randomUUID)();
    const row = {
      id,
      createdAt: (this.options.clock ?? Date.now)(),
      to: message.to,
      from: message.from ?? this.options.from ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      language: message.language,
      kind: message.kind,
      headers: JSON.stringify(message.headers ?? {}),
    };
    // Under Kysely's lock on the connection, so the row never lands inside a transaction Kysely holds open for another
    // request (sessions.server.ts), whose rollback would take the message with it (carts.server.ts does the same).
    await this.db.connection().execute(async () => this.insert.run(row));
    return { id };
  }

  /** The newest kept messages first (ties: the later kept first). */
  async list(query: OutboxQuery): Promise<KeptMail[]> {
    if (!Number.isSafeInteger(query.limit) || query.limit < 1 || query.limit > MAX_LISTED) {
      throw new RangeError(`An outbox list takes a limit from 1 to ${MAX_LISTED} (got ${query.limit})`);
    }
    const filters = [query.to === undefined ? '' : `"to" = @to`, query.kind === undefined ? '' : 'kind = @kind'];
    const key = filters.join('|');
    let statement = this.lists.get(key);
    if (statement === undefined) {
      const where = filters.filter(Boolean);
      statement = this.sqlite.prepare<Record<string, unknown>, OutboxTable>(
        `select ${COLUMNS} from outbox ${where.length === 0 ? '' : `where ${where.join(' and ')}`}
         order by created_at desc, rowid desc limit @limit`,
      );
      this.lists.set(key, statement);
    }
    const parameters: Record<string, unknown> = { limit: query.limit };
    if (query.to !== undefined) parameters['to'] = query.to;
    if (query.kind !== undefined) parameters['kind'] = query.kind;
    return statement.all(parameters).map(keptMailOf);
  }

  async get(id: string): Promise<KeptMail | null> {
    const row = this.byId.get(id);
    return row === undefined ? null : keptMailOf(row);
  }
}
