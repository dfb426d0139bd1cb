import { describe, expect, it } from 'vitest';
import { countryFromHost } from './country-from-host.ts';

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
    ['127.0.0.1:3000', 'sk'],
    ['[::1]:3000', 'sk'],
  ])('%s → %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });

  it.each([[undefined], [''], ['xx.localhost'], ['uk.localhost'], ['example.com'], ['de.localhost.example.com']])(
    '%s → no country',
    (host) => {
      expect(countryFromHost(host)).toBeNull();
    },
  );
});
