// Discount codes and cart discounts in the embedded store (migration 011). The cart discounts are
// configuration, read once and kept (a store's merchant tool would call `forget()` after changing them).
import type BetterSqlite3 from 'better-sqlite3';
import type { DiscountStore, StoredCartDiscount, StoredDiscountCode } from '../ports/discount-store.ts';
import { toCartDiscount, toDiscountCode } from '../schema/discount-rows.ts';
import type { CartDiscountTable, DiscountCodeTable } from '../schema/tables.ts';

export class SqliteDiscounts implements DiscountStore {
  private readonly statements;
  private kept: readonly StoredCartDiscount[] | null = null;

  constructor(database: { sqlite: BetterSqlite3.Database }) {
    const { sqlite } = database;
    this.statements = {
      named: sqlite.prepare<[string], DiscountCodeTable>(`select * from discount_codes where code = ?`),
      ofIds: sqlite.prepare<[string], DiscountCodeTable>(
        `select * from discount_codes where id in (select value from json_each(?))`,
      ),
      cartDiscounts: sqlite.prepare<[], CartDiscountTable>(`select * from cart_discounts order by sort_order, id`),
    };
  }

  async codeNamed(code: string): Promise<StoredDiscountCode | null> {
    const row = this.statements.named.get(code);
    return row === undefined ? null : toDiscountCode(row);
  }

  async codesOfIds(ids: readonly string[]): Promise<StoredDiscountCode[]> {
    if (ids.length === 0) return [];
    return this.statements.ofIds.all(JSON.stringify(ids)).map(toDiscountCode);
  }

  async cartDiscounts(): Promise<readonly StoredCartDiscount[]> {
    this.kept ??= this.statements.cartDiscounts.all().map(toCartDiscount);
    return this.kept;
  }

  /** Reads the cart discounts afresh on the next call. */
  forget(): void {
    this.kept = null;
  }
}
