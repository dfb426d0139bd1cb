// The specification's tables, value by value, against the config files.
// Every expected value below is written out by hand from /work/shared/spec (spec/1 = storefront shell,
// spec/2 = cart, checkout and payment, spec/3 = customer and service), never read from the config,
// so that a changed config value makes a test fail. Money is in minor units (cents) in the config;
// the tables keep the spec's amounts and convert them with cents().
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ---------------------------------------------------------------------------------------------------------------------
// Shapes of the config files (only the parts these tests read) and small helpers
// ---------------------------------------------------------------------------------------------------------------------

interface Fees {
  freeAbove?: number;
  parcelFee?: number;
  freightFee?: number;
}

interface CountryLanguage {
  language: string;
  pathPrefix: string;
  fallbacks: string[];
}

interface Country {
  code: string;
  currency: string;
  storeId: string;
  topLevelDomain: string;
  prodDomain: string;
  isDefault: boolean;
  defaultLanguage: string;
  languages: CountryLanguage[];
  flags: Record<string, unknown>;
  payment: {
    standardVatRate: number;
    cashOnDelivery: { priceLimit: number; itemLimit: number; freightAllowed: boolean };
    bankTransfer: { enabled: boolean };
    orderNumberPrefixToStrip?: string;
  };
  address: {
    postalCode?: { pattern: string };
    streetNumberCheck: boolean;
    vat: { prefix?: string; maxLength?: number };
  };
  shipping?: Fees & { temporary?: Fees[] };
}

interface Currencies {
  defaultCurrency: string;
  currencies: { code: string; fractionDigits: number; symbolDisplay: string }[];
}

interface Languages {
  languages: { code: string; homeLocale: string; reviewPlatform: boolean }[];
}

interface Shipping {
  byCurrency: Record<string, Required<Fees> & { lowStock: { high: number; low: number } }>;
}

interface Route {
  path: string;
  nativePath?: string;
  localizedPaths?: Record<string, string>;
  pageKind: string;
  layout: string;
  guard: string;
  trailingSlash: boolean;
  lazy: boolean;
}

interface Routes {
  redirectCodes: { default: number; seo: number };
  reservedPrefixes: string[];
  alternativeHomeSlug: string;
  nativePrefixes: { category: string; product: string };
  routes: (Route & { key: string })[];
  checkoutSteps: { step: number; name: string; routeKey: string }[];
  externalLinks: { key: string; url: string }[];
  specialPaths: Record<string, string>;
}

const countriesDir = dirname(fileURLToPath(import.meta.url));

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

const countryCache = new Map<string, Country>();

/** countries/<cc>.json; accepts the spec's upper-case or the file's lower-case code. */
function country(code: string): Country {
  const cc = code.toLowerCase();
  let loaded = countryCache.get(cc);
  if (!loaded) {
    loaded = readJson<Country>(join(countriesDir, `${cc}.json`));
    countryCache.set(cc, loaded);
  }
  return loaded;
}

const currencies = () => readJson<Currencies>(join(countriesDir, 'currencies.json'));
const languages = () => readJson<Languages>(join(countriesDir, 'languages.json'));
const shipping = () => readJson<Shipping>(join(countriesDir, 'shipping.json'));
const routes = () => readJson<Routes>(join(countriesDir, 'routes.json'));

/** A spec amount in major units (2500, 999.99, 217.5) as integer minor units. */
function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** Sorted copy, for comparing sets. */
function sorted(values: readonly string[]): string[] {
  return [...values].sort();
}

/** A route path without a trailing optional parameter: /checkout/thank-you/{orderId?} -> /checkout/thank-you. */
function staticPart(path: string): string {
  return path.replace(/\/\{[A-Za-z]+\?\}$/, '');
}

/** The stored route for a path as the spec writes it (information pages are written with their trailing slash). */
function routeFor(specPath: string): Route | undefined {
  const stored = specPath === '/' ? '/' : specPath.replace(/\/$/, '');
  return routes().routes.find((route) => staticPart(route.path) === stored);
}

// ---------------------------------------------------------------------------------------------------------------------
// spec/1 §9.1 Countries, written as the spec lists them
// ---------------------------------------------------------------------------------------------------------------------

const ALL_COUNTRIES = [
  'ie',
  'sk',
  'de',
  'pt',
  'it',
  'fr',
  'hu',
  'cz',
  'at',
  'no',
  'nl',
  'ch',
  'be',
  'dk',
  'se',
  'es',
  'gb',
  'fi',
  'pl',
  'ro',
  'lt',
  'si',
  'bg',
  'gr',
  'hr',
] as const;

/** One row per country: [CC, true if the spec lists the country, false otherwise]. */
function onlyIn(listed: readonly string[]): [string, boolean][] {
  return ALL_COUNTRIES.map((cc) => [cc.toUpperCase(), listed.includes(cc.toUpperCase())]);
}

// =====================================================================================================================
// spec/1 §1, §9.1 Countries
// =====================================================================================================================

describe('spec/1 §9.1 Countries (25): exactly these country files exist', () => {
  it('the folder holds exactly the 25 country files', () => {
    const files = readdirSync(countriesDir).filter((name) => /^[a-z]{2}\.json$/.test(name));
    expect(sorted(files)).toEqual(sorted(ALL_COUNTRIES.map((cc) => `${cc}.json`)));
  });

  it.each(ALL_COUNTRIES.map((cc) => [cc]))('%s.json has code %s', (cc) => {
    expect(country(cc).code).toBe(cc);
  });
});

describe('spec/1 §1 Default country is sk (Slovakia)', () => {
  it.each(onlyIn(['SK']))('%s isDefault: %s', (cc, expected) => {
    expect(country(cc).isDefault).toBe(expected);
  });

  it('multishop.config.json defaultCountry is sk', () => {
    const config = readJson<{ defaultCountry?: string }>(join(countriesDir, '..', 'multishop.config.json'));
    expect(config.defaultCountry).toBe('sk');
  });
});

