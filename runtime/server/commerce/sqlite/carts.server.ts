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
import type { CartAddress } from '../../../../generated/types.ts';
import { guaranteeParentSku, PARENT_SKU_FIELD } from '../../../domain/cart/guarantee-parent-sku.ts';
import type { ShippingMethodKey } from '../../../domain/shipping/default-shipping-method.ts';
import type { CartDraft, CartStore, CartVatCheck, StoredCart, StoredLine } from '../ports/cart-store.ts';
import type { ChangeRefusal } from '../ports/change-refusal.ts';
import type { CartLineTable, CartTable, Database } from './schema.ts';

type CartRow = Pick<
  CartTable,
  | 'id'
  | 'version'
  | 'created_at'
  | 'customer_email'
  | 'billing_address'
  | 'shipping_address'
  | 'shipping_method'
  | 'custom'
  | 'discount_codes'
  | 'tax_mode'
  | 'vat_check'
>;

/** The row's columns of a cart's details, as the statements bind them. */
function detailColumns(next: CartDraft) {
  return {
    email: next.customerEmail,
    billing: next.billingAddress === null ? null : JSON.stringify(next.billingAddress),
    shipping: next.shippingAddress === null ? null : JSON.stringify(next.shippingAddress),
    method: next.shippingMethodKey,
    custom: JSON.stringify(next.custom),
    codes: JSON.stringify(next.discountCodeIds),
    taxMode: next.taxMode,
    vatCheck: next.vatCheck === null ? null : JSON.stringify(next.vatCheck),
  };
}

type LineRow = Pick<CartLineTable, 'id' | 'sku' | 'quantity' | 'parent_sku'>;

/** A line row as the port's StoredLine: a guarantee line's parent SKU in its first custom field (spec/2 §3). */
export function storedLineOf(row: LineRow): StoredLine {
  const line = { id: row.id, sku: row.sku, quantity: row.quantity };
  return row.parent_sku === null
    ? line
    : { ...line, customFields: [{ name: PARENT_SKU_FIELD, value: row.parent_sku }] };
}

/** A cart row and its lines as the port's StoredCart (CONVENTIONS §2: reshaped at the boundary). */
export function storedCartOf(
  row: CartRow,
  lines: readonly StoredLine[],
  sessionKey: string,
  country: CountryCode,
): StoredCart {
  return {
    id: row.id,
    version: row.version,
    country,
    sessionKey,
    createdAt: row.created_at,
    lines,
    customerEmail: row.customer_email,
    billingAddress: row.billing_address === null ? null : (JSON.parse(row.billing_address) as CartAddress),
    shippingAddress: row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as CartAddress),
    shippingMethodKey: row.shipping_method as ShippingMethodKey | null,
    custom: JSON.parse(row.custom) as StoredCart['custom'],
    discountCodeIds: JSON.parse(row.discount_codes) as string[],
    taxMode: row.tax_mode === 'External' ? 'External' : 'Platform',
    vatCheck: row.vat_check === null ? null : (JSON.parse(row.vat_check) as CartVatCheck),
  };
}

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
         values (@id, @session, @country, 1, 'Active', @now, @now, @email, @billing, @shipping, @method, @custom,
           @codes, @taxMode, @vatCheck)`,
      ),
      moveOn: sqlite.prepare(
        `update carts set version = version + 1, updated_at = @now, customer_email = @email,
           billing_address = @billing, shipping_address = @shipping, shipping_method = @method, custom = @custom,
           discount_codes = @codes, tax_mode = @taxMode, vat_check = @vatCheck
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
    const row = { id, session: sessionKey, country, now, ...detailColumns(next) };
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
    return {
      id,
      version: (base?.version ?? 0) + 1,
      country,
      sessionKey,
      createdAt: base?.createdAt ?? now,
      lines,
      customerEmail: next.customerEmail,
      billingAddress: next.billingAddress,
      shippingAddress: next.shippingAddress,
      shippingMethodKey: next.shippingMethodKey,
      custom: next.custom,
      discountCodeIds: next.discountCodeIds,
      taxMode: next.taxMode,
      vatCheck: next.vatCheck,
    };
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
