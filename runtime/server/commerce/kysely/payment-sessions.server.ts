// The provider's hosted session each payment attempt is paid in (migration 020, ADR 029): the shopper's return names
// a session, and only the one recorded for the attempt may complete it.
import type { Kysely } from 'kysely';
import type { PaymentSessionStore } from '../ports/payment-session-store.ts';
import type { Database } from '../schema/tables.ts';

export class KyselyPaymentSessions implements PaymentSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(attemptId: string, sessionId: string, now: number): Promise<void> {
    await this.db
      .insertInto('payment_sessions')
      .values({ attempt_id: attemptId, session_id: sessionId, created_at: now })
      .onConflict((conflict) => conflict.column('attempt_id').doUpdateSet({ session_id: sessionId, created_at: now }))
      .execute();
  }

  async sessionOf(attemptId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment_sessions')
      .select('session_id')
      .where('attempt_id', '=', attemptId)
      .executeTakeFirst();
    return row?.session_id ?? null;
  }
}
