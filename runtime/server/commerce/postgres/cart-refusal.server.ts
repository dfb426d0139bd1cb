import type { Kysely } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { ChangeRefusal } from '../ports/change-refusal.ts';
import type { Database } from '../schema/tables.ts';

/**
 * Why a change or an order made against the cart `cartId` did not land: the session's active cart is another or none
 * (not found), or it is that cart at a newer version (conflict). A `cartId` of null is a first cart, which another
 * change has begun meanwhile.
 */
export async function cartRefusal(
  db: Kysely<Database>,
  sessionKey: string,
  country: CountryCode,
  cartId: string | null,
): Promise<ChangeRefusal> {
  const current = await db
    .selectFrom('carts')
    .select(['id', 'version'])
    .where('session_key', '=', sessionKey)
    .where('country', '=', country)
    .where('state', '=', 'Active')
    .executeTakeFirst();
  if (current === undefined || (cartId !== null && current.id !== cartId)) return { kind: 'notFound' };
  return { kind: 'conflict', currentVersion: current.version };
}
