import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import { sessionExpiry, shouldTouch } from '../../../domain/customer/session-lifetime.ts';
import { isSessionToken, newSessionToken, sessionIdOf } from '../session-token.server.ts';
import type { Session, SessionStore } from '../ports/session-store.ts';
import type { Database, SessionTable } from '../schema/tables.ts';

const sessionOf = (row: SessionTable): Session => ({
  key: row.key,
  country: row.country as CountryCode,
  customerId: row.customer_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** The embedded store's sessions (ARCHITECTURE "Sessions"; migration 008). */
export class KyselySessions implements SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(country: CountryCode, now: number): Promise<{ token: string; session: Session }> {
    const token = newSessionToken();
    const row: SessionTable = {
      id_hash: sessionIdOf(token),
      key: randomUUID(),
      country,
      customer_id: null,
      created_at: now,
      last_seen_at: now,
      expires_at: sessionExpiry(now, now),
    };
    await this.db.insertInto('sessions').values(row).execute();
    return { token, session: sessionOf(row) };
  }

  async find(token: string, country: CountryCode, now: number): Promise<Session | null> {
    const row = await this.live(token, country, now);
    if (row === null) return null;
    if (!shouldTouch(row.last_seen_at, now)) return sessionOf(row);
    const expires = sessionExpiry(row.created_at, now);
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expires })
      .where('id_hash', '=', row.id_hash)
      .execute();
    return sessionOf({ ...row, last_seen_at: now, expires_at: expires });
  }

  async rotate(token: string, country: CountryCode, now: number): Promise<{ token: string; session: Session } | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.live(token, country, now, trx);
      if (row === null) return null;
      const next = newSessionToken();
      const moved: SessionTable = {
        ...row,
        id_hash: sessionIdOf(next),
        last_seen_at: now,
        expires_at: sessionExpiry(row.created_at, now),
      };
      // One statement: the old id is gone the moment the new one exists, and what the session holds goes with it.
      await trx.updateTable('sessions').set(moved).where('id_hash', '=', row.id_hash).execute();
      return { token: next, session: sessionOf(moved) };
    });
  }

  async delete(token: string): Promise<void> {
    if (!isSessionToken(token)) return;
    await this.db.deleteFrom('sessions').where('id_hash', '=', sessionIdOf(token)).execute();
  }

  async purgeExpired(now: number): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The row of a live session of the country's shop; an ended one is deleted. */
  private async live(
    token: string,
    country: CountryCode,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<SessionTable | null> {
    if (!isSessionToken(token)) return null;
    const row = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', sessionIdOf(token))
      .executeTakeFirst();
    if (row === undefined || row.country !== country) return null;
    if (row.expires_at <= now) {
      await db.deleteFrom('sessions').where('id_hash', '=', row.id_hash).execute();
      return null;
    }
    return row;
  }
}
