// ADR 042, until the catalogue itself moves to PostgreSQL: a PostgreSQL store's first start takes from the seeded
// catalogue (the embedded copy every process keeps) what orders and carts write on PostgreSQL — the stock, the
// discount codes and the cart discounts — once, under a lock, so two processes starting together fill it once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';

/** The tables filled from the catalogue, in the order their rows are copied. */
const TABLES = ['inventory', 'discount_codes', 'cart_discounts'] as const;

/** Rows a statement inserts: well under PostgreSQL's 65,535 parameters for the widest of the tables. */
const BATCH = 1000;

/** Copies each table of TABLES that is empty on PostgreSQL from the catalogue; answers the rows copied by table. */
export async function fillFromCatalogue(
  postgres: Kysely<Database>,
  catalogue: Kysely<Database>,
): Promise<Record<string, number>> {
  return postgres.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('multishop:fill-from-catalogue'))`.execute(trx);
    const copied: Record<string, number> = {};
    for (const table of TABLES) {
      const present = await trx
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .limit(1)
        .executeTakeFirst();
      if (present !== undefined) continue;
      const rows = await catalogue.selectFrom(table).selectAll().execute();
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + BATCH) as never)
          .execute();
      }
      copied[table] = rows.length;
    }
    return copied;
  });
}
