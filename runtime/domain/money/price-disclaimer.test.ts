import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../generated/index.ts';
import { showsPriceDisclaimer } from './price-disclaimer.ts';

// spec/2 §5 Price disclaimer, as the spec lists it.
const SPEC_COUNTRIES = 'at be bg cz de dk es fi fr gr hr hu ie it lt nl pl pt ro se si sk'.split(' ');

describe('showsPriceDisclaimer (spec/2 §5 Price disclaimer)', () => {
  it.each(COUNTRY_CODES.map((country) => [country, SPEC_COUNTRIES.includes(country)] as const))(
    '%s: %s',
    (country, expected) => {
      expect(showsPriceDisclaimer(country)).toBe(expected);
    },
  );
});
