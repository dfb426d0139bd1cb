// Issue 13 part 2: carts in the embedded store (migration 009). A cart belongs to one session (its stable key) and
// one country's shop; every change names the version it was made against and moves it on by one, inside one
// transaction, so two changes made against the same version cannot both land (ARCHITECTURE "Money and orders").
// Prices are not stored: a cart is priced from the catalogue whenever it is read, as commercetools recalculates a
// cart on every update.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { CartStore, ChangedLine, ChangeRefusal, StoredCart, StoredLine } from '../port.ts';
import type { Database } from './schema.ts';

export class SqliteCarts implements CartStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The active cart of a session in a country's shop; null when it has none. */
  async ofSession(sessionKey: string, country: CountryCode): Promise<StoredCart | null> {
    return this.read(this.db, sessionKey, country);
  }

  /**
   * Applies a change to the session's cart, beginning the cart when the session has none and `expectedVersion` is
   * null. With a version, the cart must exist, be the one named (`cartId`) and be at that version: otherwise
   * nothing changes and the refusal says why (another session's cart is not found, like an unknown one).
   */
  async change(
    sessionKey: string,
    country: CountryCode,
    expected: { cartId: string; version: number } | null,
    change: (lines: readonly StoredLine[]) => readonly ChangedLine[],
    now: number,
  ): Promise<StoredCart | ChangeRefusal> {
    // BEGIN IMMEDIATE through the single connection: two first adds of one session find one cart.
    return this.db.transaction().execute(async (trx) => {
      let cart = await this.read(trx, sessionKey, country);
      if (expected !== null) {
        if (cart === null || cart.id !== expected.cartId) return { kind: 'notFound' };
        if (cart.version !== expected.version) return { kind: 'conflict', currentVersion: cart.version };
      }
      if (cart === null) {
        const id = randomUUID();
        await trx
          .insertInto('carts')
          .values({
            id,
            session_key: sessionKey,
            country,
            version: 0,
            state: 'Active',
            created_at: now,
            updated_at: now,
          })
          .execute();
        cart = { id, version: 0, country, sessionKey, createdAt: now, lines: [] };
      }
      const next = change(cart.lines);
      await trx.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
      const lines = next.map((line) => ({ id: line.id ?? randomUUID(), sku: line.sku, quantity: line.quantity }));
      if (lines.length > 0) {
        await trx
          .insertInto('cart_lines')
          .values(lines.map((line, position) => ({ cart_id: cart.id, ...line, position })))
          .execute();
      }
      const version = cart.version + 1;
      await trx.updateTable('carts').set({ version, updated_at: now }).where('id', '=', cart.id).execute();
      return { ...cart, version, lines };
    });
  }

  async delete(
    sessionKey: string,
    country: CountryCode,
    expected: { cartId: string; version: number },
  ): Promise<StoredCart | ChangeRefusal> {
    return this.db.transaction().execute(async (trx) => {
      const cart = await this.read(trx, sessionKey, country);
      if (cart === null || cart.id !== expected.cartId) return { kind: 'notFound' } as const;
      if (cart.version !== expected.version) return { kind: 'conflict', currentVersion: cart.version } as const;
      // Its lines go with it (foreign key, on delete cascade).
      await trx.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
      await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
      return cart;
    });
  }

  private async read(
    db: Kysely<Database> | Transaction<Database>,
    sessionKey: string,
    country: CountryCode,
  ): Promise<StoredCart | null> {
    const row = await db
      .selectFrom('carts')
      .selectAll()
      .where('session_key', '=', sessionKey)
      .where('country', '=', country)
      .where('state', '=', 'Active')
      .executeTakeFirst();
    if (row === undefined) return null;
    const lines = await db
      .selectFrom('cart_lines')
      .select(['id', 'sku', 'quantity'])
      .where('cart_id', '=', row.id)
      .orderBy('position')
      .execute();
    return { id: row.id, version: row.version, country, sessionKey, createdAt: row.created_at, lines };
  }
}
