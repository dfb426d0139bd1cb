import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_ROUTING, ROUTING } from '../../../generated/index.ts';
import {
  consentRedirectTarget,
  decideNewsletterPath,
  isNewsletterSpecialPath,
  NEWSLETTER_REDIRECT_STATUS,
} from './newsletter-consent.ts';

/** base64 of a UTF-8 JSON text, as the consent e-mail writes it. */
const hashOf = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const hashQuery = (value: unknown) => `hash=${encodeURIComponent(hashOf(value))}`;

describe('newsletter consent paths (spec/3 §2)', () => {
  it('reads the path endings from the route config', () => {
    expect(ROUTING.specialPaths).toEqual({
      newsletterConsentConfirm: '/exConsents/confirm',
      newsletterManageSubscriptions: '/exConsents/manageSubscriptions',
    });
  });

  it.each([
    ['/exConsents/confirm', true],
    ['/de/exConsents/confirm/', true],
    ['/anything/exConsents/manageSubscriptions', true],
    ['/exconsents/confirm', false],
    ['/exConsents/confirmed', false],
    ['/', false],
  ])('isNewsletterSpecialPath(%s) is %s', (path, special) => {
    expect(isNewsletterSpecialPath(path)).toBe(special);
  });

  describe('confirm without a hash: to / with the remaining query values', () => {
    it.each([
      ['', '/'],
      ['utm_source=mail&x=a%20b', '/?utm_source=mail&x=a%20b'],
      ['?hash=&utm_source=mail', '/?utm_source=mail'],
      // One query parser (query-string.ts): the hash parameter is found by its decoded name, the rest kept raw.
      ['h%61sh=&utm_source=a+b', '/?utm_source=a+b'],
    ])('?%s → %s, nothing recorded', (query, location) => {
      expect(decideNewsletterPath({ country: 'sk', path: '/exConsents/confirm', query })).toEqual({
        location,
        status: NEWSLETTER_REDIRECT_STATUS,
        recordConsentHash: null,
      });
    });

    it('without a query at all', () => {
      expect(decideNewsletterPath({ country: 'sk', path: '/exConsents/confirm' })?.location).toBe('/');
    });
  });

  describe('confirm with a hash: record the consent event, then go to the locale prefix plus redirect_to, or /', () => {
    it.each([
      ['sk', '/exConsents/confirm', { redirect_to: '/my-account/my-newsletter' }, '/my-account/my-newsletter'],
      ['be', '/nl/exConsents/confirm', { redirect_to: '/my-account' }, '/nl/my-account'],
      ['be', '/nl/exConsents/confirm', { redirect_to: '/' }, '/nl'],
      ['be', '/nl/exConsents/confirm', { email: 'a@b.example' }, '/'],
      ['ch', '/it/exConsents/confirm/', { redirect_to: '/drills/?page=2' }, '/it/drills/?page=2'],
      // The default language's prefix must not be used (spec/1 §9.6), so it is not kept.
      ['be', '/fr/exConsents/confirm', { redirect_to: '/login' }, '/login'],
      ['sk', '/de/exConsents/confirm', { redirect_to: '/login' }, '/login'],
      // A target that already carries a prefix of one of the country's languages is not prefixed again.
      ['ch', '/fr/exConsents/confirm', { redirect_to: '/fr/drills/' }, '/fr/drills/'],
      ['ch', '/fr/exConsents/confirm', { redirect_to: '/fr' }, '/fr'],
      ['ch', '/it/exConsents/confirm', { redirect_to: '/fr/drills/' }, '/fr/drills/'],
      ['ch', '/exConsents/confirm', { redirect_to: '/fr/drills/?page=2' }, '/fr/drills/?page=2'],
      // …and is written canonically: no prefix for the default language, none of another country's language.
      ['be', '/nl/exConsents/confirm', { redirect_to: '/fr/drills/' }, '/drills/'],
      ['sk', '/exConsents/confirm', { redirect_to: '/de/drills/' }, '/drills/'],
      ['be', '/nl/exConsents/confirm', { redirect_to: '/en/drills/' }, '/nl/drills/'],
      // The prefix goes before the path, not before its query or fragment.
      ['be', '/nl/exConsents/confirm', { redirect_to: '/?x=1' }, '/nl?x=1'],
      ['be', '/nl/exConsents/confirm', { redirect_to: '/tv/#top' }, '/nl/tv/#top'],
    ] as const)('%s %s %j → %s', (country, path, payload, location) => {
      const query = hashQuery(payload);
      expect(decideNewsletterPath({ country, path, query })).toEqual({
        location,
        status: NEWSLETTER_REDIRECT_STATUS,
        recordConsentHash: hashOf(payload),
      });
    });

    it('records the hash as written in the link, also when query parsing made its + a space', () => {
      const hash = hashOf({ redirect_to: '/my-account', n: '>>>' });
      expect(hash).toContain('+');
      const decision = decideNewsletterPath({ country: 'sk', path: '/exConsents/confirm', query: `hash=${hash}` });
      expect(decision).toEqual({
        location: '/my-account',
        status: NEWSLETTER_REDIRECT_STATUS,
        recordConsentHash: hash,
      });
    });

    it('records a hash it cannot read, and goes to /: the consent service decides whether it is genuine', () => {
      expect(decideNewsletterPath({ country: 'sk', path: '/exConsents/confirm', query: 'hash=%25%25%25' })).toEqual({
        location: '/',
        status: NEWSLETTER_REDIRECT_STATUS,
        recordConsentHash: '%%%',
      });
    });
  });

  describe('consentRedirectTarget: only a same-site path (no open redirect), no crash on bad input', () => {
    it.each([
      ['a same-site path', hashOf({ redirect_to: '/my-account' }), '/my-account'],
      [
        'base64url without padding',
        hashOf({ redirect_to: '/a?b=>>>' }).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, ''),
        '/a?b=>>>',
      ],
      ['another site', hashOf({ redirect_to: 'https://evil.example/' }), null],
      ['a protocol-relative URL', hashOf({ redirect_to: '//evil.example/' }), null],
      ['a backslash trick', hashOf({ redirect_to: '/\\evil.example' }), null],
      ['a script URL', hashOf({ redirect_to: 'javascript:alert(1)' }), null],
      ['a control character', hashOf({ redirect_to: '/\t/evil.example' }), null],
      ['a non-string target', hashOf({ redirect_to: ['/'] }), null],
      ['no target', hashOf({}), null],
      ['JSON that is not an object', hashOf('/my-account'), null],
      ['JSON null', hashOf(null), null],
      ['malformed JSON', btoa('{"redirect_to":'), null],
      ['malformed base64', '!!!', null],
      ['characters base64 cannot hold', 'é€', null],
    ])('%s → %s', (_what, hash, target) => {
      expect(consentRedirectTarget(hash)).toBe(target);
    });
  });

  describe('manageSubscriptions: to / with the query', () => {
    it.each([
      ['sk', '/exConsents/manageSubscriptions', 'email=a%40b.example&x=1', '/?email=a%40b.example&x=1'],
      ['be', '/nl/exConsents/manageSubscriptions/', '', '/'],
    ] as const)('%s %s ?%s → %s', (country, path, query, location) => {
      expect(decideNewsletterPath({ country, path, query })).toEqual({
        location,
        status: NEWSLETTER_REDIRECT_STATUS,
        recordConsentHash: null,
      });
    });
  });

  it('a temporary redirect, so the browser never caches the confirmation link away', () => {
    expect(NEWSLETTER_REDIRECT_STATUS).toBe(302);
  });

  it.each(['/', '/my-account/my-newsletter', '/exConsents'])('%s is no newsletter path', (path) => {
    expect(decideNewsletterPath({ country: 'sk', path, query: 'hash=abc' })).toBeNull();
  });

  // ADR 014: redirect_to may only lead to a path of the same shop, for any text an attacker puts in the hash.
  it('never leads off the shop, whatever redirect_to holds, in any country and language (property)', () => {
    const hostileStart = fc.constantFrom(
      '//',
      '/\\',
      '\\',
      'https://',
      'http:',
      '/%2F',
      '%2F%2F',
      ' ',
      '\t/',
      'javascript:',
      '',
    );
    const target = fc
      .tuple(hostileStart, fc.string(), fc.constantFrom('evil.com', 'evil.com/x', ''))
      .map((parts) => parts.join(''));
    const link = fc.constantFrom(
      ...COUNTRY_CODES.flatMap((country) =>
        COUNTRY_ROUTING[country].languages.map(({ pathPrefix }) => [country, `/${pathPrefix}`] as const),
      ),
    );
    fc.assert(
      fc.property(link, target, fc.boolean(), ([country, prefix], redirectTo, urlSafe) => {
        const encoded = urlSafe
          ? hashOf({ redirect_to: redirectTo }).replaceAll('+', '-').replaceAll('/', '_')
          : hashOf({ redirect_to: redirectTo });
        const decision = decideNewsletterPath({
          country,
          path: `${prefix}/exConsents/confirm`,
          query: `hash=${encodeURIComponent(encoded)}`,
        });
        const location = decision!.location;
        expect(new URL(location, 'https://shop.example').origin).toBe('https://shop.example');
        expect(location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 2000 },
    );
  });
});
