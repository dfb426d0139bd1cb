import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../generated/index.ts';
import {
  ADDRESS_COMPONENT_ERROR,
  ADDRESS_VERDICT_ERROR,
  addressVerdict,
  shouldCheckAddressVerdict,
  shouldCheckAddressVerdictWith,
  type AddressComponentResult,
  type AddressValidationResult,
} from './address-verdict.ts';

const COMPLETE = { addressComplete: true };
const street: AddressComponentResult = {
  componentName: { text: 'Hlavná', languageCode: 'sk' },
  componentType: 'route',
  confirmationLevel: 'CONFIRMED',
};
const city: AddressComponentResult = { componentType: 'locality', confirmationLevel: 'CONFIRMED' };

function result(
  verdict: AddressValidationResult['verdict'],
  components?: AddressComponentResult[],
): AddressValidationResult {
  return { verdict, address: components === undefined ? {} : { addressComponents: components } };
}

describe('address verdict messages (spec/3 §8, word for word)', () => {
  it('are Error on verdict and Error on address', () => {
    expect(ADDRESS_VERDICT_ERROR).toBe('Error on verdict');
    expect(ADDRESS_COMPONENT_ERROR).toBe('Error on address');
  });
});

describe('shouldCheckAddressVerdict (spec/3 §4: once per session, only where enabled)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('enabled %s, checked this session %s → %s', (enabled, checked, expected) => {
    expect(shouldCheckAddressVerdictWith(enabled, checked)).toBe(expected);
  });

  it.each(COUNTRY_CODES)('%s: off, as in every country at present', (country) => {
    expect(shouldCheckAddressVerdict(country, false)).toBe(false);
  });
});

describe('addressVerdict (spec/3 §4 Address-verdict check)', () => {
  it('finds nothing wrong in a complete, confirmed address', () => {
    expect(addressVerdict(result(COMPLETE, [street, city]))).toEqual({
      verdictError: false,
      addressError: false,
      flaggedComponentTypes: [],
      messages: [],
    });
  });

  it.each<[string, AddressValidationResult['verdict']]>([
    ['incomplete', { addressComplete: false }],
    ['completeness not stated', {}],
    ['replaced components', { ...COMPLETE, hasReplacedComponents: true }],
    ['unconfirmed components', { ...COMPLETE, hasUnconfirmedComponents: true }],
  ])('verdict is error when %s', (_case, verdict) => {
    const checked = addressVerdict(result(verdict, [street]));
    expect(checked.verdictError).toBe(true);
    expect(checked.messages).toEqual([ADDRESS_VERDICT_ERROR]);
  });

  it('verdict is not error for inferred components alone', () => {
    expect(addressVerdict(result({ ...COMPLETE, hasInferredComponents: true })).verdictError).toBe(false);
  });

  it.each<[string, Partial<AddressComponentResult>]>([
    ['spell-corrected', { spellCorrected: true }],
    ['replaced', { replaced: true }],
    ['unexpected', { unexpected: true }],
  ])('flags an address error when a component was %s', (_case, flag) => {
    const checked = addressVerdict(result(COMPLETE, [city, { ...street, ...flag }]));
    expect(checked.addressError).toBe(true);
    expect(checked.flaggedComponentTypes).toEqual(['route']);
    expect(checked.messages).toEqual([ADDRESS_COMPONENT_ERROR]);
  });

  it('does not flag inferred or unconfirmed components as an address error', () => {
    const checked = addressVerdict(
      result(COMPLETE, [{ ...street, inferred: true, confirmationLevel: 'UNCONFIRMED_BUT_PLAUSIBLE' }]),
    );
    expect(checked.addressError).toBe(false);
  });

  it('gives both messages, verdict first, and reads an answer without components', () => {
    const both = addressVerdict(result({ hasReplacedComponents: true }, [{ ...street, replaced: true }]));
    expect(both.messages).toEqual([ADDRESS_VERDICT_ERROR, ADDRESS_COMPONENT_ERROR]);
    expect(addressVerdict(result(COMPLETE)).addressError).toBe(false);
  });
});
