import { describe, expect, it } from 'vitest';
import { countryFromHost, shopHostNames } from './country-from-host.ts';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../../../generated/index.ts';

describe('countryFromHost (ARCHITECTURE country selection; spec/1 §1 default sk)', () => {
  it.each([
    ['www.multishop.de', 'de'],
    ['multishop.de', 'de'],
    ['www.multishop.co.uk', 'gb'],
    ['WWW.MULTISHOP.CH:443', 'ch'],
    ['www.multishop.sk.', 'sk'],
    ['de.localhost:3000', 'de'],
    ['gb.localhost', 'gb'],
    ['localhost:3000', 'sk'],
  ])('%s → %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });

  it.each([
    [undefined],
    [''],
    ['xx.localhost'],
    ['uk.localhost'],
    ['example.com'],
    ['de.localhost.example.com'],
    // ADR 030: an IP literal names no shop.
    ['127.0.0.1:3000'],
    ['10.0.0.1'],
    ['[::1]:3000'],
  ])('%s → no country', (host) => {
    expect(countryFromHost(host)).toBeNull();
  });
});

describe("shopHostNames (spec/2 §4 Live updates: the live updates' allowed hosts)", () => {
  it('names exactly the hosts countryFromHost gives each country, and the bare local names of the default one', () => {
    for (const country of COUNTRY_CODES) {
      const names = shopHostNames([country]);
      expect(names).toContain(`${country}.localhost`);
      for (const name of names) expect(countryFromHost(name)).toBe(country);
      expect(names.includes('localhost')).toBe(country === DEFAULT_COUNTRY);
    }
    expect(new Set(shopHostNames(COUNTRY_CODES)).size).toBe(shopHostNames(COUNTRY_CODES).length);
  });
});
