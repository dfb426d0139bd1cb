import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_WARNING, QUANTITY_INPUT_DEBOUNCE_MS, normaliseQuantityInput } from './quantity-input.ts';

describe('quantity input (spec/2 §5 Quantity input)', () => {
  it('debounces changes by 600 ms, the number-input debounce (spec/2 §5; spec/3 §9)', () => {
    expect(QUANTITY_INPUT_DEBOUNCE_MS).toBe(600);
  });

  it('warns with the catalogue wording', () => {
    expect(MAX_QUANTITY_WARNING).toBe('You have reached the maximum quantity');
  });

  it.each([
    // input, stock, quantity
    ['1', 50, 1],
    ['0', 50, 1],
    ['-3', 50, 1],
    [-3, 50, 1],
    ['', 50, 1],
    ['abc', 50, 1],
    ['   ', 50, 1],
    [Number.NaN, 50, 1],
    ['1.9', 50, 1],
    ['2', 50, 2],
    [7, 50, 7],
    [' 12 ', 50, 12],
    ['2.7', 50, 2],
    ['50', 50, 50],
  ] as const)(
    '%j with stock %i → %i, no warning (values of 1 or less or non-numeric become 1)',
    (input, stock, quantity) => {
      expect(normaliseQuantityInput(input, stock)).toEqual({ quantity, warning: null });
    },
  );

  it.each([
    // input, stock, capped to
    ['51', 50, 50],
    [999, 998, 998],
    ['5', 0, 1],
    ['5', 1, 1],
  ] as const)('%j above stock %i (below the maximum) is capped to %i with the warning', (input, stock, quantity) => {
    expect(normaliseQuantityInput(input, stock)).toEqual({ quantity, warning: MAX_QUANTITY_WARNING });
  });

  it.each([
    // input, stock, capped to
    ['1001', 5000, 1000],
    ['1001', 1000, 1000],
    ['1001', undefined, 1000],
    [Number.POSITIVE_INFINITY, undefined, 1000],
    ['1e6', 20000, 1000],
  ] as const)('%j above the maximum (stock %s) is capped to %i with the warning', (input, stock, quantity) => {
    expect(normaliseQuantityInput(input, stock)).toEqual({ quantity, warning: MAX_QUANTITY_WARNING });
  });

  it.each([
    ['1000', 5000],
    ['1000', undefined],
    ['999', 1000],
  ] as const)('%j with stock %s is at, not above, the limit: no warning', (input, stock) => {
    expect(normaliseQuantityInput(input, stock)).toEqual({ quantity: Number(input), warning: null });
  });
});
