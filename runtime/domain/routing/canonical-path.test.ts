import { describe, expect, it } from 'vitest';
import { ROUTE_KEYS, ROUTES } from '../../../generated/index.ts';
import { canonicalPath, withTrailingSlashRule } from './canonical-path.ts';

describe('trailing-slash rule (spec/1 §2.1 "all pages other than home, product, login, checkout, account, reset password, create account and search get a trailing slash")', () => {
  // The config carries the sentence: these page kinds have no slash, every other route has one.
  const withoutSlash = new Set([
    'home',
    'product',
    'login',
    'checkout',
    'checkoutAddresses',
    'myAccount',
    'resetPassword',
    'createAccount',
    'search',
  ]);
  it.each(ROUTE_KEYS.map((key) => [key, ROUTES[key].pageKind] as const))(
    '%s (%s) follows the sentence',
    (key, pageKind) => {
      expect(ROUTES[key].trailingSlash).toBe(!withoutSlash.has(pageKind));
    },
  );

  it.each([
    ['/privacy-data', true, '/privacy-data/'],
    ['/privacy-data/', true, '/privacy-data/'],
    ['/login/', false, '/login'],
    ['/login', false, '/login'],
    ['/', true, '/'],
    ['/', false, '/'],
  ])('withTrailingSlashRule(%s, %s) is %s', (path, trailingSlash, result) => {
    expect(withTrailingSlashRule(path, trailingSlash)).toBe(result);
  });
});

describe('canonicalPath (spec/1 §9.6 "A path differing from its canonical page link redirects")', () => {
  it.each([
    ['sk', '/', '/'],
    ['sk', '/search/', '/search'],
    ['sk', '/login/', '/login'],
    ['sk', '/create-account/', '/create-account'],
    ['sk', '/password-reset/check-email/', '/password-reset/check-email'],
    ['sk', '/checkout/addresses/', '/checkout/addresses'],
    ['sk', '/my-account/my-profile/', '/my-account/my-profile'],
    ['sk', '/drill-12345678/', '/drill-12345678'],
    ['sk', '/drills', '/drills/'],
    ['sk', '/privacy-data', '/privacy-data/'],
    ['sk', '/log-out', '/log-out/'],
    ['sk', '/caf%C3%A9', '/caf%C3%A9/'],
    ['be', '/nl/', '/nl'],
    ['be', '/nl', '/nl'],
    ['be', '/nl/privacy-data', '/nl/privacy-data/'],
    ['ch', '/it/centro-assistenza', '/it/centro-assistenza/'],
    ['lt', '/c/drills', '/c/drills/'],
    ['lt', '/p/drill-12345678/', '/p/drill-12345678'],
    // The default language's prefix is not canonical (spec/1 §2.1): dropped, the page kept (spec/1 §9.6).
    ['be', '/fr/login', '/login'],
    ['ch', '/de/checkout/cart', '/checkout/cart'],
    ['be', '/fr/privacy-data', '/privacy-data/'],
    ['sk', '/sk', '/'],
  ] as const)('%s %s → %s', (country, path, canonical) => {
    expect(canonicalPath(country, path)).toBe(canonical);
  });

  it.each([
    ['no page', 'sk', '/tools/drills/'],
    ['a reserved path', 'sk', '/api'],
    ['another country’s prefix', 'sk', '/de/login'],
  ] as const)('is null for %s: %s %s', (_why, country, path) => {
    expect(canonicalPath(country, path)).toBeNull();
  });
});