describe('spec/1 §3, §9.4 and spec/3 §9 Domains and store ids (the UK domain ends in co.uk, store id co_uk form)', () => {
  it('GB: topLevelDomain co.uk, production domain ends in .co.uk', () => {
    expect(country('gb').topLevelDomain).toBe('co.uk');
    expect(country('gb').prodDomain.endsWith('.co.uk')).toBe(true);
  });

  it('GB: store id uses the co_uk form', () => {
    expect(country('gb').storeId.endsWith('_co_uk')).toBe(true);
  });

  it.each(ALL_COUNTRIES.filter((cc) => cc !== 'gb').map((cc) => [cc]))(
    '%s: own country domain and store id ending',
    (cc) => {
      expect(country(cc).topLevelDomain).toBe(cc);
      expect(country(cc).prodDomain.endsWith(`.${cc}`)).toBe(true);
      expect(country(cc).storeId.endsWith(`_${cc}`)).toBe(true);
    },
  );

  it('every store id is the same store prefix plus the country', () => {
    const prefixes = new Set(
      ALL_COUNTRIES.map((cc) => country(cc).storeId.replace(cc === 'gb' ? /_co_uk$/ : /_[a-z]{2}$/, '')),
    );
    expect(prefixes.size).toBe(1);
  });
});

// =====================================================================================================================
// spec/1 §9.2 Languages, §2.1 prefixes, §2.3 multi-language countries, §9.4 fallbacks
// =====================================================================================================================

const ALL_LANGUAGES = [
  'sk',
  'en',
  'de',
  'pt',
  'it',
  'fr',
  'hu',
  'cs',
  'nb',
  'nl',
  'da',
  'sv',
  'es',
  'fi',
  'pl',
  'ro',
  'lt',
  'sl',
  'bg',
  'el',
  'hr',
];

/** Each country's languages (spec/1 §2.1 prefix list, §2.3 BE fr, nl; CH de, fr, it; spec/3 §9). */
const COUNTRY_LANGUAGES: [string, string[]][] = [
  ['IE', ['en']],
  ['SK', ['sk']],
  ['DE', ['de']],
  ['PT', ['pt']],
  ['IT', ['it']],
  ['FR', ['fr']],
  ['HU', ['hu']],
  ['CZ', ['cs']],
  ['AT', ['de']],
  ['NO', ['nb']],
  ['NL', ['nl']],
  ['CH', ['de', 'fr', 'it']],
  ['BE', ['fr', 'nl']],
  ['DK', ['da']],
  ['SE', ['sv']],
  ['ES', ['es']],
  ['GB', ['en']],
  ['FI', ['fi']],
  ['PL', ['pl']],
  ['RO', ['ro']],
  ['LT', ['lt']],
  ['SI', ['sl']],
  ['BG', ['bg']],
  ['GR', ['el']],
  ['HR', ['hr']],
];

/** spec/1 §2.1: "Prefixes in use: de (AT, CH, DE), fr (BE, CH, FR), nl (BE, NL), bg, it (CH, IT), en (GB, IE), cs, …". */
const PREFIXES_IN_USE: [string, string[]][] = [
  ['de', ['AT', 'CH', 'DE']],
  ['fr', ['BE', 'CH', 'FR']],
  ['nl', ['BE', 'NL']],
  ['bg', ['BG']],
  ['it', ['CH', 'IT']],
  ['en', ['GB', 'IE']],
  ['cs', ['CZ']],
  ['da', ['DK']],
  ['es', ['ES']],
  ['fi', ['FI']],
  ['el', ['GR']],
  ['hr', ['HR']],
  ['hu', ['HU']],
  ['lt', ['LT']],
  ['nb', ['NO']],
  ['pl', ['PL']],
  ['pt', ['PT']],
  ['ro', ['RO']],
  ['sv', ['SE']],
  ['sk', ['SK']],
  ['sl', ['SI']],
];

/** spec/1 §9.4 Locale fallbacks; every other locale has none. */
const LOCALE_FALLBACKS: Record<string, string[]> = {
  'de-AT': ['de-DE'],
  'fr-BE': ['fr-FR'],
  'nl-BE': ['nl-NL'],
  'de-CH': ['de-DE'],
  'fr-CH': ['fr-FR'],
  'it-CH': ['it-IT'],
  'en-IE': ['en-GB'],
};

/** The 28 language-and-country combinations, from the literal table above. */
const ALL_LOCALES: [string, string, string][] = COUNTRY_LANGUAGES.flatMap(([cc, langs]) =>
  langs.map((lang): [string, string, string] => [`${lang}-${cc}`, cc, lang]),
);

function countryLanguage(cc: string, lang: string): CountryLanguage | undefined {
  return country(cc).languages.find((entry) => entry.language === lang);
}

describe('spec/1 §9.2 Languages (21) in languages.json', () => {
  it('languages.json lists exactly the 21 languages', () => {
    expect(sorted(languages().languages.map((language) => language.code))).toEqual(sorted(ALL_LANGUAGES));
  });

  it.each(ALL_LANGUAGES.map((lang) => [lang]))('%s is listed once', (lang) => {
    expect(languages().languages.filter((language) => language.code === lang)).toHaveLength(1);
  });
});

