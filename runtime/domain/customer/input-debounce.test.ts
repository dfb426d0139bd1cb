import { describe, expect, it } from 'vitest';
import { NUMBER_INPUT_DEBOUNCE_MS, STRING_INPUT_DEBOUNCE_MS, inputDebounceMs } from './input-debounce.ts';

describe('inputDebounceMs (spec/1 §9.7; spec/3 §9: number input 600 ms, string input 800 ms)', () => {
  it.each([
    ['number', true, 600],
    ['string', true, 800],
    // spec/3 §5: the support form's quantity selector is not debounced.
    ['number', false, 0],
    ['string', false, 0],
  ] as const)('%s input, debounced %s → %i ms', (kind, debounced, ms) => {
    expect(inputDebounceMs(kind, debounced)).toBe(ms);
  });

  it('debounces by default', () => {
    expect(inputDebounceMs('number')).toBe(NUMBER_INPUT_DEBOUNCE_MS);
    expect(inputDebounceMs('string')).toBe(STRING_INPUT_DEBOUNCE_MS);
  });
});
