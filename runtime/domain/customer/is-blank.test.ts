import { describe, expect, it } from 'vitest';
import { isBlank } from './is-blank.ts';

describe('isBlank (spec/3 §5 Forms in general: nothing, or white space only, is not a value)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  \t\n', true],
    ['\u00a0', true],
    ['a', false],
    [' a ', false],
    [0, false],
    [12, false],
    [false, false],
    [true, false],
  ])('%j: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
