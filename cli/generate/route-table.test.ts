// The generated route table against the spec's route list and prefix rules (spec/1 §2.1, §9.5, §9.6; spec/3 §2).
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  href,
  LOCALE_CODES,
  LOCALES,
  ROUTE_KEYS,
  ROUTE_PATHS,
  ROUTES,
  RESERVED_PREFIXES,
  ROUTING,
  type CountryCode,
  type RouteKey,
} from '../../generated/index.ts';

/** spec/1 §2.1 route table: path → route key, and whether the page gets a trailing slash. */
const SPEC_ROUTES: Array<[string, RouteKey, boolean]> = [
  ['/', 'home', false],
  ['/search', 'search', false],
  ['/login', 'login', false],
  ['/create-account', 'createAccount', false],
  ['/password-reset', 'passwordReset', false],
  ['/password-reset/change-password', 'passwordResetChangePassword', false],
  ['/password-reset/check-email', 'passwordResetCheckEmail', false],
  ['/checkout', 'checkout', false],
  ['/checkout/login', 'checkoutLogin', false],
  ['/checkout/addresses', 'checkoutAddresses', false],
  ['/checkout/payment', 'checkoutPayment', false],
  ['/checkout/cart', 'checkoutCart', false],
  ['/checkout/thank-you/{orderId?}', 'checkoutThankYou', false],
  ['/checkout/create-account', 'checkoutCreateAccount', false],
  ['/checkout/password-reset', 'checkoutPasswordReset', false],
  ['/my-account', 'myAccount', false],
  ['/my-account/my-profile', 'myProfile', false],
  ['/my-account/shipping-details', 'shippingDetails', false],
  ['/my-account/billing-details', 'billingDetails', false],
  ['/my-account/my-newsletter', 'myNewsletter', false],
  ['/my-account/my-reviews', 'myReviews', false],
  ['/my-account/loyalty-card', 'loyaltyCard', false],
  ['/log-out/', 'logOut', true],
  ['/adyen-payment-error/', 'paymentError', true],
  ['/privacy-data/', 'privacyData', true],
  ['/company-information/', 'companyInformation', true],
  ['/terms-and-conditions/', 'termsAndConditions', true],
  ['/payment/', 'payment', true],
  ['/return-policy/', 'returnPolicy', true],
  ['/dispatch-information/', 'dispatchInformation', true],
  ['/battery-regulations/', 'batteryRegulations', true],
  ['/premium-gurantee/', 'premiumGuarantee', true],
  ['/complaints/', 'complaints', true],
  ['/best-prices-guaranteed/', 'bestPricesGuaranteed', true],
  ['/our-history/', 'ourHistory', true],
  ['/inspirations/', 'inspirations', true],
  ['/product-recalls/', 'productRecalls', true],
  ['/merchant-information/', 'merchantInformation', true],
];

