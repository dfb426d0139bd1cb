// The embedded e-mail default (ARCHITECTURE "Ports and defaults": e-mail → an outbox in the store, readable in
// development): a message is kept in the store's `outbox` table instead of being delivered, so a shop without any
// mail server still "sends" its order confirmations (spec/2 §4 Payment) and the browser tests can read them
// (research/purchase-path.md §6). Through Kysely, on whichever store the shop runs (ADR 042): the embedded SQLite
// file, or PostgreSQL, where every process of the shop keeps its mail in the one table.
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { LanguageCode } from '../../../../generated/index.ts';
import type { OutboxTable } from '../../commerce/schema/outbox-table.ts';
import type { Database } from '../../commerce/schema/tables.ts';
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

/** The outbox in the store: a Mailer that keeps what it is given, and reads it back. */
export class StoreOutbox implements Mailer, OutboxReader {
  /**
   * What orders messages kept in the same millisecond, in the order they were kept: SQLite's rowid, PostgreSQL's
   * `position` (an identity column of its outbox table, migrations/016-outbox.ts).
   */
  private readonly keptOrder;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: OutboxOptions = {},
  ) {
    this.keptOrder = sql.raw(db.getExecutor().adapter instanceof PostgresAdapter ? 'position' : 'rowid');
  }

  /** Removes the messages kept before `cutoff` (milliseconds since the epoch); answers how many. */
  async purgeKeptBefore(cutoff: number): Promise<number> {
    // Through the created_at index: a purge reads only what it removes.
    const { numDeletedRows } = await this.db.deleteFrom('outbox').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(numDeletedRows);
  }

  async send(message: OutgoingMail): Promise<{ id: string }> {
    checkOutgoingMail(message);
    const id = (this.options.newId ?? randomUUID)();
    await this.db
      .insertInto('outbox')
      .values({
        id,
        created_at: (this.options.clock ?? Date.now)(),
        to: message.to,
        from: message.from ?? this.options.from ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        language: message.language,
        kind: message.kind,
        headers: JSON.stringify(message.headers ?? {}),
      })
      .execute();
    return { id };
  }

  /** The newest kept messages first (ties: the later kept first). */
  async list(query: OutboxQuery): Promise<KeptMail[]> {
    if (!Number.isSafeInteger(query.limit) || query.limit < 1 || query.limit > MAX_LISTED) {
      throw new RangeError(`An outbox list takes a limit from 1 to ${MAX_LISTED} (got ${query.limit})`);
    }
    let select = this.db.selectFrom('outbox').select(COLUMNS);
    // "to" is compared without regard to ASCII case: the column's collation on both engines.
    if (query.to !== undefined) select = select.where('to', '=', query.to);
    if (query.kind !== undefined) select = select.where('kind', '=', query.kind);
    const rows = await select
      .orderBy('created_at', 'desc')
      .orderBy(this.keptOrder, 'desc')
      .limit(query.limit)
      .execute();
    return rows.map(keptMailOf);
  }

  async get(id: string): Promise<KeptMail | null> {
    const row = await this.db.selectFrom('outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : keptMailOf(row);
  }
}

const COLUMNS = ['id', 'created_at', 'to', 'from', 'subject', 'text', 'html', 'language', 'kind', 'headers'] as const;
