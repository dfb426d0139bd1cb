// ADR 022 on PostgreSQL (ADR 042): the same carts as the embedded store's (sqlite/carts.server.ts) — one active cart
// per session and shop, every change naming the version it was made against — in one transaction a change. The
// version is checked by the update itself (`… where version = $base`): a second writer of the row waits for the
// first and then finds the version moved on, so of two changes made against one version exactly one lands, whatever
// process or connection they come from. The unique index carts_active_of_session refuses a second first cart.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import { guaranteeParentSku } from '../../../domain/cart/guarantee-parent-sku.ts';
import type { CartDraft, CartStore, StoredCart, StoredLine } from '../ports/cart-store.ts';
import type { ChangeRefusal } from '../ports/change-refusal.ts';
import { cartDetailColumns, savedCartOf, storedCartOf, storedLineOf } from '../schema/cart-rows.ts';
import type { Database } from '../schema/tables.ts';
import { cartRefusal } from './cart-refusal.server.ts';
import { inTransaction } from './transaction.server.ts';

const CART_COLUMNS = [
  'id',
  'version',
  'created_at',
  'customer_email',
  'billing_address',
  'shipping_address',
  'shipping_method',
  'custom',
  'discount_codes',
  'tax_mode',
  'vat_check',
] as const;

export class PostgresCarts implements CartStore {
  constructor(private readonly db: Kysely<Database>) {}

  async ofSession(sessionKey: string, country: CountryCode): Promise<StoredCart | null> {
    return this.read(this.db, sessionKey, country);
  }

  async save(
    sessionKey: string,
    country: CountryCode,
    base: StoredCart | null,
    next: CartDraft,
    now: number,
  ): Promise<StoredCart | ChangeRefusal> {
    return inTransaction(this.db, async (trx) => {
      const id = base?.id ?? randomUUID();
      const details = cartDetailColumns(next);
      const landed =
        base === null
          ? await trx
              .insertInto('carts')
              .values({
                id,
                session_key: sessionKey,
                country,
                version: 1,
                state: 'Active',
                created_at: now,
                updated_at: now,
                ...details,
              })
              .onConflict((conflict) => conflict.doNothing())
              .executeTakeFirst()
              .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
          : await trx
              .updateTable('carts')
              .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, ...details }))
              .where('id', '=', id)
              .where('session_key', '=', sessionKey)
              .where('country', '=', country)
              .where('state', '=', 'Active')
              .where('version', '=', base.version)
              .executeTakeFirst()
              .then((result) => Number(result.numUpdatedRows));
      if (landed === 0) return cartRefusal(trx, sessionKey, country, base?.id ?? null);
      const before = new Map((base?.lines ?? []).map((line) => [line.id, line]));
      let position = base === null ? -1 : null;
      const lines: StoredLine[] = [];
      for (const line of next.lines) {
        const kept = line.id === undefined ? undefined : before.get(line.id);
        if (kept !== undefined) {
          before.delete(kept.id);
          if (kept.quantity !== line.quantity) {
            await trx
              .updateTable('cart_lines')
              .set({ quantity: line.quantity })
              .where('cart_id', '=', id)
              .where('id', '=', kept.id)
              .execute();
          }
          lines.push({ ...kept, quantity: line.quantity });
          continue;
        }
        position = (position ?? (await this.lastPosition(trx, id))) + 1;
        const added = { ...line, id: randomUUID() };
        await trx
          .insertInto('cart_lines')
          .values({
            cart_id: id,
            id: added.id,
            sku: added.sku,
            quantity: added.quantity,
            position,
            parent_sku: guaranteeParentSku(line) ?? null,
          })
          .execute();
        lines.push(added);
      }
      if (before.size > 0) {
        await trx
          .deleteFrom('cart_lines')
          .where('cart_id', '=', id)
          .where('id', 'in', [...before.keys()])
          .execute();
      }
      return savedCartOf({ id, sessionKey, country, base, next, lines, now });
    });
  }

  async delete(
    sessionKey: string,
    country: CountryCode,
    expected: { cartId: string; version: number },
  ): Promise<StoredCart | ChangeRefusal> {
    return inTransaction(this.db, async (trx) => {
      // The cart's row is locked before it is compared, so no change lands between the comparison and the delete.
      const cart = await this.read(trx, sessionKey, country, true);
      if (cart === null || cart.id !== expected.cartId) return { kind: 'notFound' as const };
      if (cart.version !== expected.version) return { kind: 'conflict' as const, currentVersion: cart.version };
      await trx.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
      await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
      return cart;
    });
  }

  private async read(
    db: Kysely<Database>,
    sessionKey: string,
    country: CountryCode,
    lock = false,
  ): Promise<StoredCart | null> {
    let select = db
      .selectFrom('carts')
      .select(CART_COLUMNS)
      .where('session_key', '=', sessionKey)
      .where('country', '=', country)
      .where('state', '=', 'Active');
    if (lock) select = select.forUpdate();
    const row = await select.executeTakeFirst();
    if (row === undefined) return null;
    const lines = await db
      .selectFrom('cart_lines')
      .select(['id', 'sku', 'quantity', 'parent_sku'])
      .where('cart_id', '=', row.id)
      .orderBy('position')
      .execute();
    return storedCartOf(row, lines.map(storedLineOf), sessionKey, country);
  }

  private async lastPosition(trx: Transaction<Database>, cartId: string): Promise<number> {
    const row = await trx
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    return row?.last ?? -1;
  }
}
