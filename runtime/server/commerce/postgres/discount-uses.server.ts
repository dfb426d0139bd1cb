// spec/2 §5 and ADR 027 on PostgreSQL (ADR 042): the uses of a limited discount code, as the embedded store counts them
// (sqlite/discount-uses.server.ts). A use is granted by one conditional update of the code's row (`applications +
// reserved < max_applications`): a second writer of that row waits for the first and is judged on the row as the first
// left it, so two processes cannot both take the last use. Every method runs inside its caller's transaction; codes
// are taken in one order, so two transactions never wait on each other's.
import { sql, type Transaction } from 'kysely';
import type { CodeUseHold } from '../ports/order-store.ts';
import type { Database } from '../schema/tables.ts';
import { CodeUsedUp } from '../schema/code-used-up.ts';

const LEFT = sql<boolean>`(max_applications is null or applications + reserved < max_applications)`;

const inOrder = (codeIds: readonly string[]) => [...new Set(codeIds)].sort();

/** Holds one use of each code for the attempt's cart version (SqliteDiscountUses.hold says how). */
export async function holdCodeUses(trx: Transaction<Database>, hold: CodeUseHold): Promise<void> {
  const usedUp: string[] = [];
  for (const codeId of inOrder(hold.codeIds)) {
    const held = await trx
      .updateTable('discount_reservations')
      .set((eb) => ({
        attempt_id: hold.attemptId,
        expires_at: eb.fn('greatest', ['expires_at', eb.val(hold.expiresAt)]),
      }))
      .where('cart_id', '=', hold.cart.id)
      .where('cart_version', '=', hold.cart.version)
      .where('code_id', '=', codeId)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) > 0) continue;
    await sweep(trx, codeId, hold.now);
    const granted = await trx
      .updateTable('discount_codes')
      .set((eb) => ({ reserved: eb('reserved', '+', 1) }))
      .where('id', '=', codeId)
      .where(LEFT)
      .executeTakeFirst();
    if (Number(granted.numUpdatedRows) === 0) {
      usedUp.push(codeId);
      continue;
    }
    await trx
      .insertInto('discount_reservations')
      .values({
        attempt_id: hold.attemptId,
        code_id: codeId,
        cart_id: hold.cart.id,
        cart_version: hold.cart.version,
        expires_at: hold.expiresAt,
      })
      .execute();
  }
  if (usedUp.length > 0) throw new CodeUsedUp(usedUp);
}

/** Lets go of the uses the attempt holds (a use since passed to a later attempt of its cart version stays that one's). */
export async function releaseCodeUses(trx: Transaction<Database>, attemptId: string): Promise<void> {
  const gone = await trx
    .deleteFrom('discount_reservations')
    .where('attempt_id', '=', attemptId)
    .returning('code_id')
    .execute();
  await letGo(
    trx,
    gone.map((row) => row.code_id),
  );
}

/**
 * For the order of a cart version: lets go of every use held for it, then counts one application of each code — the
 * use it held, or else a free one. Throws CodeUsedUp when a code has neither.
 */
export async function applyCodeUses(
  trx: Transaction<Database>,
  cart: { readonly id: string; readonly version: number },
  codeIds: readonly string[],
  now: number,
): Promise<void> {
  const gone = await trx
    .deleteFrom('discount_reservations')
    .where('cart_id', '=', cart.id)
    .where('cart_version', '=', cart.version)
    .returning('code_id')
    .execute();
  const held = await letGo(
    trx,
    gone.map((row) => row.code_id),
  );
  const usedUp: string[] = [];
  for (const codeId of inOrder(codeIds)) {
    let apply = trx
      .updateTable('discount_codes')
      .set((eb) => ({ applications: eb('applications', '+', 1) }))
      .where('id', '=', codeId);
    if (!held.has(codeId)) {
      await sweep(trx, codeId, now);
      apply = apply.where(LEFT);
    }
    const applied = await apply.executeTakeFirst();
    if (!held.has(codeId) && Number(applied.numUpdatedRows) === 0) usedUp.push(codeId);
  }
  if (usedUp.length > 0) throw new CodeUsedUp(usedUp);
}

/** Gives back the uses held past their expiry (ADR 027). */
async function sweep(trx: Transaction<Database>, codeId: string, now: number): Promise<void> {
  const expired = await trx
    .deleteFrom('discount_reservations')
    .where('code_id', '=', codeId)
    .where('expires_at', '<=', now)
    .returning('code_id')
    .execute();
  await letGo(
    trx,
    expired.map((row) => row.code_id),
  );
}

/** Takes the counted uses of the deleted rows (one code id each) off their codes; answers the codes. */
async function letGo(trx: Transaction<Database>, codeIds: readonly string[]): Promise<Set<string>> {
  const counts = new Map<string, number>();
  for (const codeId of codeIds) counts.set(codeId, (counts.get(codeId) ?? 0) + 1);
  for (const [codeId, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await trx
      .updateTable('discount_codes')
      .set((eb) => ({ reserved: eb('reserved', '-', count) }))
      .where('id', '=', codeId)
      .execute();
  }
  return new Set(counts.keys());
}
