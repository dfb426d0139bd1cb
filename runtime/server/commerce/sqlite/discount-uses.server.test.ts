// spec/2 §5, ADR 027: a limited discount code's uses in the embedded store, with two connections to one SQLite file
// (two servers on one store) and with racer processes — where concurrency really happens — never granting more than
// the code's maximum: applications + held uses ≤ max at every moment, held uses let go on release and on expiry, and a
// paid order converting its held use or else taking a free one, or refused when there is none.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paidPlacementOf, raceCodeUses } from '../../../../tests/fixtures/code-uses.ts';
import { openDatabase, type OpenDatabase } from './database.server.ts';
import { SqliteOrders } from './orders.server.ts';

let dir: string;
let file: string;
let first: OpenDatabase;
let second: OpenDatabase;
let one: SqliteOrders;
let two: SqliteOrders;
let codeCount = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-code-uses-'));
  file = path.join(dir, 'shop.sqlite');
  first = await openDatabase(file);
  second = await openDatabase(file);
  one = new SqliteOrders(first, () => undefined);
  two = new SqliteOrders(second, () => undefined);
});

afterAll(async () => {
  await first.close();
  await second.close();
  await rm(dir, { recursive: true, force: true });
});

/** A new code with this maximum (null: no limit), written through the first connection. */
function newCode(maxApplications: number | null, applications = 0): string {
  codeCount += 1;
  const id = `dc-test-${codeCount}`;
  first.sqlite
    .prepare(
      `insert into discount_codes (id, code, stores, valid_from, valid_until, is_active, permyriad, name,
         max_applications, applications) values (?, ?, '[]', null, null, 1, 1000, '"Test"', ?, ?)`,
    )
    .run(id, `TEST${codeCount}`, maxApplications, applications);
  return id;
}

/** The code's counters and its held uses, read through the second connection. */
function countsOf(codeId: string) {
  const code = second.sqlite
    .prepare(`select applications, reserved, max_applications as max from discount_codes where id = ?`)
    .get(codeId) as { applications: number; reserved: number; max: number | null };
  const rows = second.sqlite
    .prepare(`select count(*) from discount_reservations where code_id = ?`)
    .pluck()
    .get(codeId) as number;
  return { ...code, rows };
}

const NOW = Date.parse('2026-05-01T10:00:00Z');
const HOUR = 3_600_000;
const hold = (store: SqliteOrders, attemptId: string, codeIds: string[], now = NOW, cartVersion = 1) =>
  store.holdCodeUses({
    attemptId,
    cart: { id: `cart-${attemptId}`, version: cartVersion },
    codeIds,
    now,
    expiresAt: now + HOUR,
  });

