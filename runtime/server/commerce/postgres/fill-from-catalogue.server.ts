// ADR 042: a PostgreSQL store's first start takes its catalogue — with the stock, the discount codes and the cart
// discounts orders and carts write — from the seeded demo catalogue, once, under a lock, so that two processes starting
// together fill it once. A table already holding rows (a shop's own, moved by `multishop db copy`) is left as it is.
import { sql, type Kysely } from 'kysely';
import { VERSIONED_CATALOGUE_TABLES } from '../schema/migrations/021-catalogue-version.ts';
import type { Database } from '../schema/tables.ts';

/**
 * The tables filled from the catalogue, in the order their rows are copied (each after the tables its rows name): the
 * versioned catalogue, then what orders and carts write.
 */
export const FILLED_TABLES = [...VERSIONED_CATALOGUE_TABLES, 'inventory', 'discount_codes', 'cart_discounts'] as const;

/** Rows a statement inserts: well under PostgreSQL's 65,535 parameters for the widest of the tables. */
const BATCH = 1000;

/** Copies each table of FILLED_TABLES that is empty on PostgreSQL from the catalogue; answers the rows copied by table. */
export async function fillFromCatalogue(
  postgres: Kysely<Database>,
  catalogue: Kysely<Database>,
): Promise<Record<string, number>> {
  return postgres.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('multishop:fill-from-catalogue'))`.execute(trx);
    const copied: Record<string, number> = {};
    for (const table of FILLED_TABLES) {
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
    const seed = await catalogue.selectFrom('meta').select('value').where('key', '=', 'seed').executeTakeFirst();
    if (seed !== undefined) {
      await trx
        .insertInto('meta')
        .values({ key: 'seed', value: seed.value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    }
    // A catalogue that was there before its versions were kept (migration 021) is given one now.
    await sql`insert into meta (key, value) values ('catalogue-version', gen_random_uuid()::text)
              on conflict (key) do nothing`.execute(trx);
    return copied;
  });
}
