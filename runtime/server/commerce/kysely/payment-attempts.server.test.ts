// Payment attempts in the store, on both engines (ADR 042): the pspReference recorded once by a conditional
// update, and the conditional state changes that keep a paid attempt paid (ADR 028).
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../generated/types.ts';
import { STORE_ENGINES, storeForTests } from '../../../../tests/fixtures/store-engines.ts';

const T0 = Date.UTC(2026, 10, 29, 1);

describe.each(STORE_ENGINES)('payment attempts on %s', (engine) => {
  const store = storeForTests(engine, { perTest: true, connections: 2 });
  const attempts = () => store.connection(0).stores.paymentAttempts;

  const begin = (id: string, method: string, cartVersion = 1) =>
    attempts().begin({
      id,
      sessionKey: 's',
      country: 'de',
      language: 'de',
      origin: 'http://de.localhost',
      cartId: 'cart-1',
      cartVersion,
      method,
      clientType: 'PRIVATE',
      amount: { centAmount: 195_491, currencyCode: 'EUR' },
      cart: { id: 'cart-1' } as Cart,
      createdAt: T0,
    });

  describe('payment attempts (ADR 028)', () => {
    it('records the pspReference once: the same again is taken, another is refused', async () => {
      await begin('a-1', 'scheme');
      expect(await attempts().claimPspReference('a-1', 'PSP1', T0)).toBe(true);
      expect(await attempts().claimPspReference('a-1', 'PSP1', T0 + 1)).toBe(true);
      expect(await attempts().claimPspReference('a-1', 'PSP2', T0 + 2)).toBe(false);
      expect((await attempts().byId('a-1'))?.pspReference).toBe('PSP1');
      expect(await attempts().claimPspReference('no-such', 'PSP1', T0)).toBe(false);
    });

    it('two connections claiming at once: exactly one pspReference wins', async () => {
      await begin('a-1', 'scheme');
      const other = store.connection(1).stores.paymentAttempts;
      const results = await Promise.all([
        attempts().claimPspReference('a-1', 'PSP1', T0),
        other.claimPspReference('a-1', 'PSP2', T0),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await attempts().byId('a-1'))?.pspReference).toBe(results[0] ? 'PSP1' : 'PSP2');
    });

    it('changes a state only from the states named, and keeps the reason', async () => {
      await begin('a-1', 'scheme');
      expect(await attempts().update('a-1', { state: 'Authorised' }, T0)).toBe(true);
      expect(await attempts().update('a-1', { state: 'Error', failureReason: 'x' }, T0, ['Initial', 'Error'])).toBe(
        false,
      );
      expect(await attempts().byId('a-1')).toMatchObject({ state: 'Authorised', failureReason: null });
      expect(await attempts().update('a-1', { state: 'Reversed', failureReason: 'order placed' }, T0)).toBe(true);
      expect(await attempts().byId('a-1')).toMatchObject({ state: 'Reversed', failureReason: 'order placed' });
    });

    it('lists the live attempts of a cart version, oldest first', async () => {
      await begin('a-1', 'scheme');
      await begin('a-2', 'paypal');
      await begin('a-3', 'ideal', 2);
      await attempts().update('a-2', { state: 'Refused' }, T0);
      expect((await attempts().liveOfCart({ id: 'cart-1', version: 1 })).map((attempt) => attempt.id)).toEqual(['a-1']);
      await begin('a-4', 'paypal');
      expect((await attempts().liveOfCart({ id: 'cart-1', version: 1 })).map((attempt) => attempt.id)).toEqual([
        'a-1',
        'a-4',
      ]);
    });
  });
});
