import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OutgoingMailError } from './check-outgoing-mail.ts';
import type { OutgoingMail } from './mail-port.ts';
import * as outboxMigration from '../../commerce/schema/migrations/016-outbox.ts';
import { keptMailOf, MAX_LISTED, StoreOutbox } from './outbox.server.ts';
import { STORE_ENGINES, storeForTests } from '../../../../tests/fixtures/store-engines.ts';

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'jana@example.com',
    subject: 'Ihre Bestellung 100042',
    text: 'Vielen Dank',
    html: '<p>Vielen Dank</p>',
    language: 'de',
    kind: 'order-confirmation',
    ...overrides,
  };
}

/** A clock that moves on by a second each time it is read, from 2026-11-30T10:00:00Z. */
function steppingClock(start = Date.UTC(2026, 10, 30, 10)): () => number {
  let now = start - 1000;
  return () => (now += 1000);
}

describe('outboxMigration (the store adds it as 016-outbox)', () => {
  it('runs through Kysely’s Migrator, and again without harm', async () => {
    const sqlite = new BetterSqlite3(':memory:');
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => ({ '016-outbox': { up: outboxMigration.onSqlite } }) },
      });
      const { error, results } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      expect(results?.map((result) => [result.migrationName, result.status])).toEqual([['016-outbox', 'Success']]);
      // A start stopped after the table was made runs the migration again (Kysely runs SQLite migrations outside a
      // transaction).
      await outboxMigration.onSqlite(db);
      const columns = sqlite.prepare(`select name from pragma_table_info('outbox')`).pluck().all();
      expect(columns).toEqual([
        'id',
        'created_at',
        'to',
        'from',
        'subject',
        'text',
        'html',
        'language',
        'kind',
        'headers',
      ]);
      const indexes = sqlite.prepare(`select name from pragma_index_list('outbox') order by name`).pluck().all();
      expect(indexes).toEqual(expect.arrayContaining(['outbox_recent', 'outbox_to']));
    } finally {
      await db.destroy();
    }
  });
});

describe('keptMailOf', () => {
  it('reshapes a row: the time as a Date, the headers parsed', () => {
    expect(
      keptMailOf({
        id: 'm1',
        created_at: Date.UTC(2026, 10, 30, 10),
        to: 'jana@example.com',
        from: null,
        subject: 's',
        text: 't',
        html: 'h',
        language: 'cs',
        kind: 'order-confirmation',
        headers: '{"Reply-To":"service@example.com"}',
      }),
    ).toEqual({
      id: 'm1',
      createdAt: new Date('2026-11-30T10:00:00Z'),
      to: 'jana@example.com',
      from: null,
      subject: 's',
      text: 't',
      html: 'h',
      language: 'cs',
      kind: 'order-confirmation',
      headers: { 'Reply-To': 'service@example.com' },
    });
  });
});

