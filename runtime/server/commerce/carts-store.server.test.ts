// The carts store's optimistic lock (ARCHITECTURE "The middleware", spec/2 §4), on both engines (ADR 042): a change
// names the version it was made against, and of two changes made against the same version exactly one lands — also
// when they come through different connections to the store (two processes of the shop, or two connections of one),
// where no lock of one process's connection can order them: only the store can.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORE_ENGINES, storeForTests } from '../../../tests/fixtures/store-engines.ts';
import { EMPTY_CART_DETAILS, type CartStore, type StoredCart } from './ports/cart-store.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WRITER = path.join(ROOT, 'tests/fixtures/cart-writer-process.ts');

describe.each(STORE_ENGINES)('the carts store on %s', (engine) => {
  const store = storeForTests(engine, { connections: 2 });

  /** The connections' carts stores: each its own connection to the store. */
  const connection = (index: number) => ({ carts: store.connection(index).stores.carts });

  const isCart = (value: StoredCart | { kind: string }): value is StoredCart => !('kind' in value);

  /** The session's cart begun with one line of this SKU (version 1). */
  async function begunCart(carts: CartStore, session: string, sku = 'SKU-1'): Promise<StoredCart> {
    const saved = await carts.save(session, 'de', null, { ...EMPTY_CART_DETAILS, lines: [{ sku, quantity: 1 }] }, 1);
    if (!isCart(saved)) throw new Error(`The cart was not begun: ${saved.kind}`);
    return saved;
  }

  describe('save: the optimistic lock across connections', () => {
    it('of two connections that both read version N and save N+1, exactly one lands; the other is told the current version', async () => {
      const first = connection(0);
      const second = connection(1);
      await begunCart(first.carts, 'session-a');

      // Both read the cart at version 1 before either saves.
      const readByFirst = (await first.carts.ofSession('session-a', 'de'))!;
      const readBySecond = (await second.carts.ofSession('session-a', 'de'))!;
      expect([readByFirst.version, readBySecond.version]).toEqual([1, 1]);

      const one = await first.carts.save(
        'session-a',
        'de',
        readByFirst,
        { ...readByFirst, lines: [...readByFirst.lines, { sku: 'SKU-2', quantity: 1 }] },
        2,
      );
      const other = await second.carts.save(
        'session-a',
        'de',
        readBySecond,
        { ...readBySecond, customerEmail: 'ada@example.com', lines: [{ ...readBySecond.lines[0]!, quantity: 5 }] },
        3,
      );

      expect(isCart(one) && one.version).toBe(2);
      expect(other).toEqual({ kind: 'conflict', currentVersion: 2 });
      // What both connections read now is the first change alone: the second changed neither the lines nor the e-mail.
      for (const { carts } of [first, second]) {
        const now = (await carts.ofSession('session-a', 'de'))!;
        expect(now.version).toBe(2);
        expect(now.customerEmail).toBeNull();
        expect(now.lines.map((line) => [line.sku, line.quantity])).toEqual([
          ['SKU-1', 1],
          ['SKU-2', 1],
        ]);
      }
    });

    it('of two connections that both begin the session’s first cart, exactly one does; the other is told of it', async () => {
      const first = connection(0);
      const second = connection(1);
      const begun = await first.carts.save('session-b', 'de', null, { ...EMPTY_CART_DETAILS, lines: [] }, 1);
      const twice = await second.carts.save(
        'session-b',
        'de',
        null,
        { ...EMPTY_CART_DETAILS, lines: [{ sku: 'SKU-3', quantity: 1 }] },
        1,
      );
      expect(isCart(begun) && begun.version).toBe(1);
      expect(twice).toEqual({ kind: 'conflict', currentVersion: 1 });
      const now = (await second.carts.ofSession('session-b', 'de'))!;
      expect(now.id).toBe((begun as StoredCart).id);
      expect(now.lines).toEqual([]);
    });

    it('a change read before another landed is refused in every connection, and the cart moves on from the new version', async () => {
      const first = connection(0);
      const second = connection(1);
      const begun = await begunCart(first.carts, 'session-c');
      const moved = await second.carts.save('session-c', 'de', begun, { ...begun, customerEmail: 'b@example.com' }, 2);
      expect(isCart(moved) && moved.version).toBe(2);
      // The first connection still holds version 1: its change is stale, however long ago the other landed.
      expect(await first.carts.save('session-c', 'de', begun, { ...begun, customerEmail: 'a@example.com' }, 3)).toEqual(
        {
          kind: 'conflict',
          currentVersion: 2,
        },
      );
      const current = (await first.carts.ofSession('session-c', 'de'))!;
      const next = await first.carts.save(
        'session-c',
        'de',
        current,
        { ...current, customerEmail: 'a@example.com' },
        4,
      );
      expect(isCart(next) && [next.version, next.customerEmail]).toEqual([3, 'a@example.com']);
    });
  });

  describe('save: processes racing on one cart', () => {
    /** A writer process (tests/fixtures/cart-writer-process.ts): ready once it has opened the file. */
    async function writer(session: string, saves: number) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', WRITER, store.place.engine, store.place.where, session, 'de', String(saves)],
        {
          cwd: ROOT,
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const ready = await lines.next();
      expect(ready.value).toBe('ready');
      return {
        go: () => child.stdin.write('go\n'),
        async result(): Promise<{ landed: number; conflicts: number }> {
          const line = await lines.next();
          const [code] = await once(child, 'exit');
          expect(code).toBe(0);
          return JSON.parse(line.value as string) as { landed: number; conflicts: number };
        },
      };
    }

    it('loses no update: every save that landed is counted once in the cart, and the processes did collide', async () => {
      const { carts } = connection(0);
      await begunCart(carts, 'session-d');
      const saves = 25;
      const writers = await Promise.all([writer('session-d', saves), writer('session-d', saves)]);
      for (const each of writers) each.go();
      const results = await Promise.all(writers.map((each) => each.result()));

      expect(results.map((result) => result.landed)).toEqual([saves, saves]);
      const cart = (await carts.ofSession('session-d', 'de'))!;
      // Each landed save raised the quantity by one from the cart it read: a lost update would leave it lower.
      expect(cart.lines[0]!.quantity).toBe(1 + 2 * saves);
      expect(cart.version).toBe(1 + 2 * saves);
      // The two really interleaved: some saves were made against a version the other process had moved on from.
      expect(results.reduce((sum, result) => sum + result.conflicts, 0)).toBeGreaterThan(0);
    }, 60_000);
  });
});