describe("spec/1 §9.2, §2.3 Each country's languages (BE fr, nl; CH de, fr, it)", () => {
  it.each(COUNTRY_LANGUAGES)('%s speaks %j', (cc, expected) => {
    expect(sorted(country(cc).languages.map((entry) => entry.language))).toEqual(sorted(expected));
    expect(expected).toContain(country(cc).defaultLanguage);
  });

  it('spec/1 §1: 28 language-and-country combinations in all', () => {
    const locales = ALL_COUNTRIES.flatMap((cc) =>
      country(cc).languages.map((entry) => `${entry.language}-${cc.toUpperCase()}`),
    );
    expect(ALL_LOCALES).toHaveLength(28);
    expect(sorted(locales)).toEqual(sorted(ALL_LOCALES.map(([locale]) => locale)));
  });

  it('every one of the 21 languages is used by some country', () => {
    const used = new Set(ALL_COUNTRIES.flatMap((cc) => country(cc).languages.map((entry) => entry.language)));
    expect(sorted([...used])).toEqual(sorted(ALL_LANGUAGES));
  });
});

describe('spec/1 §2.1 Language path prefixes (prefixes in use)', () => {
  it.each(ALL_LOCALES)('%s: pathPrefix is the language code', (_locale, cc, lang) => {
    expect(countryLanguage(cc, lang)?.pathPrefix).toBe(lang);
  });

  it.each(PREFIXES_IN_USE)('prefix %s is used by %j', (prefix, expected) => {
    const users = ALL_COUNTRIES.filter((cc) => country(cc).languages.some((entry) => entry.pathPrefix === prefix));
    expect(sorted(users.map((cc) => cc.toUpperCase()))).toEqual(sorted(expected));
  });

  it('no other prefix is in use', () => {
    const used = new Set(ALL_COUNTRIES.flatMap((cc) => country(cc).languages.map((entry) => entry.pathPrefix)));
    expect(sorted([...used])).toEqual(sorted(PREFIXES_IN_USE.map(([prefix]) => prefix)));
  });
});

describe('spec/1 §9.4 Language fallbacks (de-AT to de-DE, …, en-IE to en-GB; all others none)', () => {
  it.each(ALL_LOCALES.map(([locale, cc, lang]) => [locale, LOCALE_FALLBACKS[locale] ?? [], cc, lang] as const))(
    '%s falls back to %j',
    (_locale, expected, cc, lang) => {
      expect(countryLanguage(cc, lang)?.fallbacks).toEqual(expected);
    },
  );

  it.each([
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['nl', 'nl-NL'],
    ['it', 'it-IT'],
    ['en', 'en-GB'],
  ])('languages.json: %s home locale (the fallback target) is %s', (lang, homeLocale) => {
    expect(languages().languages.find((language) => language.code === lang)?.homeLocale).toBe(homeLocale);
  });
});

// =====================================================================================================================
// spec/1 §9.3 Currencies
// =====================================================================================================================

const ALL_CURRENCIES = ['EUR', 'GBP', 'CHF', 'CZK', 'DKK', 'SEK', 'HUF', 'RON', 'NOK', 'PLN', 'BGN', 'USD'];

const EUR_COUNTRIES = ['AT', 'DE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'NL', 'PT', 'SK', 'SI', 'BE'];

/** "the others have their own" */
const OWN_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  CH: 'CHF',
  CZ: 'CZK',
  DK: 'DKK',
  SE: 'SEK',
  HU: 'HUF',
  RO: 'RON',
  NO: 'NOK',
  PL: 'PLN',
  BG: 'BGN',
};

const NARROW_SYMBOL = ['CZK', 'DKK', 'SEK'];

describe('spec/1 §9.3 Currencies (12) in currencies.json', () => {
  it('currencies.json lists exactly the 12 currencies', () => {
    expect(sorted(currencies().currencies.map((currency) => currency.code))).toEqual(sorted(ALL_CURRENCIES));
  });

  it('spec/1 §1: default currency is EUR', () => {
    expect(currencies().defaultCurrency).toBe('EUR');
  });

  it.each(ALL_CURRENCIES.map((code) => [code, NARROW_SYMBOL.includes(code) ? 'narrowSymbol' : 'symbol']))(
    '%s is shown with the %s',
    (code, expected) => {
      expect(currencies().currencies.find((currency) => currency.code === code)?.symbolDisplay).toBe(expected);
    },
  );

  it.each(ALL_CURRENCIES.map((code) => [code]))('%s: prices held in cents (fractionDigits 2)', (code) => {
    expect(currencies().currencies.find((currency) => currency.code === code)?.fractionDigits).toBe(2);
  });
});

describe('spec/1 §9.3 Currency per country (EUR countries; the others their own)', () => {
  it('every country is either a EUR country or has its own currency', () => {
    expect(sorted([...EUR_COUNTRIES, ...Object.keys(OWN_CURRENCY)])).toEqual(
      sorted(ALL_COUNTRIES.map((cc) => cc.toUpperCase())),
    );
  });

  it.each(ALL_COUNTRIES.map((cc) => [cc.toUpperCase(), OWN_CURRENCY[cc.toUpperCase()] ?? 'EUR']))(
    '%s pays in %s',
    (cc, expected) => {
      expect(EUR_COUNTRIES.includes(cc)).toBe(expected === 'EUR');
      expect(country(cc).currency).toBe(expected);
    },
  );
});

// =====================================================================================================================
// spec/1 §9.5 Feature and country switches; spec/2 §5 price disclaimer; spec/3 §4 address verdict
// =====================================================================================================================