// ADR 042: the outbox on either store — the embedded file, or PostgreSQL where every process keeps its mail.
describe.each(STORE_ENGINES)('StoreOutbox on %s', (engine) => {
  const test = storeForTests(engine, { perTest: true });
  const store = async () => ({ db: test.connection().db });

  it('keeps a message in the store and gives it back by id, unchanged', async () => {
    const outbox = new StoreOutbox((await store()).db, {
      from: 'Multishop <shop@example.com>',
      clock: () => Date.UTC(2026, 10, 30, 10),
      newId: () => 'mail-1',
    });
    const sent = mail({
      subject: 'Objednávka NS100042 – „díky“',
      text: 'Řádek 1\nŘádek 2',
      html: '<!doctype html><html lang="cs"><p>Děkujeme</p></html>',
      language: 'cs',
      headers: { 'Reply-To': 'service@example.com' },
    });
    expect(await outbox.send(sent)).toEqual({ id: 'mail-1' });
    expect(await outbox.get('mail-1')).toEqual({
      id: 'mail-1',
      createdAt: new Date('2026-11-30T10:00:00Z'),
      to: sent.to,
      from: 'Multishop <shop@example.com>',
      subject: sent.subject,
      text: sent.text,
      html: sent.html,
      language: 'cs',
      kind: 'order-confirmation',
      headers: { 'Reply-To': 'service@example.com' },
    });
  });

  it("keeps the message's own sender over MAIL_FROM, and none when neither names one", async () => {
    const database = await store();
    const configured = new StoreOutbox(database.db, { from: 'Shop <shop@example.com>' });
    const own = await configured.send(mail({ from: 'Service <service@example.com>' }));
    const bare = await new StoreOutbox(database.db).send(mail());
    expect((await configured.get(own.id))?.from).toBe('Service <service@example.com>');
    expect((await configured.get(bare.id))?.from).toBeNull();
  });

  it('gives every message a random id of its own by default', async () => {
    const outbox = new StoreOutbox((await store()).db);
    const ids = await Promise.all([1, 2, 3].map(() => outbox.send(mail()).then((sent) => sent.id)));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('purges the messages kept before a time, and only those', async () => {
    const database = await store();
    const clock = steppingClock();
    const outbox = new StoreOutbox(database.db, { clock });
    const first = await outbox.send(mail({ subject: 'first' }));
    const second = await outbox.send(mail({ subject: 'second' }));
    const third = await outbox.send(mail({ subject: 'third' }));
    const secondKeptAt = (await outbox.get(second.id))!.createdAt.getTime();
    expect(await outbox.purgeKeptBefore(secondKeptAt)).toBe(1);
    expect(await outbox.get(first.id)).toBeNull();
    expect((await outbox.list({ limit: 10 })).map((kept) => kept.id)).toEqual([third.id, second.id]);
    expect(await outbox.purgeKeptBefore(0)).toBe(0);
  });

  it('answers null for an id it does not hold', async () => {
    expect(await new StoreOutbox((await store()).db).get(randomUUID())).toBeNull();
  });

  it('lists the newest first, by recipient (any ASCII case) and kind, at most `limit`', async () => {
    const outbox = new StoreOutbox((await store()).db, { clock: steppingClock() });
    await outbox.send(mail({ subject: 'first' }));
    await outbox.send(mail({ to: 'petr@example.com', subject: 'second' }));
    await outbox.send(mail({ kind: 'password-reset', subject: 'third' }));
    await outbox.send(mail({ subject: 'fourth' }));
    const subjects = async (query: Parameters<StoreOutbox['list']>[0]) =>
      (await outbox.list(query)).map((kept) => kept.subject);
    expect(await subjects({ limit: 10 })).toEqual(['fourth', 'third', 'second', 'first']);
    expect(await subjects({ limit: 2 })).toEqual(['fourth', 'third']);
    expect(await subjects({ to: 'Jana@Example.COM', limit: 10 })).toEqual(['fourth', 'third', 'first']);
    expect(await subjects({ kind: 'order-confirmation', limit: 10 })).toEqual(['fourth', 'second', 'first']);
    expect(await subjects({ to: 'jana@example.com', kind: 'password-reset', limit: 10 })).toEqual(['third']);
    expect(await subjects({ to: 'nobody@example.com', limit: 10 })).toEqual([]);
  });

  it('lists messages kept in the same millisecond in the order they were kept, newest first', async () => {
    // Ids that sort the other way round from the order of sending: the order is the store's, not the ids'.
    const ids = ['c', 'b', 'a'];
    const tied = new StoreOutbox((await store()).db, { clock: () => 1, newId: () => ids.shift()! });
    for (const subject of ['1', '2', '3']) await tied.send(mail({ subject }));
    expect((await tied.list({ limit: 10 })).map((kept) => [kept.id, kept.subject])).toEqual([
      ['a', '3'],
      ['b', '2'],
      ['c', '1'],
    ]);
  });

  it.each([0, -1, 1.5, MAX_LISTED + 1, Number.NaN])('refuses a limit of %s (a bug in the caller)', async (limit) => {
    const outbox = new StoreOutbox((await store()).db);
    await expect(outbox.list({ limit })).rejects.toThrow(RangeError);
  });

  it('refuses, and keeps nothing of, a message to more than one address', async () => {
    const outbox = new StoreOutbox((await store()).db);
    await expect(outbox.send(mail({ to: 'jana@example.com, stranger@example.net' }))).rejects.toThrow(
      OutgoingMailError,
    );
    expect(await outbox.list({ limit: 10 })).toEqual([]);
  });

  it('keeps a message sent while Kysely holds a transaction open, even when that transaction rolls back', async () => {
    const database = await store();
    const outbox = new StoreOutbox(database.db);
    let sending: Promise<{ id: string }> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into meta (key, value) values ('rolled-back', 'yes')`.execute(trx);
        sending = outbox.send(mail());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { id } = await sending!;
    expect(await outbox.get(id)).not.toBeNull();
    const rolledBack = await database.db.selectFrom('meta').select('key').where('key', '=', 'rolled-back').execute();
    expect(rolledBack).toEqual([]);
  });
});
