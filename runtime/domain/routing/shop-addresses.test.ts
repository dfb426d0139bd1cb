import { describe, expect, it } from 'vitest';
import {
  countryOfShopHost,
  parseShopHosts,
  SHOP_HOSTS_PATTERN,
  shopOrigin,
  shopOrigins,
  type ShopAddressing,
} from './shop-addresses.ts';

const local: ShopAddressing = { production: false, port: 3000, aliases: [] };

describe('parseShopHosts (ADR 030: a deployment’s own names, SHOP_HOSTS)', () => {
  it('reads cc=name entries, in lower case, spaces around them ignored', () => {
    expect(parseShopHosts('de=Shop.Example.de , at=shop.example.at')).toEqual([
      { country: 'de', name: 'shop.example.de' },
      { country: 'at', name: 'shop.example.at' },
    ]);
  });

  it.each([
    ['xx=shop.example.de', 'names no country'],
    ['de=10.0.0.1', 'is not a host name'],
    ['de=shop.example.de:8080', 'is not a host name'],
    ['de=localhost', 'is not a host name'],
    ['de=', 'is not a host name'],
    ['de=www.multishop.at', 'already a host of at'],
    ['de=at.localhost', 'already a host of at'],
    ['de=shop.example.com,at=shop.example.com', 'already a host of de'],
  ])('%s is refused (%s)', (value, reason) => {
    const parsed = parseShopHosts(value);
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error).toContain(reason);
  });

  it('its shape is what the settings’ pattern takes', () => {
    const pattern = new RegExp(SHOP_HOSTS_PATTERN);
    expect(pattern.test('de=shop.example.de,at=shop.example.at')).toBe(true);
    expect(pattern.test('shop.example.de')).toBe(false);
    expect(pattern.test('de=a,')).toBe(false);
  });
});

describe('countryOfShopHost', () => {
  const aliases = [{ country: 'de' as const, name: 'shop.example.de' }];
  it.each([
    ['www.multishop.de', 'de'],
    ['at.localhost:3000', 'at'],
    ['localhost:3000', 'sk'],
    ['SHOP.example.de:443', 'de'],
    ['shop.example.de.', 'de'],
  ])('%s → %s', (host, country) => {
    expect(countryOfShopHost(host, aliases)).toBe(country);
  });

  it.each([[undefined], ['127.0.0.1:3000'], ['evil.example'], ['shop.example.at']])('%s → none', (host) => {
    expect(countryOfShopHost(host, aliases)).toBeNull();
  });
});

describe('shopOrigin: the configured origin of links (ADR 030)', () => {
  it('is the production domain over TLS in production, whatever the port', () => {
    expect(shopOrigin('de', { ...local, production: true })).toBe('https://www.multishop.de');
    expect(shopOrigin('gb', { ...local, production: true })).toBe('https://www.multishop.co.uk');
  });

  it('is http://<cc>.localhost at the pages’ port otherwise (none written for 80 or an unknown port)', () => {
    expect(shopOrigin('de', local)).toBe('http://de.localhost:3000');
    expect(shopOrigin('sk', { ...local, port: 80 })).toBe('http://sk.localhost');
    expect(shopOrigin('sk', { ...local, port: null })).toBe('http://sk.localhost');
  });
});

describe('shopOrigins: the exact origins of a shop’s pages', () => {
  it('lists the domains over TLS, the aliases and the local names at the pages’ port', () => {
    const addressing = { ...local, aliases: [{ country: 'de' as const, name: 'shop.example.de' }] };
    expect(shopOrigins('de', addressing)).toEqual([
      'https://www.multishop.de',
      'https://shop.example.de',
      'http://shop.example.de:3000',
      'http://de.localhost:3000',
    ]);
    expect(shopOrigins('at', addressing)).toEqual(['https://www.multishop.at', 'http://at.localhost:3000']);
  });

  it('gives the default country its bare local name too, and the same in production', () => {
    expect(shopOrigins('sk', { ...local, production: true })).toEqual([
      'https://www.multishop.sk',
      'http://sk.localhost:3000',
      'http://localhost:3000',
    ]);
  });
});