describe('holding a code’s uses (two connections to one file)', () => {
  let code: string;
  afterEach(() => {
    const { applications, reserved, rows, max } = countsOf(code);
    expect(reserved).toBe(rows);
    if (max !== null) expect(applications + reserved).toBeLessThanOrEqual(max);
  });

  it('grants the last use to one connection and refuses the other, until it is let go', async () => {
    code = newCode(2, 1);
    expect(await hold(one, 'a1', [code])).toBeNull();
    expect(await hold(two, 'b1', [code])).toEqual({ kind: 'codeUsedUp', codeIds: [code] });
    expect(countsOf(code)).toMatchObject({ applications: 1, reserved: 1 });
    await two.releaseCodeUses('a1');
    expect(await hold(two, 'b1', [code])).toBeNull();
    expect(countsOf(code)).toMatchObject({ applications: 1, reserved: 1, rows: 1 });
  });

  it('holds one use per attempt however often it is asked (a second click), and holds all codes or none', async () => {
    code = newCode(1);
    const unlimited = newCode(null);
    expect(await hold(one, 'a2', [code, unlimited])).toBeNull();
    expect(await hold(two, 'a2', [code, unlimited])).toBeNull();
    expect(countsOf(code)).toMatchObject({ reserved: 1, rows: 1 });
    const other = newCode(5);
    expect(await hold(two, 'b2', [other, code])).toEqual({ kind: 'codeUsedUp', codeIds: [code] });
    expect(countsOf(other)).toMatchObject({ reserved: 0, rows: 0 });
  });

  it('gives a use held past its expiry to another payment; the late order then takes a free one or is refused', async () => {
    code = newCode(1);
    expect(await hold(one, 'a3', [code])).toBeNull();
    expect(await hold(two, 'b3', [code], NOW + HOUR - 1)).not.toBeNull();
    expect(await hold(two, 'b3', [code], NOW + HOUR)).toBeNull();
    // The first payment is authorised after all: its hold is gone and the last use is held by the other.
    expect(await one.place(paidPlacementOf({ id: 'cart-a3', version: 1 }, [code], NOW + HOUR + 1))).toEqual({
      kind: 'codeUsedUp',
      codeIds: [code],
    });
    expect(countsOf(code)).toMatchObject({ applications: 0, reserved: 1 });
    // The other one's order turns its held use into the application.
    const placed = await two.place(paidPlacementOf({ id: 'cart-b3', version: 1 }, [code], NOW + HOUR + 2));
    expect(placed).toMatchObject({ created: true });
    expect(countsOf(code)).toMatchObject({ applications: 1, reserved: 0, rows: 0 });
  });

  it('holds one use per cart version: a second method’s attempt takes it over, and its order applies it', async () => {
    code = newCode(1);
    const cart = { id: 'cart-c4', version: 7 };
    for (const [store, attemptId] of [
      [one, 'card-c4'],
      [two, 'paypal-c4'],
    ] as const) {
      expect(
        await store.holdCodeUses({ attemptId, cart, codeIds: [code], now: NOW, expiresAt: NOW + HOUR }),
      ).toBeNull();
    }
    expect(countsOf(code)).toMatchObject({ applications: 0, reserved: 1 });
    // The earlier attempt failing (cancelled when the other began) leaves the use with the later one.
    await one.releaseCodeUses('card-c4');
    expect(countsOf(code)).toMatchObject({ applications: 0, reserved: 1 });
    expect(await two.place(paidPlacementOf(cart, [code], NOW))).toMatchObject({ created: true });
    expect(countsOf(code)).toMatchObject({ applications: 1, reserved: 0, rows: 0 });
    // The same cart version again finds its order and counts nothing more.
    expect(await one.place(paidPlacementOf(cart, [code], NOW))).toMatchObject({ created: false });
    expect(countsOf(code)).toMatchObject({ applications: 1, reserved: 0 });
  });

  it('refuses an order whose code is used up and writes nothing of it', async () => {
    code = newCode(1, 1);
    const orders = () => first.sqlite.prepare(`select count(*) from orders where cart_id = 'cart-d5'`).pluck().get();
    expect(await one.place(paidPlacementOf({ id: 'cart-d5', version: 1 }, [code], NOW))).toEqual({
      kind: 'codeUsedUp',
      codeIds: [code],
    });
    expect(orders()).toBe(0);
    expect(countsOf(code)).toMatchObject({ applications: 1, reserved: 0 });
  });
});

describe('racer processes on one file (ADR 027: the guarantee where concurrency really happens)', () => {
  it('never grants more than the maximum, whatever interleaves: holds, releases, held and free applications', async () => {
    const code = newCode(25);
    let highest = 0;
    const watch = setInterval(() => {
      const { applications, reserved } = countsOf(code);
      highest = Math.max(highest, applications + reserved);
    }, 1);
    const tallies = await raceCodeUses(file, code, 2, 90).finally(() => clearInterval(watch));
    const total = (key: keyof (typeof tallies)[number]) => tallies.reduce((sum, tally) => sum + tally[key], 0);
    const { applications, reserved, rows } = countsOf(code);
    expect(highest).toBeLessThanOrEqual(25);
    expect(applications).toBe(total('applied'));
    expect(applications).toBeLessThanOrEqual(25);
    expect({ reserved, rows }).toEqual({ reserved: 0, rows: 0 });
    // The demand (180 rounds) is well above the maximum: the uses were all granted, and some refused.
    expect(applications).toBe(25);
    expect(total('holdRefused') + total('applyRefused')).toBeGreaterThan(0);
    const orders = first.sqlite.prepare(`select count(*) from orders where cart_id like 'racer%'`).pluck().get();
    expect(orders).toBe(total('applied'));
  }, 60_000);
});
