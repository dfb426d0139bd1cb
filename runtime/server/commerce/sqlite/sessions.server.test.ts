// Sessions (ARCHITECTURE "Sessions") in the embedded store, against a real SQLite file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../domain/customer/session-lifetime.ts';
import { sessionIdOf } from '../session-token.server.ts';
import { openDatabase, type OpenDatabase } from './database.server.ts';
import { SqliteSessions } from './sessions.server.ts';

const T0 = Date.UTC(2026, 10, 25, 12);
const MINUTE = 60_000;

let dir: string;
let database: OpenDatabase;
let sessions: SqliteSessions;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-sessions-'));
  database = await openDatabase(path.join(dir, 'shop.sqlite'));
  sessions = new SqliteSessions(database.db);
});

afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const rows = () => database.sqlite.prepare('select * from sessions').all() as Array<Record<string, unknown>>;

describe('sessions in the embedded store', () => {
  it('begins a guest session with a 256-bit token, and keeps only its SHA-256', async () => {
    const { token, session } = await sessions.create('de', T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      country: 'de',
      customerId: null,
      createdAt: T0,
      expiresAt: T0 + SESSION_IDLE_MS,
    });
    const stored = rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]!['id_hash']).toBe(sessionIdOf(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await sessions.find(token, 'de', T0 + MINUTE)).toMatchObject({ country: 'de', createdAt: T0 });
  });

  it('gives every session its own token', async () => {
    const tokens = new Set(
      await Promise.all(Array.from({ length: 50 }, async () => (await sessions.create('at', T0)).token)),
    );
    expect(tokens.size).toBe(50);
  });

  it('answers null for a malformed, unknown or other shop’s token', async () => {
    const { token } = await sessions.create('de', T0);
    for (const presented of ['', 'x', `${token}x`, token.slice(1), 'a'.repeat(43), "' or 1=1 --".padEnd(43, 'a')]) {
      expect(await sessions.find(presented, 'de', T0), presented).toBeNull();
    }
    expect(await sessions.find(token, 'at', T0)).toBeNull();
    // The other shop's look did not end it.
    expect(await sessions.find(token, 'de', T0)).not.toBeNull();
  });

  it('ends after the idle time, and each use moves the end on (at most once a minute)', async () => {
    const { token } = await sessions.create('de', T0);
    const used = T0 + 10 * 86_400_000;
    expect((await sessions.find(token, 'de', used))?.expiresAt).toBe(used + SESSION_IDLE_MS);
    // Within the minute: no write, the same end.
    expect((await sessions.find(token, 'de', used + 30_000))?.expiresAt).toBe(used + SESSION_IDLE_MS);
    expect(await sessions.find(token, 'de', used + SESSION_IDLE_MS - 1)).not.toBeNull();
    const { token: idle } = await sessions.create('de', T0);
    expect(await sessions.find(idle, 'de', T0 + SESSION_IDLE_MS)).toBeNull();
    // An ended session is gone from the store.
    expect(rows().map((row) => row['id_hash'])).not.toContain(sessionIdOf(idle));
  });

  it('ends at the absolute limit however active', async () => {
    const { token } = await sessions.create('de', T0);
    for (let day = 20; day < 90; day += 20)
      expect(await sessions.find(token, 'de', T0 + day * 86_400_000)).not.toBeNull();
    expect(await sessions.find(token, 'de', T0 + SESSION_ABSOLUTE_MS)).toBeNull();
  });

  it('rotates: a new token for the same session, the old one refused from then on', async () => {
    const { token, session: begun } = await sessions.create('de', T0);
    database.sqlite.prepare(`update sessions set customer_id = 'cus-1'`).run();
    const rotated = await sessions.rotate(token, 'de', T0 + MINUTE);
    expect(rotated).not.toBeNull();
    expect(rotated!.token).not.toBe(token);
    // What it holds is kept under the same key: the cart stays the session's.
    expect(rotated!.session).toMatchObject({ customerId: 'cus-1', createdAt: T0, key: begun.key });
    expect(await sessions.find(token, 'de', T0 + 2 * MINUTE)).toBeNull();
    expect(await sessions.find(rotated!.token, 'de', T0 + 2 * MINUTE)).toMatchObject({ customerId: 'cus-1' });
    expect(rows()).toHaveLength(1);
    expect(await sessions.rotate(token, 'de', T0 + 3 * MINUTE)).toBeNull();
  });

  it('ends a session on delete, and purges the ended ones', async () => {
    const { token } = await sessions.create('de', T0);
    await sessions.delete(token);
    await sessions.delete('not a token');
    expect(await sessions.find(token, 'de', T0)).toBeNull();
    await sessions.create('de', T0);
    await sessions.create('de', T0 + SESSION_IDLE_MS);
    expect(await sessions.purgeExpired(T0 + SESSION_IDLE_MS)).toBe(1);
    expect(rows()).toHaveLength(1);
  });

  it('survives a restart: the store keeps them', async () => {
    const { token } = await sessions.create('lt', T0);
    await database.close();
    database = await openDatabase(path.join(dir, 'shop.sqlite'));
    sessions = new SqliteSessions(database.db);
    expect(await sessions.find(token, 'lt', T0 + MINUTE)).toMatchObject({ country: 'lt' });
  });
});
