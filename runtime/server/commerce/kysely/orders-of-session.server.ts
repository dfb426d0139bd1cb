// The orders of a session in a country's shop (spec/2 §4 getMyOrders), newest first, paged: one query on either
// engine (ADR 042).
import type { Kysely } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { Order } from '../../../../generated/types.ts';
import { ORDER_COLUMNS, orderOf } from '../schema/order-rows.ts';
import type { Database } from '../schema/tables.ts';

export async function ordersOfSession(
  db: Kysely<Database>,
  prefixOf: (country: CountryCode) => string | undefined,
  sessionKey: string,
  country: CountryCode,
  query: { id?: string; orderNumber?: string; limit: number; offset: number },
): Promise<{ results: Order[]; total: number }> {
  let select = db.selectFrom('orders').where('session_key', '=', sessionKey).where('country', '=', country);
  if (query.id !== undefined) select = select.where('id', '=', query.id);
  if (query.orderNumber !== undefined) {
    // spec/2 §9: the shopper knows the number as shown (NS removed in CZ); the store keeps it whole.
    const shown = query.orderNumber;
    const prefix = prefixOf(country);
    const numbers = prefix === undefined || shown.startsWith(prefix) ? [shown] : [shown, `${prefix}${shown}`];
    select = select.where('order_number', 'in', numbers);
  }
  const [rows, count] = await Promise.all([
    select
      .select(ORDER_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('order_number', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(orderOf), total: Number(count.total) };
}
