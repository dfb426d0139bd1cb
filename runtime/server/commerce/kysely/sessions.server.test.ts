// Sessions (ARCHITECTURE "Sessions") in the store, on both engines (ADR 042).
import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storeForTests } from '../../../../tests/fixtures/store-engines.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../domain/customer/session-lifetime.ts';
import { sessionIdOf } from '../session-token.server.ts';

const T0 = Date.UTC(2026, 10, 25, 12);
const MINUTE = 60_000;

describe.each(STORE_ENGINES)('sessions in the store on %s', (engine) => {
  const store = storeForTests(engine, { perTest: true, connections: 2 });
  const database = store.connection(0);
  const sessions = () => database.stores.sessions;

  const rows = () => database.db.selectFrom('sessions').selectAll().execute();

  describe('sessions', () => {
    it('begins a guest session with a 256-bit token, and keeps only its SHA-256', async () => {
      const { token, session } = await sessions().create('de', T0);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session).toEqual({
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        country: 'de',
        customerId: null,
        createdAt: T0,
        expiresAt: T0 + SESSION_IDLE_MS,
      });
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id_hash).toBe(sessionIdOf(token));
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(await sessions().find(token, 'de', T0 + MINUTE)).toMatchObject({ country: 'de', createdAt: T0 });
    });

    it('gives every session its own token', async () => {
      const tokens = new Set(
        await Promise.all(Array.from({ length: 50 }, async () => (await sessions().create('at', T0)).token)),
      );
      expect(tokens.size).toBe(50);
    });

    it('answers null for a malformed, unknown or other shop’s token', async () => {
      const { token } = await sessions().create('de', T0);
      for (const presented of ['', 'x', `${token}x`, token.slice(1), 'a'.repeat(43), "' or 1=1 --".padEnd(43, 'a')]) {
        expect(await sessions().find(presented, 'de', T0), presented).toBeNull();
      }
      expect(await sessions().find(token, 'at', T0)).toBeNull();
      // The other shop's look did not end it.
      expect(await sessions().find(token, 'de', T0)).not.toBeNull();
    });

    it('ends after the idle time, and each use moves the end on (at most once a minute)', async () => {
      const { token } = await sessions().create('de', T0);
      const used = T0 + 10 * 86_400_000;
      expect((await sessions().find(token, 'de', used))?.expiresAt).toBe(used + SESSION_IDLE_MS);
      // Within the minute: no write, the same end.
      expect((await sessions().find(token, 'de', used + 30_000))?.expiresAt).toBe(used + SESSION_IDLE_MS);
      expect(await sessions().find(token, 'de', used + SESSION_IDLE_MS - 1)).not.toBeNull();
      const { token: idle } = await sessions().create('de', T0);
      expect(await sessions().find(idle, 'de', T0 + SESSION_IDLE_MS)).toBeNull();
      // An ended session is gone from the store.
      expect((await rows()).map((row) => row.id_hash)).not.toContain(sessionIdOf(idle));
    });

    it('ends at the absolute limit however active', async () => {
      const { token } = await sessions().create('de', T0);
      for (let day = 20; day < 90; day += 20)
        expect(await sessions().find(token, 'de', T0 + day * 86_400_000)).not.toBeNull();
      expect(await sessions().find(token, 'de', T0 + SESSION_ABSOLUTE_MS)).toBeNull();
    });

    it('rotates: a new token for the same session, the old one refused from then on', async () => {
      const { token, session: begun } = await sessions().create('de', T0);
      await database.db.updateTable('sessions').set({ customer_id: 'cus-1' }).execute();
      const rotated = await sessions().rotate(token, 'de', T0 + MINUTE);
      expect(rotated).not.toBeNull();
      expect(rotated!.token).not.toBe(token);
      // What it holds is kept under the same key: the cart stays the session's.
      expect(rotated!.session).toMatchObject({ customerId: 'cus-1', createdAt: T0, key: begun.key });
      expect(await sessions().find(token, 'de', T0 + 2 * MINUTE)).toBeNull();
      expect(await sessions().find(rotated!.token, 'de', T0 + 2 * MINUTE)).toMatchObject({ customerId: 'cus-1' });
      expect(await rows()).toHaveLength(1);
      expect(await sessions().rotate(token, 'de', T0 + 3 * MINUTE)).toBeNull();
    });

    it('ends a session on delete, and purges the ended ones', async () => {
      const { token } = await sessions().create('de', T0);
      await sessions().delete(token);
      await sessions().delete('not a token');
      expect(await sessions().find(token, 'de', T0)).toBeNull();
      await sessions().create('de', T0);
      await sessions().create('de', T0 + SESSION_IDLE_MS);
      expect(await sessions().purgeExpired(T0 + SESSION_IDLE_MS)).toBe(1);
      expect(await rows()).toHaveLength(1);
    });

    it('survives a restart: the store keeps them, and another connection finds them', async () => {
      const { token } = await sessions().create('lt', T0);
      await database.close();
      expect(await store.connection(1).stores.sessions.find(token, 'lt', T0 + MINUTE)).toMatchObject({ country: 'lt' });
    });
  });
});
