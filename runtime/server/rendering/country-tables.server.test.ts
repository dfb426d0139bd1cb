// ADR 021: one country's share of the generated country tables, as a page brings it to the browser.
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRIES_WITH_FLAG,
  COUNTRY_BY_DOMAIN,
  COUNTRY_CODES,
  COUNTRY_LOCALES,
  ROUTE_PATHS,
  STORE_FLAGS,
} from '../../../generated/index.ts';
import { COUNTRY_TABLE_KINDS, type CountryTableName } from '../../view/country-tables.ts';
import { countryShare } from './country-tables.server.ts';

const ALL = Object.keys(COUNTRY_TABLE_KINDS) as CountryTableName[];

describe("a country's share of the country tables (ADR 021)", () => {
  it.each(COUNTRY_CODES)(
    '%s: holds exactly what the full tables say of it, and nothing of another country',
    (country) => {
      const share = countryShare(country, ALL);
      expect(share.COUNTRY_CODES).toEqual([country]);
      expect(share.COUNTRIES).toEqual({ [country]: COUNTRIES[country] });
      expect(share.ROUTE_PATHS).toEqual({ [country]: ROUTE_PATHS[country] });
      expect(share.STORE_FLAGS).toEqual({ [country]: STORE_FLAGS[country] });
      expect(Object.keys(share.LOCALES as object).sort()).toEqual(Object.values(COUNTRY_LOCALES[country]).sort());
      expect(share.COUNTRY_BY_DOMAIN).toEqual(
        Object.fromEntries(Object.entries(COUNTRY_BY_DOMAIN).filter(([, code]) => code === country)),
      );
      for (const [flag, countries] of Object.entries(share.COUNTRIES_WITH_FLAG as Record<string, string[]>)) {
        const on = (COUNTRIES_WITH_FLAG as Record<string, readonly string[]>)[flag]!.includes(country);
        expect(countries, flag).toEqual(on ? [country] : []);
      }
      const others = COUNTRY_CODES.filter((code) => code !== country);
      const text = JSON.stringify(share);
      for (const other of others) expect(text.includes(COUNTRIES[other].prodDomain), other).toBe(false);
    },
  );

  it('holds only the tables asked for', () => {
    expect(Object.keys(countryShare('de', ['ROUTE_PATHS', 'COUNTRY_CODES']))).toEqual(['ROUTE_PATHS', 'COUNTRY_CODES']);
  });
});
