import { describe, expect, it } from 'vitest';
import {
  isMalformedPath,
  isValidHost,
  isVitePath,
  isWellEncoded,
  MALFORMED_PATH,
  toOriginForm,
} from './request-target.server.ts';

const target = (url: string, host = 'localhost') => {
  const request = { url, headers: { host } as Record<string, string> };
  return { url: toOriginForm(request), host: request.headers.host };
};

describe('the request target the router is given (ADR 010)', () => {
  it('takes an absolute-form target in origin form, and its host instead of the Host header (RFC 9112 §3.2.2)', () => {
    expect(target('http://de.localhost/search?q=x', 'sk.localhost')).toEqual({
      url: '/search?q=x',
      host: 'de.localhost',
    });
    expect(target('HTTPS://ch.localhost:3000')).toEqual({ url: '/', host: 'ch.localhost:3000' });
    expect(target('http://de.localhost?q=1')).toEqual({ url: '/?q=1', host: 'de.localhost' });
    expect(target('http://user@evil/x').host).toBe('user@evil');
  });

  it('sends a malformed path, and any target not in origin form, to the malformed path, keeping a language prefix', () => {
    expect(target('/%E0%A4%A?q=1').url).toBe(MALFORMED_PATH);
    expect(target('/fr/x%ZZ').url).toBe(`/fr${MALFORMED_PATH}`);
    expect(target('/api/%E0').url).toBe(MALFORMED_PATH);
    expect(target('*').url).toBe(MALFORMED_PATH);
    expect(target('de.localhost:443').url).toBe(MALFORMED_PATH);
    expect(target('/search?q=%E0%A4%A').url).toBe('/search?q=%E0%A4%A');
    expect(target('/a%2Fb/').url).toBe('/a%2Fb/');
    expect(isMalformedPath(MALFORMED_PATH) && isMalformedPath(`/fr${MALFORMED_PATH}`)).toBe(true);
    expect(isMalformedPath('/fr/x/__malformed-path')).toBe(false);
  });

  it('tells well-encoded paths', () => {
    expect(isWellEncoded('/plain')).toBe(true);
    expect(isWellEncoded('/%C3%BC')).toBe(true);
    expect(isWellEncoded('/%C3')).toBe(false);
    expect(isWellEncoded('/100%')).toBe(false);
  });
});

describe('valid hosts (RFC 9112 §3.2)', () => {
  it.each([
    'localhost',
    'de.localhost:3000',
    'www.multishop.de',
    'de.localhost.',
    '127.0.0.1',
    '[::1]:3000',
    'DE.LOCALHOST',
  ])('%s is a host', (host) => expect(isValidHost(host)).toBe(true));
  it.each([
    undefined,
    '',
    '999.999.999.999',
    '256.0.0.1',
    'localhost:99999',
    'user@localhost',
    'localhost/x',
    'a b',
    '[zz::]',
    '-.localhost',
    'a'.repeat(256),
  ])('%s is not', (host) => expect(isValidHost(host)).toBe(false));
});

describe("Vite's own paths", () => {
  it('are told raw and decoded, and nothing else is', () => {
    for (const path of ['/@vite/client', '/@vite', '/@fs/etc/passwd', '/%40fs/etc/passwd', '/__vite_ping', '/@id/x']) {
      expect(isVitePath(path), path).toBe(true);
    }
    for (const path of ['/', '/vite', '/fs/x', '/@fsx', '/%E0']) expect(isVitePath(path), path).toBe(false);
  });
});
