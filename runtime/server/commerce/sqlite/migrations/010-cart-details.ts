// spec/2 §3 Cart, §4 Updates: what the update actions set on a cart besides its lines — the customer's
// e-mail, the billing and shipping addresses (JSON), the shipping method chosen, the custom fields (JSON).
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { addColumns } from '../add-columns.server.ts';

export async function up(_db: Kysely<unknown>, sqlite: BetterSqlite3.Database): Promise<void> {
  addColumns(sqlite, 'carts', {
    customer_email: 'text',
    billing_address: 'text',
    shipping_address: 'text',
    shipping_method: 'text',
    custom: "text not null default '{}'",
  });
}
