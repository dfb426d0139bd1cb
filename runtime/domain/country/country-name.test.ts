import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName (an address shows its country by name, in the shopper’s language)', () => {
  it('names a country in the locale’s language', () => {
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('DE', 'pl-PL')).toBe('Niemcy');
    expect(countryName('CZ', 'cs-CZ')).toBe('Česko');
    expect(countryName('be', 'nl-BE')).toBe('België');
    expect(countryName('CH', 'fr-CH')).toBe('Suisse');
    // Asked again (every address on a page): the same name, kept.
    expect(countryName('DE', 'pl-PL')).toBe('Niemcy');
  });

  it('shows what is not a country code as it is', () => {
    expect(countryName('', 'de-DE')).toBe('');
    expect(countryName('Germany', 'de-DE')).toBe('Germany');
    // Two letters no region has: CLDR knows no name, and the code stays as written.
    expect(countryName('qq', 'de-DE')).toBe('qq');
  });
});
