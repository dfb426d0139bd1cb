import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  href,
  ROUTE_KEYS,
  ROUTES,
  type CountryCode,
  type HrefTarget,
  type LanguageCode,
  type RouteKey,
} from '../../../generated/index.ts';
import { parseLanguagePrefix } from './language-prefix.ts';
import { matchRoute, withoutTrailingSlash } from './match-route.ts';

describe('matchRoute: page kinds recognised by path (spec/1 §2.1)', () => {
  it.each([
    ['/', 'home', 'home'],
    ['/search', 'search', 'search'],
    ['/login', 'login', 'login'],
    ['/create-account', 'createAccount', 'createAccount'],
    ['/password-reset', 'passwordReset', 'resetPassword'],
    ['/password-reset/change-password', 'passwordResetChangePassword', 'resetPassword'],
    ['/password-reset/check-email', 'passwordResetCheckEmail', 'resetPassword'],
    ['/checkout', 'checkout', 'checkout'],
    ['/checkout/login', 'checkoutLogin', 'checkout'],
    ['/checkout/payment', 'checkoutPayment', 'checkout'],
    ['/checkout/cart', 'checkoutCart', 'checkout'],
    ['/checkout/addresses', 'checkoutAddresses', 'checkoutAddresses'],
    ['/checkout/thank-you', 'checkoutThankYou', 'checkout'],
    ['/my-account', 'myAccount', 'myAccount'],
    ['/my-account/loyalty-card', 'loyaltyCard', 'myAccount'],
    ['/cordless-drill-12345678', 'product', 'product'],
    ['/log-out/', 'logOut', 'logout'],
    ['/adyen-payment-error/', 'paymentError', 'paymentError'],
    ['/premium-gurantee/', 'premiumGuarantee', 'information'],
    ['/centrum-pomoci/', 'helpCentre', 'information'],
  ] as const)('sk %s is %s (%s)', (path, routeKey, pageKind) => {
    const match = matchRoute('sk', 'sk', path);
    expect(match?.routeKeys).toEqual([routeKey]);
    expect(match?.pageKind).toBe(pageKind);
  });

  it('a non-product slug is the catch-all: category or content, which the store decides (spec/1 §2.1)', () => {
    expect(matchRoute('sk', 'sk', '/drills/')).toEqual({
      routeKeys: ['category', 'content'],
      pageKind: null,
      trailingSlash: true,
      params: { slug: 'drills' },
    });
  });

  it('a product slug is a product page (spec/1 §2.1 product slug pattern)', () => {
    expect(matchRoute('sk', 'sk', '/drill-12345678')).toEqual({
      routeKeys: ['product'],
      pageKind: 'product',
      trailingSlash: false,
      params: { slug: 'drill-12345678' },
    });
    expect(matchRoute('sk', 'sk', '/drill-1234567')?.routeKeys).toEqual(['category', 'content']);
  });

  describe('native routing (spec/1 §2.1 /c/ and /p/; §9.5 native routing on: LT only)', () => {
    it.each([
      ['/c/drills/', ['category'], 'category', { slug: 'drills' }],
      ['/c/drills', ['category'], 'category', { slug: 'drills' }],
      ['/p/drill-12345678', ['product'], 'product', { slug: 'drill-12345678' }],
      ['/p/no-number', ['product'], 'product', { slug: 'no-number' }],
      ['/drills/', ['content'], 'content', { slug: 'drills' }],
    ])('lt %s is %j', (path, routeKeys, pageKind, params) => {
      expect(matchRoute('lt', 'lt', path)).toMatchObject({ routeKeys, pageKind, params });
    });

    it.each(['/c/drills/', '/p/drill-12345678'])('sk %s is no page where native routing is off', (path) => {
      expect(matchRoute('sk', 'sk', path)).toBeNull();
    });
  });

  it('reads the thank-you page order id from the slug (spec/1 §2.1)', () => {
    expect(matchRoute('sk', 'sk', '/checkout/thank-you/NS-1001')?.params).toEqual({ orderId: 'NS-1001' });
    expect(matchRoute('sk', 'sk', '/checkout/thank-you/')?.params).toEqual({});
    expect(matchRoute('sk', 'sk', '/checkout/thank-you/a/b')).toBeNull();
  });

  it('matches the help centre by the language’s own slug (spec/1 §2.1 "Slug comes from a translation")', () => {
    expect(matchRoute('ch', 'it', '/centro-assistenza/')?.routeKeys).toEqual(['helpCentre']);
    expect(matchRoute('ch', 'de', '/hilfe-center/')?.routeKeys).toEqual(['helpCentre']);
    expect(matchRoute('ch', 'it', '/hilfe-center/')?.routeKeys).toEqual(['category', 'content']);
  });

  it('ignores the trailing slash: the canonical rule fixes it (spec/1 §9.6)', () => {
    expect(matchRoute('sk', 'sk', '/login/')?.routeKeys).toEqual(['login']);
    expect(matchRoute('sk', 'sk', '/privacy-data')?.routeKeys).toEqual(['privacyData']);
    expect(matchRoute('sk', 'sk', '/privacy-data')?.trailingSlash).toBe(true);
  });

  it('decodes parameters', () => {
    expect(matchRoute('sk', 'sk', '/caf%C3%A9/')?.params).toEqual({ slug: 'café' });
  });

  it.each([
    ['a reserved path (spec/1 §2.1 never content)', '/api'],
    ['a reserved path', '/.well-known'],
    ['a quote (spec/1 §2.1)', "/it's/"],
    ['an encoded quote', '/it%27s/'],
    ['a malformed escape', '/%E0%A4%A/'],
    ['an empty segment', '/drills//'],
    ['an empty order id', '/checkout/thank-you//'],
    ['a double slash', '//'],
    ['no leading slash', 'login'],
    ['nothing', ''],
    ['an unknown nested path', '/tools/drills/'],
    ['a login page under another page', '/checkout/nothing'],
  ])('%s is no page: %s', (_why, path) => {
    expect(matchRoute('sk', 'sk', path)).toBeNull();
  });

  it('refuses a language the country does not have', () => {
    expect(() => matchRoute('sk', 'de', '/')).toThrow('"de" is not a language of country "sk"');
  });

  // Every route of every country and language, as the generated href writes it, is matched back to its route.
  const params: { [K in RouteKey]?: Record<string, string> } = {
    category: { slug: 'drills' },
    content: { slug: 'drills' },
    product: { slug: 'cordless-drill-12345678' },
    checkoutThankYou: { orderId: 'order-1' },
  };
  const rows = COUNTRY_CODES.flatMap((country) =>
    COUNTRIES[country].languages.map(({ language }) => [country, language] as [CountryCode, LanguageCode]),
  );
  it.each(rows)(
    '%s/%s: every href matches its route, with its page kind and trailing-slash rule',
    (country, language) => {
      for (const key of ROUTE_KEYS) {
        const path = href(key, (params[key] ?? {}) as never, { country, language } as HrefTarget<CountryCode>);
        const parsed = parseLanguagePrefix(country, path);
        const match = matchRoute(country, parsed.language, parsed.pathWithoutPrefix);
        expect(match?.routeKeys, `${key} ${path}`).toContain(key);
        expect(match?.trailingSlash, key).toBe(ROUTES[key].trailingSlash);
      }
    },
  );
});

describe('withoutTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['/a/', '/a'],
    ['/a', '/a'],
  ])('%s → %s', (path, bare) => {
    expect(withoutTrailingSlash(path)).toBe(bare);
  });
});
