// ADR 028: attempts to pay at the card provider, in the embedded store (migration 014). Each is written
// before the provider is asked, with the priced cart it pays for, so a payment the provider took always finds its
// attempt — and from it, its order — even after a crash or a lost redirect.
import type { Kysely, Selectable } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { Cart } from '../../../../generated/types.ts';
import {
  LIVE_ATTEMPT_STATES,
  type PaymentAttempt,
  type PaymentAttemptChange,
  type PaymentAttemptState,
  type PaymentAttemptStore,
} from '../ports/payment-attempt-store.ts';
import type { Database, PaymentAttemptTable } from '../schema/tables.ts';

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
    failureReason: row.failure_reason,
    cart: JSON.parse(row.cart) as Cart,
    createdAt: row.created_at,
  };
}

export class KyselyPaymentAttempts implements PaymentAttemptStore {
  constructor(private readonly db: Kysely<Database>) {}

  async begin(
    attempt: Omit<PaymentAttempt, 'state' | 'pspReference' | 'orderId' | 'failureReason'>,
  ): Promise<PaymentAttempt> {
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
        .where('state', 'in', LIVE_ATTEMPT_STATES)
        .executeTakeFirst();
      if (live !== undefined) return paymentAttemptOf(live);
    }
  }

  async byId(id: string): Promise<PaymentAttempt | null> {
    const row = await this.db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : paymentAttemptOf(row);
  }

  async liveOfCart(cart: { id: string; version: number }): Promise<PaymentAttempt[]> {
    const rows = await this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .where('cart_version', '=', cart.version)
      .where('state', 'in', LIVE_ATTEMPT_STATES)
      // Oldest first; attempts begun in the same millisecond in the order of their ids, the same on both engines.
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(paymentAttemptOf);
  }

  async update(
    id: string,
    change: PaymentAttemptChange,
    now: number,
    from?: readonly PaymentAttemptState[],
  ): Promise<boolean> {
    let update = this.db
      .updateTable('payment_attempts')
      .set({
        updated_at: now,
        ...(change.state === undefined ? {} : { state: change.state }),
        ...(change.pspReference === undefined ? {} : { psp_reference: change.pspReference }),
        ...(change.orderId === undefined ? {} : { order_id: change.orderId }),
        ...(change.failureReason === undefined ? {} : { failure_reason: change.failureReason }),
      })
      .where('id', '=', id);
    if (from !== undefined) update = update.where('state', 'in', from);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async claimPspReference(id: string, pspReference: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('payment_attempts')
      .set({ psp_reference: pspReference, updated_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('psp_reference', 'is', null), eb('psp_reference', '=', pspReference)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
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