describe('route table (spec/1 §2.1)', () => {
  it.each(SPEC_ROUTES)('serves %s as route %s in the default language of a country', (path, key) => {
    expect(ROUTE_PATHS.sk.sk[key]).toBe(path);
  });

  it('has a route for every language-country combination: 25 countries, 28 locales', () => {
    expect(COUNTRY_CODES).toHaveLength(25);
    expect(LOCALE_CODES).toHaveLength(28);
    const combinations = COUNTRY_CODES.flatMap((country) =>
      Object.keys(ROUTE_PATHS[country]).map((l) => `${l}-${country}`),
    );
    expect(combinations).toHaveLength(28);
    for (const country of COUNTRY_CODES) {
      for (const paths of Object.values<Record<RouteKey, string>>(ROUTE_PATHS[country])) {
        expect(Object.keys(paths).sort()).toEqual([...ROUTE_KEYS].sort());
      }
    }
  });

  it('marks the page kinds the spec recognises by path', () => {
    expect(ROUTES.home.pageKind).toBe('home');
    expect(ROUTES.search.pageKind).toBe('search');
    expect(ROUTES.login.pageKind).toBe('login');
    expect(ROUTES.createAccount.pageKind).toBe('createAccount');
    expect(ROUTES.passwordReset.pageKind).toBe('resetPassword');
    expect(ROUTES.checkout.pageKind).toBe('checkout');
    expect(ROUTES.checkoutAddresses.pageKind).toBe('checkoutAddresses');
    expect(ROUTES.myAccount.pageKind).toBe('myAccount');
    expect(ROUTES.product.pageKind).toBe('product');
  });

  it('puts checkout addresses, payment and thank-you in the centred layout, nothing else (spec/1 §2.2)', () => {
    const centred = ROUTE_KEYS.filter((key) => ROUTES[key].layout === 'centred');
    expect(centred).toEqual(['checkoutAddresses', 'checkoutPayment', 'checkoutThankYou']);
  });

  it('guards account pages for logged-in customers, login and registration for guests (spec/1 §6; spec/3 §2)', () => {
    const guarded = (guard: string) => ROUTE_KEYS.filter((key) => ROUTES[key].guard === guard);
    expect(guarded('loggedInOnly')).toEqual([
      'myAccount',
      'myProfile',
      'shippingDetails',
      'billingDetails',
      'myNewsletter',
      'myReviews',
      'loyaltyCard',
    ]);
    expect(guarded('guestOnly')).toEqual(['login', 'createAccount']);
    expect(guarded('checkout')).toEqual(
      expect.arrayContaining(['checkout', 'checkoutAddresses', 'checkoutPayment', 'checkoutCart']),
    );
  });

  it('loads every page lazily', () => {
    expect(ROUTE_KEYS.every((key) => ROUTES[key].lazy)).toBe(true);
  });

  it('never puts a quote character in a path, nor a path under a reserved prefix', () => {
    for (const country of COUNTRY_CODES) {
      for (const paths of Object.values<Record<RouteKey, string>>(ROUTE_PATHS[country])) {
        for (const path of Object.values(paths)) {
          expect(path).not.toMatch(/["'`]/);
          expect(RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
        }
      }
    }
  });

  it('keeps the redirect codes, reserved prefixes and checkout steps of the spec (spec/1 §2.1, §9.6)', () => {
    expect(ROUTING.redirectCodes).toEqual({ default: 308, seo: 301 });
    expect(RESERVED_PREFIXES).toEqual(['/.', '/__', '/api', '/font']);
    expect(ROUTING.checkoutSteps.map((step) => [step.step, step.name])).toEqual([
      [1, 'cart'],
      [2, 'shipping'],
      [3, 'billing'],
      [4, 'payment'],
      [5, 'thankYou'],
    ]);
  });
});

describe('language prefixes (spec/1 §2.1: a prefix unless the locale is the country default language)', () => {
  const cases: Array<[CountryCode, string, string]> = [
    ['ch', 'de', '/login'],
    ['ch', 'fr', '/fr/login'],
    ['ch', 'it', '/it/login'],
    ['be', 'fr', '/login'],
    ['be', 'nl', '/nl/login'],
    ['de', 'de', '/login'],
    ['gb', 'en', '/login'],
    ['gr', 'el', '/login'],
  ];
  it.each(cases)('%s in %s: %s', (country, language, path) => {
    expect((ROUTE_PATHS[country] as Record<string, Record<RouteKey, string>>)[language]?.login).toBe(path);
  });

  it('prefixes every route of every non-default language, and none of a default language', () => {
    for (const locale of LOCALE_CODES) {
      const { country, language, isDefaultLanguage } = LOCALES[locale];
      const paths = (ROUTE_PATHS[country] as Record<string, Record<RouteKey, string>>)[language]!;
      for (const [key, path] of Object.entries(paths)) {
        if (isDefaultLanguage) expect(path, `${locale} ${key}`).not.toMatch(new RegExp(`^/${language}(/|$)`));
        else expect(path, `${locale} ${key}`).toMatch(new RegExp(`^/${language}(/|$)`));
      }
    }
  });

  it('makes a prefixed home the bare prefix', () => {
    expect(href('home', {}, { country: 'ch', language: 'fr' })).toBe('/fr');
    expect(href('home', {}, { country: 'ch' })).toBe('/');
  });
});

describe('native routing (spec/1 §2.1, §9.5: LT only)', () => {
  it('uses /c/ and /p/ in LT', () => {
    expect(ROUTE_PATHS.lt.lt.category).toBe('/c/{slug}/');
    expect(ROUTE_PATHS.lt.lt.product).toBe('/p/{slug}');
    expect(ROUTING.nativePrefixes).toEqual({ category: 'c', product: 'p' });
  });

  it.each(COUNTRY_CODES.filter((code) => code !== 'lt'))('uses bare slugs in %s', (country) => {
    const paths = Object.values<Record<RouteKey, string>>(ROUTE_PATHS[country]);
    for (const path of paths) {
      expect(path.category).toMatch(/^(\/[a-z]{2})?\/\{slug\}\/$/);
      expect(path.product).toMatch(/^(\/[a-z]{2})?\/\{slug\}$/);
    }
  });
});

describe('href', () => {
  it('fills and encodes parameters, with the route trailing-slash rule', () => {
    expect(href('product', { slug: 'cordless-drill-12345678' }, { country: 'lt' })).toBe('/p/cordless-drill-12345678');
    expect(href('product', { slug: 'cordless-drill-12345678' }, { country: 'de' })).toBe('/cordless-drill-12345678');
    expect(href('category', { slug: 'garden' }, { country: 'ch', language: 'fr' })).toBe('/fr/garden/');
    expect(href('content', { slug: 'a b/c' }, { country: 'sk' })).toBe('/a%20b%2Fc/');
  });

  it('leaves out an optional parameter (the thank-you order id, spec/2 §2)', () => {
    expect(href('checkoutThankYou', {}, { country: 'cz' })).toBe('/checkout/thank-you');
    expect(href('checkoutThankYou', { orderId: 'NS-1042' }, { country: 'cz' })).toBe('/checkout/thank-you/NS-1042');
  });

  it('uses the translated help-centre slug (spec/1 §2.1)', () => {
    expect(href('helpCentre', {}, { country: 'de' })).toBe('/hilfe-center/');
    expect(href('helpCentre', {}, { country: 'ch', language: 'fr' })).toBe('/fr/centre-d-aide/');
    expect(href('helpCentre', {}, { country: 'gb' })).toBe('/help-centre/');
  });

  it('refuses a missing required parameter and a language the country does not have', () => {
    expect(() => href('product', {} as { slug: string }, { country: 'sk' })).toThrow(
      'Route "product" needs the parameter "slug"',
    );
    expect(() => href('login', {}, { country: 'de', language: 'fr' as 'de' })).toThrow(
      'Route "login" has no path in language "fr" of country "de"',
    );
  });

  it('is typed: route keys, parameters and a country’s languages are checked at compile time', () => {
    // @ts-expect-error: no such route
    expect(() => href('basket', {}, { country: 'sk' })).toThrow();
    // @ts-expect-error: fr is not a language of Germany
    expect(() => href('login', {}, { country: 'de', language: 'fr' })).toThrow();
    // @ts-expect-error: a product needs its slug
    expect(() => href('product', {}, { country: 'sk' })).toThrow();
    expect(COUNTRIES.be.languages.map((entry) => entry.language)).toEqual(['fr', 'nl']);
  });
});

describe('locales (spec/1 §3 Locale, §9.4)', () => {
  it('names search indexes with the stage prefix, a dot and language-country', () => {
    expect(LOCALES['de-CH'].searchIndex).toBe('stage.de-CH');
    expect(LOCALES['en-GB'].searchIndex).toBe('stage.en-GB');
  });

  it('carries each country language’s fallbacks (the values themselves: countries/spec-tables.test.ts)', () => {
    for (const code of LOCALE_CODES) {
      const { country, language, fallbacks } = LOCALES[code];
      const entry = COUNTRIES[country].languages.find((candidate) => candidate.language === language);
      expect(fallbacks, code).toEqual(entry?.fallbacks);
    }
    expect(LOCALES['en-IE'].fallbacks).toEqual(['en-GB']);
  });
});
