// spec/2 §5, ADR 027: a limited discount code's uses on both engines (ADR 042), with two connections to one store
// (two servers on one store) and with racer processes — where concurrency really happens — never granting more than
// the code's maximum: applications + held uses ≤ max at every moment, held uses let go on release and on expiry, and a
// paid order converting its held use or else taking a free one, or refused when there is none.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { paidPlacementOf, raceCodeUses } from '../../../tests/fixtures/code-uses.ts';
import { STORE_ENGINES, storeForTests, type StoreConnection } from '../../../tests/fixtures/store-engines.ts';

describe.each(STORE_ENGINES)('discount code uses on %s', (engine) => {
  const store = storeForTests(engine, { connections: 2 });
  const first = store.connection(0);
  const second = store.connection(1);
  let codeCount = 0;

  /** A new code with this maximum (null: no limit), written through the first connection. */
  async function newCode(maxApplications: number | null, applications = 0): Promise<string> {
    codeCount += 1;
    const id = `dc-test-${codeCount}`;
    await first.db
      .insertInto('discount_codes')
      .values({
        id,
        code: `TEST${codeCount}`,
        stores: '[]',
        valid_from: null,
        valid_until: null,
        is_active: 1,
        permyriad: 1000,
        name: '"Test"',
        max_applications: maxApplications,
        applications,
        reserved: 0,
      })
      .execute();
    return id;
  }

  /** The code's counters and its held uses, read through the second connection. */
  async function countsOf(codeId: string) {
    const code = await second.db
      .selectFrom('discount_codes')
      .select(['applications', 'reserved', 'max_applications as max'])
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow();
    const { rows } = await second.db
      .selectFrom('discount_reservations')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('code_id', '=', codeId)
      .executeTakeFirstOrThrow();
    return { ...code, rows: Number(rows) };
  }

  /** The orders of the carts whose ids match `pattern`, read through the first connection. */
  async function ordersOf(pattern: string): Promise<number> {
    const { count } = await first.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('count'))
      .where('cart_id', 'like', pattern)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  const NOW = Date.parse('2026-05-01T10:00:00Z');
  const HOUR = 3_600_000;
  const hold = (connection: StoreConnection, attemptId: string, codeIds: string[], now = NOW, cartVersion = 1) =>
    connection.stores.orders.holdCodeUses({
      attemptId,
      cart: { id: `cart-${attemptId}`, version: cartVersion },
      codeIds,
      now,
      expiresAt: now + HOUR,
    });

  describe('holding a code’s uses (two connections to one store)', () => {
    let code: string;
    afterEach(async () => {
      const { applications, reserved, rows, max } = await countsOf(code);
      expect(reserved).toBe(rows);
      if (max !== null) expect(applications + reserved).toBeLessThanOrEqual(max);
    });

    it('grants the last use to one connection and refuses the other, until it is let go', async () => {
      code = await newCode(2, 1);
      expect(await hold(first, 'a1', [code])).toBeNull();
      expect(await hold(second, 'b1', [code])).toEqual({ kind: 'codeUsedUp', codeIds: [code] });
      expect(await countsOf(code)).toMatchObject({ applications: 1, reserved: 1 });
      await second.stores.orders.releaseCodeUses('a1');
      expect(await hold(second, 'b1', [code])).toBeNull();
      expect(await countsOf(code)).toMatchObject({ applications: 1, reserved: 1, rows: 1 });
    });

    it('holds one use per attempt however often it is asked (a second click), and holds all codes or none', async () => {
      code = await newCode(1);
      const unlimited = await newCode(null);
      expect(await hold(first, 'a2', [code, unlimited])).toBeNull();
      expect(await hold(second, 'a2', [code, unlimited])).toBeNull();
      expect(await countsOf(code)).toMatchObject({ reserved: 1, rows: 1 });
      const other = await newCode(5);
      expect(await hold(second, 'b2', [other, code])).toEqual({ kind: 'codeUsedUp', codeIds: [code] });
      expect(await countsOf(other)).toMatchObject({ reserved: 0, rows: 0 });
    });

    it('gives a use held past its expiry to another payment; the late order then takes a free one or is refused', async () => {
      code = await newCode(1);
      expect(await hold(first, 'a3', [code])).toBeNull();
      expect(await hold(second, 'b3', [code], NOW + HOUR - 1)).not.toBeNull();
      expect(await hold(second, 'b3', [code], NOW + HOUR)).toBeNull();
      // The first payment is authorised after all: its hold is gone and the last use is held by the other.
      expect(
        await first.stores.orders.place(paidPlacementOf({ id: 'cart-a3', version: 1 }, [code], NOW + HOUR + 1)),
      ).toEqual({
        kind: 'codeUsedUp',
        codeIds: [code],
      });
      expect(await countsOf(code)).toMatchObject({ applications: 0, reserved: 1 });
      // The other one's order turns its held use into the application.
      const placed = await second.stores.orders.place(
        paidPlacementOf({ id: 'cart-b3', version: 1 }, [code], NOW + HOUR + 2),
      );
      expect(placed).toMatchObject({ created: true });
      expect(await countsOf(code)).toMatchObject({ applications: 1, reserved: 0, rows: 0 });
    });

    it('holds one use per cart version: a second method’s attempt takes it over, and its order applies it', async () => {
      code = await newCode(1);
      const cart = { id: 'cart-c4', version: 7 };
      for (const [connection, attemptId] of [
        [first, 'card-c4'],
        [second, 'paypal-c4'],
      ] as const) {
        expect(
          await connection.stores.orders.holdCodeUses({
            attemptId,
            cart,
            codeIds: [code],
            now: NOW,
            expiresAt: NOW + HOUR,
          }),
        ).toBeNull();
      }
      expect(await countsOf(code)).toMatchObject({ applications: 0, reserved: 1 });
      // The earlier attempt failing (cancelled when the other began) leaves the use with the later one.
      await first.stores.orders.releaseCodeUses('card-c4');
      expect(await countsOf(code)).toMatchObject({ applications: 0, reserved: 1 });
      expect(await second.stores.orders.place(paidPlacementOf(cart, [code], NOW))).toMatchObject({ created: true });
      expect(await countsOf(code)).toMatchObject({ applications: 1, reserved: 0, rows: 0 });
      // The same cart version again finds its order and counts nothing more.
      expect(await first.stores.orders.place(paidPlacementOf(cart, [code], NOW))).toMatchObject({ created: false });
      expect(await countsOf(code)).toMatchObject({ applications: 1, reserved: 0 });
    });

    it('refuses an order whose code is used up and writes nothing of it', async () => {
      code = await newCode(1, 1);
      expect(await first.stores.orders.place(paidPlacementOf({ id: 'cart-d5', version: 1 }, [code], NOW))).toEqual({
        kind: 'codeUsedUp',
        codeIds: [code],
      });
      expect(await ordersOf('cart-d5')).toBe(0);
      expect(await countsOf(code)).toMatchObject({ applications: 1, reserved: 0 });
    });
  });

  describe('racer processes on one store (ADR 027: the guarantee where concurrency really happens)', () => {
    it('never grants more than the maximum, whatever interleaves: holds, releases, held and free applications', async () => {
      const code = await newCode(25);
      let highest = 0;
      let racing = true;
      const watching = (async () => {
        while (racing) {
          const { applications, reserved } = await countsOf(code);
          highest = Math.max(highest, applications + reserved);
          // SQLite answers without a turn of the event loop: let the racers' pipes be read between two looks.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const tallies = await raceCodeUses(store.place, code, 2, 90).finally(() => (racing = false));
      await watching;
      const total = (key: keyof (typeof tallies)[number]) => tallies.reduce((sum, tally) => sum + tally[key], 0);
      const { applications, reserved, rows } = await countsOf(code);
      expect(highest).toBeLessThanOrEqual(25);
      expect(applications).toBe(total('applied'));
      expect(applications).toBeLessThanOrEqual(25);
      expect({ reserved, rows }).toEqual({ reserved: 0, rows: 0 });
      // The demand (180 rounds) is well above the maximum: the uses were all granted, and some refused.
      expect(applications).toBe(25);
      expect(total('holdRefused') + total('applyRefused')).toBeGreaterThan(0);
      expect(await ordersOf('racer%')).toBe(total('applied'));
    }, 60_000);
  });
});
