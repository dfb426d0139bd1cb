import { describe, expect, it } from 'vitest';
import { vatCheckResultFromCode } from './vat-check-result.ts';

describe('vatCheckResultFromCode (spec/3 §4 VAT validation result)', () => {
  it.each([200, 216, 218, 219, 223])('success code %i is valid', (code) => {
    expect(vatCheckResultFromCode(code)).toBe('valid');
  });

  it.each([205, 208, 999])('code %i is couldNotValidate', (code) => {
    expect(vatCheckResultFromCode(code)).toBe('couldNotValidate');
  });

  it.each([0, 201, 202, 204, 206, 217, 220, 500, 998])('any other code (%i) is notValid', (code) => {
    expect(vatCheckResultFromCode(code)).toBe('notValid');
  });
});
