import { describe, expect, it } from 'vitest';
import { decimalAmount } from './decimal-amount.ts';

describe('decimalAmount', () => {
  it.each([
    [14990, 2, '149.90'],
    [5, 2, '0.05'],
    [0, 2, '0.00'],
    [-250, 2, '-2.50'],
    [1234, 0, '1234'],
    [123456789012, 2, '1234567890.12'],
  ])('%i with %i digits is %s', (cents, digits, text) => {
    expect(decimalAmount(cents, digits)).toBe(text);
  });
});
