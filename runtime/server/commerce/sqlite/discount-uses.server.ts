// spec/2 §5 and ADR 027: the uses of a limited discount code, held for the payments begun at the provider and turned
// into applications by the order they pay (migration 018). At every moment applications + held uses ≤ the code's
// maximum: a use is granted by one conditional update of the code's row (`applications + reserved <
// max_applications`), never by reading the counters and then writing them, so two processes on the same file — or
// two servers on one database — cannot both take the last use. Every method here runs inside a transaction its
// caller opened (`BEGIN IMMEDIATE`: SQLite's one writer at a time).
import type BetterSqlite3 from 'better-sqlite3';
import type { CodeUseHold } from '../ports/order-store.ts';
import { CodeUsedUp } from '../schema/code-used-up.ts';

export class SqliteDiscountUses {
  private readonly statements;

  constructor(sqlite: BetterSqlite3.Database) {
    const LEFT = `(max_applications is null or applications + reserved < max_applications)`;
    this.statements = {
      held: sqlite.prepare(
        `update discount_reservations set attempt_id = @attemptId, expires_at = max(expires_at, @expiresAt)
         where cart_id = @cartId and cart_version = @cartVersion and code_id = @codeId`,
      ),
      expired: sqlite
        .prepare<[string, number], string>(
          `delete from discount_reservations where code_id = ? and expires_at <= ? returning code_id`,
        )
        .pluck(),
      hold: sqlite.prepare(`update discount_codes set reserved = reserved + 1 where id = ? and ${LEFT}`),
      insertHold: sqlite.prepare(
        `insert into discount_reservations (attempt_id, code_id, cart_id, cart_version, expires_at)
         values (@attemptId, @codeId, @cartId, @cartVersion, @expiresAt)`,
      ),
      letGo: sqlite.prepare(`update discount_codes set reserved = reserved - ? where id = ?`),
      ofAttempt: sqlite
        .prepare<[string], string>(`delete from discount_reservations where attempt_id = ? returning code_id`)
        .pluck(),
      ofCart: sqlite
        .prepare<[string, number], string>(
          `delete from discount_reservations where cart_id = ? and cart_version = ? returning code_id`,
        )
        .pluck(),
      applyHeld: sqlite.prepare(`update discount_codes set applications = applications + 1 where id = ?`),
      applyFree: sqlite.prepare(`update discount_codes set applications = applications + 1 where id = ? and ${LEFT}`),
    };
  }

  /**
   * Holds one use of each code for the attempt's cart version. A use held for that cart version already — by this
   * attempt (a second click) or by an earlier one of another method, which the cart version's one order can never
   * pay as well — is kept, passed to this attempt and its expiry moved on. When a code has none left, throws
   * CodeUsedUp and the caller's transaction holds nothing.
   */
  hold(hold: CodeUseHold): void {
    const usedUp: string[] = [];
    for (const codeId of new Set(hold.codeIds)) {
      const row = {
        attemptId: hold.attemptId,
        codeId,
        cartId: hold.cart.id,
        cartVersion: hold.cart.version,
        expiresAt: hold.expiresAt,
      };
      if (this.statements.held.run(row).changes > 0) continue;
      this.sweep(codeId, hold.now);
      if (this.statements.hold.run(codeId).changes === 0) {
        usedUp.push(codeId);
        continue;
      }
      this.statements.insertHold.run(row);
    }
    if (usedUp.length > 0) throw new CodeUsedUp(usedUp);
  }

  /**
   * Lets go of the uses the attempt holds (it failed, was cancelled, or its payment will not come); a use since
   * passed to a later attempt of its cart version stays that one's.
   */
  release(attemptId: string): void {
    this.letGo(this.statements.ofAttempt.all(attemptId));
  }

  /**
   * For the order of a cart version: lets go of every use held for that cart version (one order per cart version, so
   * no other attempt of it can place one), then counts one application of each code — the use it held, or else a
   * free one. Throws CodeUsedUp when a code has neither.
   */
  apply(cart: { readonly id: string; readonly version: number }, codeIds: readonly string[], now: number): void {
    const held = this.letGo(this.statements.ofCart.all(cart.id, cart.version));
    const usedUp: string[] = [];
    for (const codeId of new Set(codeIds)) {
      if (held.has(codeId)) {
        this.statements.applyHeld.run(codeId);
        continue;
      }
      this.sweep(codeId, now);
      if (this.statements.applyFree.run(codeId).changes === 0) usedUp.push(codeId);
    }
    if (usedUp.length > 0) throw new CodeUsedUp(usedUp);
  }

  /** Gives back the uses held past their expiry (ADR 027: an abandoned payment page holds a use for so long only). */
  private sweep(codeId: string, now: number): void {
    const expired = this.statements.expired.all(codeId, now).length;
    if (expired > 0) this.statements.letGo.run(expired, codeId);
  }

  /** Takes the counted uses of the deleted rows (one code id each) off their codes; answers the codes. */
  private letGo(codeIds: readonly string[]): Set<string> {
    const counts = new Map<string, number>();
    for (const codeId of codeIds) counts.set(codeId, (counts.get(codeId) ?? 0) + 1);
    for (const [codeId, count] of counts) this.statements.letGo.run(count, codeId);
    return new Set(counts.keys());
  }
}
