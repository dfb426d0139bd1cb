import { describe, expect, it } from 'vitest';
import { closest } from './suggest.ts';

describe('closest (did-you-mean suggestions)', () => {
  it('suggests the one near name', () => {
    expect(closest('extraGuarante', ['extraGuarantee', 'liveUpdates'])).toBe('extraGuarantee');
    expect(closest('DKR', ['DKK', 'EUR', 'SEK'])).toBe('DKK');
  });

  it('suggests nothing when two names are as near', () => {
    expect(closest('nx', ['nb', 'nl', 'de'])).toBeUndefined();
  });

  it('suggests nothing when no name is near', () => {
    expect(closest('basket', ['checkoutCart', 'login'])).toBeUndefined();
  });
});
