// Discount codes and cart discounts on PostgreSQL (ADR 042), as the embedded store keeps them (sqlite/discounts.server.ts):
// the cart discounts are configuration, read once and kept.
import type { Kysely } from 'kysely';
import type { DiscountStore, StoredCartDiscount, StoredDiscountCode } from '../ports/discount-store.ts';
import { toCartDiscount, toDiscountCode } from '../schema/discount-rows.ts';
import type { Database } from '../schema/tables.ts';

export class PostgresDiscounts implements DiscountStore {
  private kept: readonly StoredCartDiscount[] | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async codeNamed(code: string): Promise<StoredDiscountCode | null> {
    const row = await this.db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();
    return row === undefined ? null : toDiscountCode(row);
  }

  async codesOfIds(ids: readonly string[]): Promise<StoredDiscountCode[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('discount_codes').selectAll().where('id', 'in', ids).execute();
    // In the order asked, as the embedded store answers.
    const byId = new Map(rows.map((row) => [row.id, toDiscountCode(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async cartDiscounts(): Promise<readonly StoredCartDiscount[]> {
    this.kept ??= (
      await this.db.selectFrom('cart_discounts').selectAll().orderBy('sort_order').orderBy('id').execute()
    ).map(toCartDiscount);
    return this.kept;
  }
}
