// ADR 022: carts in the embedded store (migrations 009 to 012). A cart belongs to one session (its stable key)
// and one country's shop; every change names the version it was made against and moves it on by one, inside one
// transaction, so two changes made against the same version cannot both land (ARCHITECTURE "The middleware": optimistic
// concurrency). Prices are not stored: a cart is priced from the catalogue whenever it is read, as commercetools
// recalculates a cart on every update.
//
// The statements run synchronously on the raw connection (better-sqlite3): a change's transaction is one step of the
// event loop, never held open across other requests' work. Kysely's lock on the connection is taken around it, so
// it never runs inside a transaction Kysely has open (sessions.server.ts) for another request.
import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import { guaranteeParentSku } from '../../../domain/cart/guarantee-parent-sku.ts';
import type { CartDraft, CartStore, StoredCart, StoredLine } from '../ports/cart-store.ts';
import type { ChangeRefusal } from '../ports/change-refusal.ts';
import { cartDetailColumns, savedCartOf, storedCartOf, storedLineOf } from '../schema/cart-rows.ts';
import type { CartLineTable, Database } from '../schema/tables.ts';

type CartRow = Parameters<typeof storedCartOf>[0];
type LineRow = Pick<CartLineTable, 'id' | 'sku' | 'quantity' | 'parent_sku'>;

export class SqliteCarts implements CartStore {
  private readonly db: Kysely<Database>;
  private readonly statements;
  private readonly saveNow;
  private readonly deleteNow;

  constructor(database: { db: Kysely<Database>; sqlite: BetterSqlite3.Database }) {
    const { sqlite } = database;
    this.db = database.db;
    this.statements = {
      cart: sqlite.prepare<[string, string], CartRow>(
        `select id, version, created_at, customer_email, billing_address, shipping_address, shipping_method, custom,
           discount_codes, tax_mode, vat_check
         from carts where session_key = ? and country = ? and state = 'Active'`,
      ),
      lines: sqlite.prepare<[string], LineRow>(
        `select id, sku, quantity, parent_sku from cart_lines where cart_id = ? order by position`,
      ),
      current: sqlite.prepare<[string, string], { id: string; version: number }>(
        `select id, version from carts where session_key = ? and country = ? and state = 'Active'`,
      ),
      begin: sqlite.prepare(
        `insert or ignore into carts (id, session_key, country, version, state, created_at, updated_at,
           customer_email, billing_address, shipping_address, shipping_method, custom, discount_codes, tax_mode,
           vat_check)
         values (@id, @session, @country, 1, 'Active', @now, @now, @customer_email, @billing_address,
           @shipping_address, @shipping_method, @custom, @discount_codes, @tax_mode, @vat_check)`,
      ),
      moveOn: sqlite.prepare(
        `update carts set version = version + 1, updated_at = @now, customer_email = @customer_email,
           billing_address = @billing_address, shipping_address = @shipping_address,
           shipping_method = @shipping_method, custom = @custom, discount_codes = @discount_codes,
           tax_mode = @tax_mode, vat_check = @vat_check
         where id = @id and session_key = @session and country = @country and state = 'Active' and version = @version`,
      ),
      lastPosition: sqlite
        .prepare<[string], number>(`select coalesce(max(position), -1) from cart_lines where cart_id = ?`)
        .pluck(),
      insertLine: sqlite.prepare(
        `insert into cart_lines (cart_id, id, sku, quantity, position, parent_sku) values (?, ?, ?, ?, ?, ?)`,
      ),
      setQuantity: sqlite.prepare(`update cart_lines set quantity = ? where cart_id = ? and id = ?`),
      deleteLine: sqlite.prepare(`delete from cart_lines where cart_id = ? and id = ?`),
      deleteLines: sqlite.prepare(`delete from cart_lines where cart_id = ?`),
      deleteCart: sqlite.prepare(`delete from carts where id = ?`),
    };
    this.saveNow = sqlite.transaction(this.write.bind(this)).immediate;
    this.deleteNow = sqlite.transaction(this.remove.bind(this)).immediate;
  }

  /** The active cart of a session in a country's shop; null when it has none. */
  async ofSession(sessionKey: string, country: CountryCode): Promise<StoredCart | null> {
    return this.read(sessionKey, country);
  }

  async save(
    sessionKey: string,
    country: CountryCode,
    base: StoredCart | null,
    next: CartDraft,
    now: number,
  ): Promise<StoredCart | ChangeRefusal> {
    return this.db.connection().execute(async () => this.saveNow(sessionKey, country, base, next, now));
  }

  async delete(
    sessionKey: string,
    country: CountryCode,
    expected: { cartId: string; version: number },
  ): Promise<StoredCart | ChangeRefusal> {
    return this.db.connection().execute(async () => this.deleteNow(sessionKey, country, expected));
  }

  private read(sessionKey: string, country: CountryCode): StoredCart | null {
    const row = this.statements.cart.get(sessionKey, country);
    if (row === undefined) return null;
    return storedCartOf(row, this.statements.lines.all(row.id).map(storedLineOf), sessionKey, country);
  }

  /** Why the session's cart is not `base` any more (or has come to be, for a `base` of null). */
  private refusal(sessionKey: string, country: CountryCode, base: StoredCart | null): ChangeRefusal {
    const current = this.statements.current.get(sessionKey, country);
    if (current === undefined || (base !== null && current.id !== base.id)) return { kind: 'notFound' };
    return { kind: 'conflict', currentVersion: current.version };
  }

  private write(
    sessionKey: string,
    country: CountryCode,
    base: StoredCart | null,
    next: CartDraft,
    now: number,
  ): StoredCart | ChangeRefusal {
    const id = base?.id ?? randomUUID();
    const row = { id, session: sessionKey, country, now, ...cartDetailColumns(next) };
    const landed =
      base === null ? this.statements.begin.run(row) : this.statements.moveOn.run({ ...row, version: base.version });
    // The unique index (carts_active_of_session) refuses a second cart for the session; the version, a stale change.
    if (landed.changes === 0) return this.refusal(sessionKey, country, base);
    const before = new Map((base?.lines ?? []).map((line) => [line.id, line]));
    let position = base === null ? -1 : null;
    const lines = next.lines.map((line): StoredLine => {
      const kept = line.id === undefined ? undefined : before.get(line.id);
      if (kept !== undefined) {
        before.delete(kept.id);
        if (kept.quantity !== line.quantity) this.statements.setQuantity.run(line.quantity, id, kept.id);
        return { ...kept, quantity: line.quantity };
      }
      position = (position ?? this.statements.lastPosition.get(id)!) + 1;
      const added = { ...line, id: randomUUID() };
      const parentSku = guaranteeParentSku(line) ?? null;
      this.statements.insertLine.run(id, added.id, added.sku, added.quantity, position, parentSku);
      return added;
    });
    for (const gone of before.keys()) this.statements.deleteLine.run(id, gone);
    return savedCartOf({ id, sessionKey, country, base, next, lines, now });
  }

  private remove(
    sessionKey: string,
    country: CountryCode,
    expected: { cartId: string; version: number },
  ): StoredCart | ChangeRefusal {
    const cart = this.read(sessionKey, country);
    if (cart === null || cart.id !== expected.cartId) return { kind: 'notFound' };
    if (cart.version !== expected.version) return { kind: 'conflict', currentVersion: cart.version };
    this.statements.deleteLines.run(cart.id);
    this.statements.deleteCart.run(cart.id);
    return cart;
  }
}