const SWITCHES: { section: string; title: string; flag: string; on: string[] }[] = [
  {
    section: 'spec/1 §9.5',
    title: 'Checkout disabled',
    flag: 'checkoutDisabled',
    on: ['IE', 'SI', 'LT', 'GR', 'BG', 'RO'],
  },
  { section: 'spec/1 §9.5', title: 'Quick add-to-cart restricted', flag: 'quickAddToCartRestricted', on: ['AT', 'DE'] },
  { section: 'spec/1 §9.5', title: 'Native routing on', flag: 'nativeRouting', on: ['LT'] },
  {
    section: 'spec/1 §9.5',
    title: 'Live cart updates enabled for all 25 countries',
    flag: 'liveUpdates',
    on: ALL_COUNTRIES.map((cc) => cc.toUpperCase()),
  },
  { section: 'spec/1 §9.5', title: 'Personalised discounts', flag: 'personalisedDiscounts', on: ['LT'] },
  { section: 'spec/1 §9.5', title: 'Newsletter optional', flag: 'newsletterOptional', on: ['HU', 'PL'] },
  { section: 'spec/1 §9.5', title: 'New trust features', flag: 'newTrustFeatures', on: ['DE', 'PL'] },
  { section: 'spec/1 §9.5', title: 'Review consent', flag: 'reviewConsent', on: ['CZ'] },
  {
    section: 'spec/1 §9.5',
    title: 'Manual translation',
    flag: 'manualTranslation',
    on: ['IE', 'DE', 'AT', 'GB', 'PL'],
  },
  {
    section: 'spec/1 §9.5',
    title: 'Google address validation off everywhere',
    flag: 'googleAddressValidation',
    on: [],
  },
  { section: 'spec/3 §4', title: 'Address-verdict check off everywhere', flag: 'addressVerdictCheck', on: [] },
  {
    section: 'spec/2 §5',
    title: 'Price disclaimer',
    flag: 'priceDisclaimer',
    // prettier-ignore
    on: ['AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  },
];

for (const { section, title, flag, on } of SWITCHES) {
  describe(`${section} ${title} (flags.${flag})`, () => {
    it.each(onlyIn(on))('%s: %s', (cc, expected) => {
      expect(country(cc).flags[flag]).toBe(expected);
    });
  });
}

const REVIEW_PLATFORM_LANGUAGES = ['de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pt', 'pl', 'nb', 'da', 'sv'];

describe('spec/1 §9.5 and spec/3 §9 Review-platform supported languages (languages.json reviewPlatform)', () => {
  it.each(ALL_LANGUAGES.map((lang) => [lang, REVIEW_PLATFORM_LANGUAGES.includes(lang)]))('%s: %s', (lang, expected) => {
    expect(languages().languages.find((language) => language.code === lang)?.reviewPlatform).toBe(expected);
  });
});

// =====================================================================================================================
// spec/2 §5 Payment method availability, VAT on cart
// =====================================================================================================================

const BANK_PAYMENT_DISABLED = ['IE', 'NL', 'SE', 'GB', 'RO', 'LT', 'SI', 'BG', 'GR', 'HR'];

describe('spec/2 §5 Bank payment disabled for IE, NL, SE, GB, RO, LT, SI, BG, GR, HR (payment.bankTransfer.enabled)', () => {
  it.each(onlyIn(BANK_PAYMENT_DISABLED))('%s disabled: %s', (cc, disabled) => {
    expect(country(cc).payment.bankTransfer.enabled).toBe(!disabled);
  });
});

/** Standard VAT rates in force in 2026, in percent (spec/2 §5 VAT on cart: per country). */
const STANDARD_VAT_PERCENT: [string, number][] = [
  ['IE', 23],
  ['SK', 23],
  ['DE', 19],
  ['PT', 23],
  ['IT', 22],
  ['FR', 20],
  ['HU', 27],
  ['CZ', 21],
  ['AT', 20],
  ['NO', 25],
  ['NL', 21],
  ['CH', 8.1],
  ['BE', 21],
  ['DK', 25],
  ['SE', 25],
  ['ES', 21],
  ['GB', 20],
  ['FI', 25.5],
  ['PL', 23],
  ['RO', 21],
  ['LT', 21],
  ['SI', 22],
  ['BG', 20],
  ['GR', 24],
  ['HR', 25],
];

describe('spec/2 §5 VAT on cart: standard VAT rate per country (payment.standardVatRate, a fraction)', () => {
  it.each(ALL_COUNTRIES.map((cc) => [cc.toUpperCase()]))('%s: rate present and a plausible fraction', (cc) => {
    const rate = country(cc).payment.standardVatRate;
    expect(typeof rate).toBe('number');
    expect(rate).toBeGreaterThan(0.05);
    expect(rate).toBeLessThan(0.3);
  });

  it.each(STANDARD_VAT_PERCENT)('%s: %s %', (cc, percent) => {
    expect(country(cc).payment.standardVatRate).toBeCloseTo(percent / 100, 6);
  });
});

// =====================================================================================================================
// spec/2 §9 Business constants and limits
// =====================================================================================================================

/** In the country's own currency, major units as the spec writes them. */
const COD_PRICE_LIMIT: [string, number][] = [
  ['SK', 2500],
  ['IE', 1500],
  ['DE', 1500],
  ['PT', 1000],
  ['IT', 999.99],
  ['FR', 1000],
  ['HU', 499999],
  ['CZ', 60000],
  ['AT', 1500],
  ['NO', 1500],
  ['NL', 1500],
  ['CH', 3500],
  ['BE', 3000],
  ['DK', 20000],
  ['SE', 3000],
  ['ES', 1000],
  ['GB', 2500],
  ['FI', 1500],
  ['PL', 6000],
  ['RO', 10000],
  ['LT', 4500],
  ['SI', 4500],
  ['BG', 8900],
  ['GR', 499],
  ['HR', 4500],
];

const COD_ITEM_LIMIT_ONE = ['SK', 'IT', 'HU', 'CZ', 'PL', 'HR'];
const COD_FREIGHT_ALLOWED = ['SK', 'HU', 'CZ', 'PL'];

describe('spec/2 §9 Cash on delivery price limit per country (payment.cashOnDelivery.priceLimit, minor units)', () => {
  it('the table covers all 25 countries', () => {
    expect(sorted(COD_PRICE_LIMIT.map(([cc]) => cc.toLowerCase()))).toEqual(sorted(ALL_COUNTRIES));
  });

  it.each(COD_PRICE_LIMIT)('%s: %s', (cc, limit) => {
    expect(country(cc).payment.cashOnDelivery.priceLimit).toBe(cents(limit));
  });
});

describe('spec/2 §9 Cash on delivery item limit (1 for SK, IT, HU, CZ, PL, HR; otherwise 0)', () => {
  it.each(onlyIn(COD_ITEM_LIMIT_ONE))('%s limited to 1: %s', (cc, one) => {
    expect(country(cc).payment.cashOnDelivery.itemLimit).toBe(one ? 1 : 0);
  });
});

describe('spec/2 §9 Cash on delivery for freight on in SK, HU, CZ, PL', () => {
  it.each(onlyIn(COD_FREIGHT_ALLOWED))('%s: %s', (cc, allowed) => {
    expect(country(cc).payment.cashOnDelivery.freightAllowed).toBe(allowed);
  });
});

/** [currency, free-shipping threshold, parcel fee, freight fee] in major units; "BG lev" is BGN. */
const SHIPPING_BY_CURRENCY: [string, number, number, number][] = [
  ['EUR', 59, 1.95, 9.95],
  ['GBP', 52, 1.95, 9.95],
  ['DKK', 439, 15, 74],
  ['SEK', 659, 22, 111],
  ['NOK', 689, 23, 116],
  ['CHF', 59, 1.95, 9.95],
  ['CZK', 1399, 46, 235],
  ['PLN', 269, 9, 45],
  ['HUF', 22099, 730, 3731],
  ['RON', 289, 10, 49],
  ['BGN', 115, 3.95, 19.95],
];

/** [country, free-shipping threshold, parcel fee, freight fee] in major units. */
const TEMPORARY_SHIPPING: [string, number, number, number][] = [
  ['FR', 59, 6.95, 39.95],
  ['HU', 22099, 1481, 7481],
];

/** [currency, high, low] in major units; "lev" is BGN. */
const LOW_STOCK: [string, number, number][] = [
  ['EUR', 1000, 250],
  ['GBP', 870, 217.5],
  ['DKK', 7450, 1862.5],
  ['SEK', 11200, 2800],
  ['NOK', 11700, 2925],
  ['CHF', 980, 245],
  ['CZK', 23600, 5900],
  ['PLN', 4550, 1137.5],
  ['HUF', 375000, 93750],
  ['RON', 4940, 1235],
  ['BGN', 1950, 487.5],
];

describe('spec/2 §9 Shipping by currency (shipping.json byCurrency: free-above / parcel fee / freight fee)', () => {
  it('shipping.json has exactly the 11 currencies of the table', () => {
    expect(sorted(Object.keys(shipping().byCurrency))).toEqual(sorted(SHIPPING_BY_CURRENCY.map(([code]) => code)));
  });

  it.each(SHIPPING_BY_CURRENCY)('%s: %s / %s / %s', (code, freeAbove, parcelFee, freightFee) => {
    const fees = shipping().byCurrency[code];
    expect(fees?.freeAbove).toBe(cents(freeAbove));
    expect(fees?.parcelFee).toBe(cents(parcelFee));
    expect(fees?.freightFee).toBe(cents(freightFee));
  });

  it.each(ALL_COUNTRIES.map((cc) => [cc.toUpperCase()]))("%s: its currency's fees are in the table", (cc) => {
    expect(SHIPPING_BY_CURRENCY.map(([code]) => code)).toContain(country(cc).currency);
  });
});

describe('spec/2 §9 Temporary shipping FR 59/6.95/39.95 and HU 22099/1481/7481 (<cc>.json shipping.temporary)', () => {
  it.each(TEMPORARY_SHIPPING)('%s: %s / %s / %s', (cc, freeAbove, parcelFee, freightFee) => {
    expect(country(cc).shipping?.temporary).toContainEqual(
      expect.objectContaining({
        freeAbove: cents(freeAbove),
        parcelFee: cents(parcelFee),
        freightFee: cents(freightFee),
      }),
    );
  });

  it.each(ALL_COUNTRIES.map((cc) => [cc.toUpperCase()]))(
    "%s: no permanent fees of its own (the currency's apply)",
    (cc) => {
      const own = country(cc).shipping;
      expect(own?.freeAbove).toBeUndefined();
      expect(own?.parcelFee).toBeUndefined();
      expect(own?.freightFee).toBeUndefined();
    },
  );

  it.each(onlyIn(TEMPORARY_SHIPPING.map(([cc]) => cc)))('%s has temporary fees: %s', (cc, expected) => {
    expect((country(cc).shipping?.temporary ?? []).length > 0).toBe(expected);
  });
});

describe('spec/2 §9 Low-stock boundaries high/low (shipping.json byCurrency lowStock)', () => {
  it.each(LOW_STOCK)('%s: %s / %s', (code, high, low) => {
    expect(shipping().byCurrency[code]?.lowStock).toEqual({ high: cents(high), low: cents(low) });
  });
});

describe('spec/2 §9 In the Czech store the order number prefix NS is removed (payment.orderNumberPrefixToStrip)', () => {
  it.each(ALL_COUNTRIES.map((cc) => [cc.toUpperCase(), cc === 'cz' ? 'NS' : undefined]))('%s: %s', (cc, expected) => {
    expect(country(cc).payment.orderNumberPrefixToStrip).toBe(expected);
  });
});

// =====================================================================================================================
// spec/3 §5 Validation rules: postal code, street number, VAT number
// =====================================================================================================================

/** spec/3 §5 Postal code table, with real codes that must pass and codes that must fail. */
const POSTAL_CODE_FORMATS: { countries: string[]; format: string; pass: string[]; fail: string[] }[] = [
  {
    countries: ['AT', 'BE', 'HU'],
    format: 'four digits, first 1-9',
    pass: ['1010', '1000', '9990'],
    fail: ['0123', '101', '10100', '10 10', 'A010'],
  },
  {
    countries: ['BG', 'CH', 'DK', 'NO', 'SI'],
    format: 'four digits',
    pass: ['1000', '8001', '0150'],
    fail: ['123', '12345', '12A4', '12 34'],
  },
  {
    countries: ['CZ', 'SK', 'SE', 'GR'],
    format: 'five digits, optional space after three',
    pass: ['110 00', '11000', '811 01', '10557'],
    fail: ['1100', '110000', '11 000', '110  00', '110-00'],
  },
  {
    countries: ['DE', 'ES', 'FI', 'FR', 'HR', 'IT', 'LT'],
    format: 'five digits',
    pass: ['10115', '01067', '75008', '00100'],
    fail: ['1011', '101155', '101 15', '1011A'],
  },
  {
    countries: ['NL'],
    format: 'four digits (first 1-9) plus two letters, optional space',
    pass: ['1012 AB', '1012AB', '9999 ZZ'],
    fail: ['0123 AB', '1012 A', '1012 ABC', '1012-AB', '10123 AB', '1012 A1'],
  },
  {
    countries: ['PL'],
    format: '2 digits, dash, 3 digits',
    pass: ['00-001', '31-143'],
    fail: ['00001', '00-01', '000-001', '00 001'],
  },
  {
    countries: ['PT'],
    format: '4 digits, dash, 3 digits',
    pass: ['1100-148', '4000-322'],
    fail: ['1100148', '110-148', '1100-14', '1100 148'],
  },
  {
    countries: ['RO'],
    format: 'six digits',
    pass: ['010011', '400001'],
    fail: ['01001', '0100111', '010 011'],
  },
  {
    countries: ['GB'],
    format: 'own format (UK postcode)',
    pass: ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'W1A 0AX'],
    fail: ['12345', 'SW1A', 'SW1A 1A', 'SW1A 1AAA', 'D02 X285'],
  },
  {
    countries: ['IE'],
    format: 'own format (Eircode)',
    pass: ['D02 X285', 'A65F4E2', 'A65 F4E2'],
    fail: ['12345', 'D02', 'D02 X28', 'D02 X2855', 'SW1A 1AA'],
  },
];

function postalCodePasses(cc: string, code: string): boolean {
  const pattern = country(cc).address.postalCode?.pattern;
  if (pattern === undefined) throw new Error(`${cc} has no postal-code pattern`);
  return new RegExp(pattern, 'u').test(code);
}

describe('spec/3 §5 Postal code table (address.postalCode.pattern)', () => {
  it('the table covers all 25 countries', () => {
    expect(sorted(POSTAL_CODE_FORMATS.flatMap((row) => row.countries).map((cc) => cc.toLowerCase()))).toEqual(
      sorted(ALL_COUNTRIES),
    );
  });

  for (const { countries, format, pass, fail } of POSTAL_CODE_FORMATS) {
    describe(`${countries.join(', ')}: ${format}`, () => {
      const cases: [string, string, boolean][] = countries.flatMap((cc) => [
        ...pass.map((code): [string, string, boolean] => [cc, code, true]),
        ...fail.map((code): [string, string, boolean] => [cc, code, false]),
      ]);
      it.each(cases)('%s "%s" passes: %s', (cc, code, expected) => {
        expect(postalCodePasses(cc, code)).toBe(expected);
      });
    });
  }
});

describe('spec/3 §5 Street number must contain a digit, except in CZ, PL and RO (address.streetNumberCheck)', () => {
  it.each(onlyIn(['CZ', 'PL', 'RO']))('%s check off: %s', (cc, off) => {
    expect(country(cc).address.streetNumberCheck).toBe(!off);
  });
});

describe('spec/3 §5 VAT number prefix (GR uses EL, CH uses CHE, every other country its own code)', () => {
  const special: Record<string, string> = { GR: 'EL', CH: 'CHE' };
  it.each(ALL_COUNTRIES.map((cc) => [cc.toUpperCase(), special[cc.toUpperCase()] ?? cc.toUpperCase()]))(
    '%s: %s',
    (cc, prefix) => {
      expect(country(cc).address.vat.prefix).toBe(prefix);
    },
  );
});

describe('spec/3 §5 VAT number: HU keeps only the first 8 characters (address.vat.maxLength)', () => {
  it.each(onlyIn(['HU']))('%s keeps 8: %s', (cc, hu) => {
    expect(country(cc).address.vat.maxLength).toBe(hu ? 8 : undefined);
  });
});

// =====================================================================================================================
// spec/1 §2.1 Route table (routes.json), §2.2 layouts, §9.6 redirect codes; spec/2 §2; spec/3 §2
// =====================================================================================================================

/** Every path of the route tables, as the spec writes it, with its trailing-slash rule (spec/1 §2.1). */
const ROUTE_PATHS: [string, boolean][] = [
  ['/', false],
  ['/search', false],
  ['/login', false],
  ['/create-account', false],
  ['/password-reset', false],
  ['/password-reset/change-password', false],
  ['/password-reset/check-email', false],
  ['/checkout', false],
  ['/checkout/login', false],
  ['/checkout/addresses', false],
  ['/checkout/payment', false],
  ['/checkout/cart', false],
  ['/checkout/thank-you', false],
  ['/checkout/create-account', false],
  ['/checkout/password-reset', false],
  ['/my-account', false],
  ['/my-account/my-profile', false],
  ['/my-account/shipping-details', false],
  ['/my-account/billing-details', false],
  ['/my-account/my-newsletter', false],
  ['/my-account/my-reviews', false],
  ['/my-account/loyalty-card', false],
  ['/log-out', true],
  ['/adyen-payment-error', true], // spec/3 §2; spec/1 §2.1: the payment provider's name followed by -payment-error
  ['/privacy-data/', true],
  ['/company-information/', true],
  ['/terms-and-conditions/', true],
  ['/payment/', true],
  ['/return-policy/', true],
  ['/dispatch-information/', true],
  ['/battery-regulations/', true],
  ['/premium-gurantee/', true], // (spelled so)
  ['/complaints/', true],
  ['/best-prices-guaranteed/', true],
  ['/our-history/', true],
  ['/inspirations/', true],
  ['/product-recalls/', true],
  ['/merchant-information/', true],
];

/** spec/1 §2.1 page kinds without a trailing slash: home, product, login, checkout, account, reset password, create account, search. */
const NO_TRAILING_SLASH_KINDS = [
  'home',
  'product',
  'login',
  'checkout',
  'checkoutAddresses',
  'myAccount',
  'resetPassword',
  'createAccount',
  'search',
];

const QUOTES = /["'`\u2018\u2019\u201C\u201D]/;

describe('spec/1 §2.1 Route table: every path exists (routes.json, stored without trailing slash)', () => {
  it.each(ROUTE_PATHS)('%s exists, trailing slash: %s', (specPath, trailingSlash) => {
    const route = routeFor(specPath);
    expect(route, `no route for ${specPath}`).toBeDefined();
    expect(route?.trailingSlash).toBe(trailingSlash);
  });

  it('the 14 information pages are in the table (including the misspelt /premium-gurantee)', () => {
    expect(ROUTE_PATHS.filter(([path]) => path.length > 1 && path.endsWith('/'))).toHaveLength(14);
    expect(routeFor('/premium-gurantee/')).toBeDefined();
    expect(routeFor('/premium-guarantee/')).toBeUndefined();
  });

  it('no stored path ends in a slash (the trailingSlash rule adds it)', () => {
    const withSlash = routes()
      .routes.map((route) => route.path)
      .filter((path) => path !== '/' && path.endsWith('/'));
    expect(withSlash).toEqual([]);
  });

  it('/home is the alternative home slug', () => {
    expect(routes().alternativeHomeSlug).toBe('/home');
  });

  it('catch-all /{slug}: category, product and content pages', () => {
    const catchAll = routes().routes.filter((route) => route.path === '/{slug}');
    expect(sorted(catchAll.map((route) => route.pageKind))).toEqual(['category', 'content', 'product']);
  });

  it.each([
    ['category', 'c', true],
    ['product', 'p', false],
  ] as const)('native %s prefix /%s/ (trailing slash: %s)', (kind, prefix, trailingSlash) => {
    expect(routes().nativePrefixes[kind]).toBe(prefix);
    const route = routes().routes.find((candidate) => candidate.pageKind === kind);
    expect(route?.nativePath?.startsWith(`/${prefix}/`)).toBe(true);
    expect(route?.trailingSlash).toBe(trailingSlash);
  });

  it('help centre: slug comes from a translation, one per language (trailing slash)', () => {
    const helpCentre = routes().routes.find((route) => route.localizedPaths !== undefined);
    expect(sorted(Object.keys(helpCentre?.localizedPaths ?? {}))).toEqual(sorted(ALL_LANGUAGES));
    expect(helpCentre?.trailingSlash).toBe(true);
  });

  it('trailing slash is off exactly for home, product, login, checkout, account, reset password, create account and search', () => {
    const wrong = routes()
      .routes.filter((route) => route.trailingSlash !== !NO_TRAILING_SLASH_KINDS.includes(route.pageKind))
      .map((route) => `${route.path} (${route.pageKind})`);
    expect(wrong).toEqual([]);
  });

  it('pages are loaded lazily', () => {
    expect(
      routes()
        .routes.filter((route) => !route.lazy)
        .map((route) => route.path),
    ).toEqual([]);
  });

  it('routes must not contain quote characters', () => {
    const table = routes();
    const paths = [
      ...table.routes.flatMap((route) => [
        route.path,
        ...(route.nativePath === undefined ? [] : [route.nativePath]),
        ...Object.values(route.localizedPaths ?? {}),
      ]),
      table.alternativeHomeSlug,
      ...table.reservedPrefixes,
      ...Object.values(table.specialPaths),
    ];
    expect(paths.filter((path) => QUOTES.test(path))).toEqual([]);
  });
});

describe('spec/1 §2.1 Reserved prefixes: hidden /., build /__, api /api, font /font', () => {
  it('exactly these four', () => {
    expect(sorted(routes().reservedPrefixes)).toEqual(sorted(['/.', '/__', '/api', '/font']));
  });
});

describe('spec/1 §2.1 External links: about us, career, my orders', () => {
  it('three https links to separate sites', () => {
    const links = routes().externalLinks;
    expect(links).toHaveLength(3);
    expect(links.every((link) => link.url.startsWith('https://'))).toBe(true);
  });
});

describe('spec/1 §2.2 Layouts: checkout addresses, payment and thank-you use a centred container', () => {
  it.each([
    ['/checkout/addresses', true],
    ['/checkout/payment', true],
    ['/checkout/thank-you', true],
    ['/checkout', false],
    ['/checkout/cart', false],
    ['/checkout/login', false],
    ['/', false],
    ['/my-account', false],
  ] as const)('%s centred: %s', (path, centred) => {
    expect(routeFor(path)?.layout === 'centred').toBe(centred);
  });
});

describe('spec/1 §6 and spec/3 §2 Route guards', () => {
  it.each([
    ['/login', 'guestOnly'],
    ['/create-account', 'guestOnly'],
    ['/my-account', 'loggedInOnly'],
    ['/my-account/my-profile', 'loggedInOnly'],
    ['/my-account/shipping-details', 'loggedInOnly'],
    ['/my-account/billing-details', 'loggedInOnly'],
    ['/my-account/my-newsletter', 'loggedInOnly'],
    ['/my-account/my-reviews', 'loggedInOnly'],
    ['/my-account/loyalty-card', 'loggedInOnly'],
  ])('%s: %s', (path, guard) => {
    expect(routeFor(path)?.guard).toBe(guard);
  });
});

describe('spec/1 §9.6 Redirect codes: default 308, SEO 301', () => {
  it.each([
    ['default', 308],
    ['seo', 301],
  ] as const)('%s: %s', (kind, code) => {
    expect(routes().redirectCodes[kind]).toBe(code);
  });
});

describe('spec/1 §2.1 and spec/2 §2 Checkout step order: cart 1, shipping 2, billing 3, payment 4, thank you 5', () => {
  const STEPS: [string, number, string][] = [
    ['cart', 1, '/checkout/cart'],
    ['shipping', 2, '/checkout/addresses'],
    ['billing', 3, '/checkout/addresses'],
    ['payment', 4, '/checkout/payment'],
    ['thankYou', 5, '/checkout/thank-you'],
  ];

  it('exactly five steps, in order', () => {
    expect(routes().checkoutSteps.map((step) => step.name)).toEqual(STEPS.map(([name]) => name));
  });

  it.each(STEPS)('%s is step %s, shown on %s', (name, number, path) => {
    const table = routes();
    const step = table.checkoutSteps.find((candidate) => candidate.name === name);
    expect(step?.step).toBe(number);
    const route = table.routes.find((candidate) => candidate.key === step?.routeKey);
    expect(route && staticPart(route.path)).toBe(path);
  });
});

// =====================================================================================================================
// spec/1 §2.7 Footer, §3 Footer link and column, §5, §9.7 (countries/footer.json)
// =====================================================================================================================

interface FooterLink {
  name?: string;
  translationKey?: string;
  url?: string;
  routeKey?: string;
  externalLinkKey?: string;
  query?: string;
  tag?: string;
}

interface Footer {
  columns: { titleKey: string; links: FooterLink[] }[];
  ownBrands: { name: string; path: string }[];
  social: { kind: string; url: string }[];
  copyrightStartYear: number;
  appVersionBannerQueryFlag: string;
  contactFormQueryParam: string;
}

const footer = () => readJson<Footer>(join(countriesDir, 'footer.json'));
const footerLinks = () => footer().columns.flatMap((column) => column.links);

describe('spec/1 §2.7 Footer link columns by route key', () => {
  /** Where each link the spec lists goes: a route path of §2.1 (with its query), the help centre, or an external link. */
  const LINKS: [string, string][] = [
    ['dispatch information', '/dispatch-information/'],
    ['my orders (order tracking)', 'external myOrders'],
    ['login (my account)', '/login'],
    ['return policy', '/return-policy/'],
    ['premium guarantee', '/premium-gurantee/'],
    ['FAQ', 'help centre'],
    ['payment methods', '/payment/'],
    ['terms and conditions', '/terms-and-conditions/'],
    ['privacy', '/privacy-data/'],
    ['company information', '/company-information/'],
    ['career', 'external career'],
    ['inspirations (tagged Blog)', '/inspirations/'],
    ['recalls', '/product-recalls/'],
    ['sale', '/search?sales'],
  ];

  /** A footer link's target written as LINKS writes it. */
  function target(link: FooterLink): string {
    if (link.externalLinkKey) return `external ${link.externalLinkKey}`;
    if (link.routeKey === 'helpCentre') return 'help centre';
    const route = routes().routes.find((candidate) => candidate.key === link.routeKey);
    if (!route) return `unknown ${link.routeKey ?? link.url ?? ''}`;
    const path = route.trailingSlash ? `${route.path}/` : route.path;
    return link.query ? `${path}?${link.query}` : path;
  }

  it('has exactly the fourteen links, in the spec order', () => {
    expect(footerLinks().map(target)).toEqual(LINKS.map(([, path]) => path));
  });

  it('tags inspirations, and only inspirations, as Blog', () => {
    const tagged = footerLinks().filter((link) => link.tag !== undefined);
    expect(tagged.map((link) => [target(link), link.tag])).toEqual([['/inspirations/', 'Blog']]);
  });
});

describe('spec/1 §5 Footer links have a name or translation key and a URL or route key; columns are not empty', () => {
  it('every column has at least one link', () => {
    expect(footer().columns.filter((column) => column.links.length === 0)).toEqual([]);
  });

  it('every link has a text and exactly one target', () => {
    for (const link of footerLinks()) {
      expect(link.name !== undefined || link.translationKey !== undefined, JSON.stringify(link)).toBe(true);
      const targets = [link.url, link.routeKey, link.externalLinkKey].filter((value) => value !== undefined);
      expect(targets, JSON.stringify(link)).toHaveLength(1);
    }
  });
});

describe('spec/1 §2.7 Footer: ten own-brand links, four social links, app-version and contact-form query parameters', () => {
  it('ten own brands with fixed, distinct paths', () => {
    const brands = footer().ownBrands;
    expect(brands).toHaveLength(10);
    expect(new Set(brands.map((brand) => brand.path)).size).toBe(10);
  });

  it('video, social network, professional network and a second professional network', () => {
    expect(footer().social.map((link) => link.kind)).toEqual([
      'video',
      'socialNetwork',
      'professionalNetwork',
      'secondProfessionalNetwork',
    ]);
    expect(footer().social.every((link) => link.url.startsWith('https://'))).toBe(true);
  });

  it('names the app-version query flag and the contact-form query parameter', () => {
    expect(footer().appVersionBannerQueryFlag).not.toBe('');
    expect(footer().contactFormQueryParam).not.toBe('');
    expect(footer().appVersionBannerQueryFlag).not.toBe(footer().contactFormQueryParam);
  });
});

describe('spec/1 §9.7 Copyright starts in 2007 in the footer', () => {
  it('copyrightStartYear is 2007', () => {
    expect(footer().copyrightStartYear).toBe(2007);
  });
});
