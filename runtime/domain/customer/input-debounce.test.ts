import { describe, expect, it } from 'vitest';
import { NUMBER_INPUT_DEBOUNCE_MS } from './input-debounce.ts';

describe('input debounce (spec/1 §9.7; spec/3 §9 Debounce)', () => {
  it('is 600 ms for a number input', () => {
    expect(NUMBER_INPUT_DEBOUNCE_MS).toBe(600);
  });
});
