// Unit tests for cli/build/changed-countries.ts (build --changed, ADR 020): which countries' builds a set of
// changed files touches, and why. The countries' facts are read from the real countries/*.json and every expectation
// is derived from those facts (never a hard-coded list of countries), so that a new country passes unchanged.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countriesTouched } from './changed-countries.ts';
import type { ChangedFile, CountryFacts, SourcePaths, TouchedCountries } from './changed-countries.ts';

const root = join(import.meta.dirname, '..', '..');
const paths: SourcePaths = {
  countries: 'countries',
  content: 'content',
  schemas: 'schemas',
  templates: 'templates',
  blocks: 'blocks',
  generated: 'generated',
};

interface CountryFile {
  code: string;
  currency: string;
  languages: { language: string }[];
  flags: { nativeRouting?: boolean };
}
interface CurrenciesTable {
  defaultCurrency: string;
  currencies: { code: string; name: string }[];
}
interface LanguagesTable {
  languages: { code: string; nativeName: string }[];
}
interface ShippingTable {
  byCurrency: Record<string, { freeAbove: number }>;
}
type Table = Record<string, unknown>;

const COUNTRY_FILE = /^[a-z]{2}\.json$/;

function readText(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

function readJson<T>(path: string): T {
  return JSON.parse(readText(path)) as T;
}

function text(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

const countryFileNames = readdirSync(join(root, 'countries'))
  .filter((name) => COUNTRY_FILE.test(name))
  .sort();

const facts: CountryFacts[] = countryFileNames.map((name) => {
  const country = readJson<CountryFile>(`countries/${name}`);
  const languages = country.languages.map((entry) => entry.language);
  return {
    code: country.code,
    currency: country.currency,
    languages,
    locales: languages.map((language) => `${language}-${country.code.toUpperCase()}`),
    nativeRouting: country.flags.nativeRouting === true,
  };
});

const everyCountry = facts.map((country) => country.code).sort();
const usedCurrencies = [...new Set(facts.map((country) => country.currency))].sort();
const usedLanguages = [...new Set(facts.flatMap((country) => country.languages))].sort();
const sharedTables = readdirSync(join(root, 'countries'))
  .filter((name) => name.endsWith('.json') && !COUNTRY_FILE.test(name))
  .sort();
const frameLocales = readdirSync(join(root, 'content', 'frame'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();
const shippingCurrencies = Object.keys(readJson<ShippingTable>('countries/shipping.json').byCurrency).sort();
const otherRouteKeys = Object.keys(readJson<Table>('countries/routes.json')).filter((key) => key !== 'nativePrefixes');

/** A two-letter code that is no country's (a deleted country). */
const unknownCode = ['zz', 'zy', 'zx', 'zw'].find((code) => !everyCountry.includes(code)) ?? 'zz';

function countriesWhere(predicate: (country: CountryFacts) => boolean): string[] {
  return facts
    .filter(predicate)
    .map((country) => country.code)
    .sort();
}

function touched(changes: readonly ChangedFile[]): TouchedCountries {
  return countriesTouched(changes, facts, paths);
}

function codes(result: TouchedCountries): string[] {
  return [...result.keys()].sort();
}

/** A real file of the project, its text before and a modified copy's text (both as `JSON.stringify(…, null, 2)`). */
function edited<T>(path: string, edit: (table: T) => void): ChangedFile {
  const original = readJson<T>(path);
  const copy = structuredClone(original);
  edit(copy);
  return { path, before: text(original), after: text(copy) };
}

/** A file whose text does not matter (code, content, docs). */
function changed(path: string): ChangedFile {
  return { path, before: 'before', after: 'after' };
}

/** `name` as a whole word, so that e.g. the language `de` is not found inside another word. */
function word(name: string): RegExp {
  return new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`);
}

/** Exactly `expected` are touched, each for one reason containing every fragment. */
function expectTouched(result: TouchedCountries, expected: readonly string[], ...fragments: (string | RegExp)[]): void {
  expect(codes(result)).toEqual([...expected].sort());
  for (const code of expected) {
    const reasons = result.get(code) ?? [];
    expect(reasons).toHaveLength(1);
    for (const fragment of fragments) expect(reasons[0]).toMatch(fragment);
  }
}

describe('the countries’ facts read from countries/*.json', () => {
  it('give each country file’s code as its file name', () => {
    expect(everyCountry.map((code) => `${code}.json`)).toEqual(countryFileNames);
  });

  it('name the locales as the content does: every locale is a content/frame file and every frame a locale', () => {
    expect(facts.flatMap((country) => country.locales).sort()).toEqual(frameLocales);
  });

  it('give Belgium the locales fr-BE and nl-BE', () => {
    expect(facts.find((country) => country.code === 'be')?.locales).toEqual(['fr-BE', 'nl-BE']);
  });

  it('have some but not all countries on native routing, so that the routing rule can be told from “every country”', () => {
    const native = countriesWhere((country) => country.nativeRouting);
    expect(native.length).toBeGreaterThan(0);
    expect(native.length).toBeLessThan(everyCountry.length);
  });

  it('use only currencies and languages that the shared tables list', () => {
    const currencies = readJson<CurrenciesTable>('countries/currencies.json').currencies.map((entry) => entry.code);
    const languages = readJson<LanguagesTable>('countries/languages.json').languages.map((entry) => entry.code);
    expect(currencies).toEqual(expect.arrayContaining(usedCurrencies));
    expect(languages).toEqual(expect.arrayContaining(usedLanguages));
  });
});

describe('a country file', () => {
  it.each(everyCountry)('countries/%s.json changed touches exactly that country', (code) => {
    const path = `countries/${code}.json`;
    const change = edited<Table>(path, (country) => {
      country.label = 'Edited';
    });
    expectTouched(touched([change]), [code], path, 'changed');
  });

  it('added touches exactly that country, as added', () => {
    for (const code of everyCountry) {
      const path = `countries/${code}.json`;
      expectTouched(touched([{ path, before: null, after: readText(path) }]), [code], path, 'added');
    }
  });

  it('of a code no country has (a deleted country) touches nothing, removed or changed', () => {
    const path = `countries/${unknownCode}.json`;
    const country = text({ ...readJson<Table>(`countries/${everyCountry[0]}.json`), code: unknownCode });
    expect(codes(touched([{ path, before: country, after: null }]))).toEqual([]);
    expect(codes(touched([{ path, before: country, after: `${country}\n` }]))).toEqual([]);
  });
});

describe('countries/currencies.json', () => {
  const path = 'countries/currencies.json';

  it.each(usedCurrencies)('a change to the entry of %s touches exactly the countries paying in it', (currency) => {
    const change = edited<CurrenciesTable>(path, (table) => {
      for (const entry of table.currencies) if (entry.code === currency) entry.name = `${entry.name} (edited)`;
    });
    expectTouched(
      touched([change]),
      countriesWhere((country) => country.currency === currency),
      path,
      word(currency),
    );
  });

  it.each(usedCurrencies)('the entry of %s added or removed touches exactly the countries paying in it', (currency) => {
    const change = edited<CurrenciesTable>(path, (table) => {
      table.currencies = table.currencies.filter((entry) => entry.code !== currency);
    });
    const expected = countriesWhere((country) => country.currency === currency);
    expectTouched(touched([change]), expected, path, word(currency));
    expectTouched(touched([{ path, before: change.after, after: change.before }]), expected, path, word(currency));
  });

  it('a new currency that no country pays in touches nothing', () => {
    const change = edited<CurrenciesTable>(path, (table) => {
      table.currencies.push({ code: 'XTS', name: 'Test currency' });
    });
    expect(codes(touched([change]))).toEqual([]);
  });

  it('a change of defaultCurrency touches every country', () => {
    const change = edited<CurrenciesTable>(path, (table) => {
      table.defaultCurrency = table.currencies.find((entry) => entry.code !== table.defaultCurrency)?.code ?? 'XTS';
    });
    expectTouched(touched([change]), everyCountry, path, 'defaultCurrency');
  });
});

describe('countries/languages.json', () => {
  const path = 'countries/languages.json';

  it.each(usedLanguages)(
    'a change to the entry of %s touches exactly the countries having that language',
    (language) => {
      const change = edited<LanguagesTable>(path, (table) => {
        for (const entry of table.languages) if (entry.code === language) entry.nativeName = `${entry.nativeName}!`;
      });
      expectTouched(
        touched([change]),
        countriesWhere((country) => country.languages.includes(language)),
        path,
        word(language),
      );
    },
  );

  it.each(usedLanguages)('the entry of %s added or removed touches exactly the countries having it', (language) => {
    const change = edited<LanguagesTable>(path, (table) => {
      table.languages = table.languages.filter((entry) => entry.code !== language);
    });
    const expected = countriesWhere((country) => country.languages.includes(language));
    expectTouched(touched([change]), expected, path, word(language));
    expectTouched(touched([{ path, before: change.after, after: change.before }]), expected, path, word(language));
  });

  it('a change to the rest of the table touches every country', () => {
    const change = edited<Table>(path, (table) => {
      table.$schema = '../schemas/languages-v2.schema.json';
    });
    expectTouched(touched([change]), everyCountry, path, '$schema');
  });
});

describe('countries/shipping.json', () => {
  const path = 'countries/shipping.json';

  it.each(shippingCurrencies)('a change to byCurrency.%s touches exactly the countries paying in it', (currency) => {
    const change = edited<ShippingTable>(path, (table) => {
      const entry = table.byCurrency[currency];
      if (entry !== undefined) entry.freeAbove += 100;
    });
    expectTouched(
      touched([change]),
      countriesWhere((country) => country.currency === currency),
      path,
      word(currency),
    );
  });

  it('shipping added for a currency no country pays in touches nothing', () => {
    const change = edited<ShippingTable>(path, (table) => {
      table.byCurrency.XTS = { freeAbove: 1000 };
    });
    expect(codes(touched([change]))).toEqual([]);
  });

  it('a new top-level key touches every country', () => {
    const change = edited<Table>(path, (table) => {
      table.freeReturnsDays = 30;
    });
    expectTouched(touched([change]), everyCountry, path, 'freeReturnsDays');
  });
});

describe('countries/routes.json', () => {
  const path = 'countries/routes.json';

  it('a change to nativePrefixes touches exactly the countries on native routing', () => {
    const change = edited<Table>(path, (table) => {
      table.nativePrefixes = { category: 'k', product: 'p' };
    });
    expectTouched(
      touched([change]),
      countriesWhere((country) => country.nativeRouting),
      path,
      'nativePrefixes',
    );
  });

  it.each(otherRouteKeys)('a change to %s touches every country', (key) => {
    const change = edited<Table>(path, (table) => {
      table[key] = { edited: table[key] };
    });
    expectTouched(touched([change]), everyCountry, path, key);
  });
});

describe('countries/footer.json', () => {
  it('a change touches every country', () => {
    const path = 'countries/footer.json';
    const change = edited<Table>(path, (table) => {
      table.columns = [];
    });
    expectTouched(touched([change]), everyCountry, path);
  });
});

describe('content', () => {
  it.each(frameLocales)('content/frame/%s.json touches exactly the countries with that locale', (locale) => {
    const path = `content/frame/${locale}.json`;
    expectTouched(
      touched([changed(path)]),
      countriesWhere((country) => country.locales.includes(locale)),
      path,
      locale,
    );
  });

  it.each(frameLocales)('a page of %s touches exactly the countries with that locale', (locale) => {
    const folder = join(root, 'content', 'pages', locale);
    const page = (existsSync(folder) ? readdirSync(folder) : []).find((name) => name.endsWith('.json')) ?? 'page.json';
    const path = `content/pages/${locale}/${page}`;
    expectTouched(
      touched([changed(path)]),
      countriesWhere((country) => country.locales.includes(locale)),
      path,
      locale,
    );
  });

  it.each(['content/README.md', 'content/images/logo.svg', 'content/pages/index.json'])(
    '%s, content of no one locale, touches every country',
    (path) => {
      expectTouched(touched([changed(path)]), everyCountry, path);
    },
  );
});

describe('code and build settings that go into every build', () => {
  it.each([
    'runtime/server/app.server.ts',
    'schemas/country.schema.json',
    'templates/partials/header.hbs',
    'blocks/hero-banner/HeroBanner.tsx',
    'cli/build/build-inputs.ts',
    'cli/build/changed-countries.ts',
    'package-lock.json',
    'package.json',
    'vite.config.ts',
    'tsconfig.json',
    'multishop.config.json',
  ])('%s touches every country', (path) => {
    expectTouched(touched([changed(path)]), everyCountry, path);
  });
});

describe('files that go into no build', () => {
  it.each([
    'runtime/x.test.ts',
    'countries/footer.test.ts',
    'cli/build/changed-countries.test.ts',
    'blocks/hero-banner/HeroBanner.test.tsx',
    'runtime/server/__snapshots__/app.server.test.ts.snap',
    'generated/countries.ts',
    'docs/blocks.md',
    'README.md',
    'bench/pages.bench.ts',
    'tests/e2e/axe.ts',
    'tests/e2e/block-gallery.test.ts',
  ])('%s touches nothing', (path) => {
    expect(codes(touched([changed(path)]))).toEqual([]);
  });
});

describe('a shared table that cannot be compared entry by entry', () => {
  const cases = sharedTables.flatMap((name) => {
    const path = `countries/${name}`;
    const real = readText(path);
    const broken = real.slice(0, real.lastIndexOf('}'));
    return [
      { name, how: 'invalid JSON before', change: { path, before: broken, after: real }, reason: 'changed' },
      { name, how: 'invalid JSON after', change: { path, before: real, after: broken }, reason: 'changed' },
      { name, how: 'added', change: { path, before: null, after: real }, reason: 'added' },
      { name, how: 'removed', change: { path, before: real, after: null }, reason: 'removed' },
    ];
  });

  it.each(cases)('$name with $how touches every country', ({ change, reason }) => {
    expectTouched(touched([change]), everyCountry, change.path, reason);
  });

  it('a new table of a name still unknown touches every country', () => {
    const path = 'countries/taxes.json';
    expectTouched(touched([{ path, before: null, after: text({ rates: {} }) }]), everyCountry, path, 'added');
  });
});

describe('an unchanged shared table', () => {
  it.each(sharedTables)('%s with the same text before and after touches nothing', (name) => {
    const path = `countries/${name}`;
    const real = readText(path);
    expect(codes(touched([{ path, before: real, after: real }]))).toEqual([]);
  });

  it.each(sharedTables)('%s with the same JSON in other whitespace touches nothing', (name) => {
    const path = `countries/${name}`;
    const table = readJson<unknown>(path);
    expect(codes(touched([{ path, before: text(table), after: JSON.stringify(table) }]))).toEqual([]);
  });
});

describe('the reasons', () => {
  it('are not repeated when the same change is listed twice', () => {
    const currencies = edited<CurrenciesTable>('countries/currencies.json', (table) => {
      for (const entry of table.currencies) entry.name = `${entry.name} (edited)`;
    });
    const changes = [
      currencies,
      currencies,
      changed('runtime/server/app.server.ts'),
      changed('runtime/server/app.server.ts'),
    ];
    const result = touched(changes);
    expect(codes(result)).toEqual(everyCountry);
    for (const code of everyCountry) expect(result.get(code)).toHaveLength(2);
  });

  it('are not repeated when the same content file is listed twice', () => {
    const result = touched([
      changed(`content/frame/${frameLocales[0]}.json`),
      changed(`content/frame/${frameLocales[0]}.json`),
    ]);
    for (const code of countriesWhere((country) => country.locales.includes(frameLocales[0] ?? ''))) {
      expect(result.get(code)).toHaveLength(1);
    }
  });

  it('give one reason per changed entry that a country uses, each naming the entry', () => {
    const path = 'countries/languages.json';
    const change = edited<LanguagesTable>(path, (table) => {
      for (const entry of table.languages) entry.nativeName = `${entry.nativeName}!`;
    });
    const result = touched([change]);
    expect(codes(result)).toEqual(countriesWhere((country) => country.languages.length > 0));
    for (const country of facts) {
      const reasons = result.get(country.code) ?? [];
      expect(reasons).toHaveLength(country.languages.length);
      for (const language of country.languages) {
        expect(reasons.filter((reason) => word(language).test(reason) && reason.includes(path))).toHaveLength(1);
      }
    }
  });

  it.each(everyCountry)('of %s accumulate over several changes, in the order found', (code) => {
    const country = facts.find((entry) => entry.code === code);
    const locale = country?.locales[0] ?? '';
    const currency = country?.currency ?? '';
    const countryPath = `countries/${code}.json`;
    const framePath = `content/frame/${locale}.json`;
    const shipping = edited<ShippingTable>('countries/shipping.json', (table) => {
      const entry = table.byCurrency[currency];
      if (entry !== undefined) entry.freeAbove += 100;
      else table.byCurrency[currency] = { freeAbove: 100 };
    });
    const reasons = touched([changed(framePath), shipping, changed(countryPath), changed('package.json')]).get(code);
    expect(reasons).toHaveLength(4);
    expect(reasons?.[0]).toContain(framePath);
    expect(reasons?.[1]).toContain('countries/shipping.json');
    expect(reasons?.[1]).toMatch(word(currency));
    expect(reasons?.[2]).toContain(countryPath);
    expect(reasons?.[3]).toContain('package.json');
  });
});
