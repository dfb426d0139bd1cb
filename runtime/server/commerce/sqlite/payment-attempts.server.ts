// Issue 14 part 3: attempts to pay at the card provider, in the embedded store (migration 014). Each is written
// before the provider is asked, with the priced cart it pays for, so a payment the provider took always finds its
// attempt — and from it, its order — even after a crash or a lost redirect.
import type { Kysely, Selectable } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { Cart } from '../../../../generated/types.ts';
import type { PaymentAttempt, PaymentAttemptState, PaymentAttemptStore } from '../port.ts';
import type { Database, PaymentAttemptTable } from './schema.ts';

/** A row as the port's PaymentAttempt (CONVENTIONS §2: reshaped at the boundary). */
export function paymentAttemptOf(row: Selectable<PaymentAttemptTable>): PaymentAttempt {
  return {
    id: row.id,
    sessionKey: row.session_key,
    country: row.country as CountryCode,
    language: row.language,
    origin: row.origin,
    cartId: row.cart_id,
    cartVersion: row.cart_version,
    method: row.method,
    clientType: row.client_type as PaymentAttempt['clientType'],
    amount: { centAmount: row.amount, currencyCode: row.currency },
    state: row.state as PaymentAttemptState,
    pspReference: row.psp_reference,
    orderId: row.order_id,
    cart: JSON.parse(row.cart) as Cart,
    createdAt: row.created_at,
  };
}

/** The states of an attempt that may still pay (migration 014 payment_attempts_live). */
const LIVE_STATES: readonly PaymentAttemptState[] = ['Initial', 'RedirectShopper', 'Pending', 'Authorised'];

export class SqlitePaymentAttempts implements PaymentAttemptStore {
  constructor(private readonly db: Kysely<Database>) {}

  async begin(attempt: Omit<PaymentAttempt, 'state' | 'pspReference' | 'orderId'>): Promise<PaymentAttempt> {
    // The live attempt is this one or one begun before it (the partial unique index payment_attempts_live); were that
    // one to fail between the insert and the read, the insert is made again.
    for (;;) {
      await this.db
        .insertInto('payment_attempts')
        .values({
          id: attempt.id,
          session_key: attempt.sessionKey,
          country: attempt.country,
          language: attempt.language,
          origin: attempt.origin,
          cart_id: attempt.cartId,
          cart_version: attempt.cartVersion,
          method: attempt.method,
          client_type: attempt.clientType,
          amount: attempt.amount.centAmount,
          currency: attempt.amount.currencyCode,
          state: 'Initial',
          psp_reference: null,
          order_id: null,
          cart: JSON.stringify(attempt.cart),
          created_at: attempt.createdAt,
          updated_at: attempt.createdAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const live = await this.db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('cart_id', '=', attempt.cartId)
        .where('cart_version', '=', attempt.cartVersion)
        .where('method', '=', attempt.method)
        .where('state', 'in', LIVE_STATES)
        .executeTakeFirst();
      if (live !== undefined) return paymentAttemptOf(live);
    }
  }

  async byId(id: string): Promise<PaymentAttempt | null> {
    const row = await this.db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : paymentAttemptOf(row);
  }

  async update(
    id: string,
    change: { state?: PaymentAttemptState; pspReference?: string; orderId?: string },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('payment_attempts')
      .set({
        updated_at: now,
        ...(change.state === undefined ? {} : { state: change.state }),
        ...(change.pspReference === undefined ? {} : { psp_reference: change.pspReference }),
        ...(change.orderId === undefined ? {} : { order_id: change.orderId }),
      })
      .where('id', '=', id)
      .execute();
  }

  async notificationHandled(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_notifications')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  async firstNotification(key: string, now: number): Promise<boolean> {
    const result = await this.db
      .insertInto('payment_notifications')
      .values({ key, received_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
}
