import { describe, expect, it } from 'vitest';
import {
  VAT_NUMBER_MIN_LENGTH,
  shouldValidateVatNumber,
  shouldValidateVatNumberWith,
  type VatValidationSettings,
} from './vat-validation-trigger.ts';

describe('shouldValidateVatNumberWith (spec/3 §5 VAT number: validation on blur)', () => {
  it('needs at least 2 characters', () => {
    expect(VAT_NUMBER_MIN_LENGTH).toBe(2);
  });

  it.each<[string, VatValidationSettings, string, boolean]>([
    ['flag on, prefix, 2 characters', { vatValidation: true, prefix: 'DE' }, '12', true],
    ['flag on, prefix, 1 character', { vatValidation: true, prefix: 'DE' }, '1', false],
    ['flag on, prefix, empty', { vatValidation: true, prefix: 'DE' }, '', false],
    ['store flag off', { vatValidation: false, prefix: 'DE' }, '123456789', false],
    ['country without a prefix', { vatValidation: true, prefix: '' }, '123456789', false],
  ])('%s', (_case, settings, value, expected) => {
    expect(shouldValidateVatNumberWith(settings, value)).toBe(expected);
  });
});

describe('shouldValidateVatNumber (spec/3 §5, with the country config)', () => {
  it('validates in a country with the flag on and a prefix, from 2 characters on', () => {
    expect(shouldValidateVatNumber('de', '12')).toBe(true);
    expect(shouldValidateVatNumber('de', '1')).toBe(false);
  });
});
