import { describe, expect, it } from 'vitest';
import { href } from '../../../generated/index.ts';
import { isCountryLanguage, routeTarget } from './route-target.ts';

describe('route targets of a request’s language (spec/1 §2.1)', () => {
  it('knows the languages of each country', () => {
    expect(isCountryLanguage('be', 'fr')).toBe(true);
    expect(isCountryLanguage('be', 'nl')).toBe(true);
    expect(isCountryLanguage('de', 'fr')).toBe(false);
    expect(isCountryLanguage('de', 'toString')).toBe(false);
  });

  it('gives href() a target in the country’s language', () => {
    expect(href('checkoutCart', {}, routeTarget('be', 'fr'))).toBe(
      href('checkoutCart', {}, { country: 'be', language: 'fr' }),
    );
  });

  it('refuses, by name, a language the country does not have', () => {
    expect(() => routeTarget('de', 'fr')).toThrow('"fr" is not a language of the shop of de');
  });
});
