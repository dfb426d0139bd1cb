// ADR 021: the browser build's cut of the generated country tables (country-tables-plugin.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/fixtures/temp-project.ts';
import { COUNTRY_TABLE_KINDS } from '../../runtime/view/country-tables.ts';
import { BROWSER_READER, tablesReadBy, withoutCountryTables } from './country-tables-plugin.ts';

const GENERATED = path.join(PROJECT_ROOT, 'generated');

async function generatedModules(): Promise<Map<string, string>> {
  const names = (await readdir(GENERATED)).filter((name) => name.endsWith('.ts'));
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(GENERATED, name), 'utf8')] as const)),
  );
}

describe('the country tables cut from the browser build (ADR 021)', () => {
  it('replaces every table of COUNTRY_TABLE_KINDS in the generated modules, and nothing else', async () => {
    const replaced: string[] = [];
    for (const [name, code] of await generatedModules()) {
      const cut = withoutCountryTables(code, name, BROWSER_READER);
      for (const table of Object.keys(COUNTRY_TABLE_KINDS)) {
        if (cut.includes(`export const ${table} = /* @__PURE__ */ countryTable(${JSON.stringify(table)})`)) {
          replaced.push(table);
        }
      }
      // Apart from the tables, the module is as generated: its other exports keep their literals.
      if (cut !== code) expect(cut.startsWith('import { countryTable } from ')).toBe(true);
      else
        expect(Object.keys(COUNTRY_TABLE_KINDS).some((table) => code.includes(`export const ${table} = `))).toBe(false);
    }
    expect(replaced.sort()).toEqual(Object.keys(COUNTRY_TABLE_KINDS).sort());
  });

  it('leaves no country code, host or route path of a table behind', async () => {
    const countries = (await generatedModules()).get('countries.ts')!;
    const cut = withoutCountryTables(countries, 'countries.ts', BROWSER_READER);
    expect(cut).not.toContain('www.multishop.de');
    expect(cut).not.toContain('"nativeRouting"');
    // Literals that are not per-country tables stay: the default country, every language prefix.
    expect(cut).toContain('export const DEFAULT_COUNTRY = "sk"');
    expect(cut).toMatch(/export const PATH_PREFIXES = \[/);
  });

  it('refuses a table whose declaration is no longer a JSON literal with "as const"', () => {
    expect(() =>
      withoutCountryTables('export const ROUTE_PATHS = buildPaths();\n', 'routes.ts', BROWSER_READER),
    ).toThrow(/routes\.ts: ROUTE_PATHS is not a JSON literal/);
    expect(() =>
      withoutCountryTables('export const COUNTRY_CODES = ["at", "be"];\n', 'countries.ts', BROWSER_READER),
    ).toThrow(/COUNTRY_CODES/);
  });

  it('reads braces and brackets inside strings as text', () => {
    const code =
      'export const STORE_FLAGS = {"at": {"note": "a } and ] and \\" quote"}} as const satisfies X;\nexport const Y = 1;\n';
    const cut = withoutCountryTables(code, 'flags.ts', BROWSER_READER);
    expect(cut).toContain('export const STORE_FLAGS = /* @__PURE__ */ countryTable("STORE_FLAGS") satisfies X;');
    expect(cut).toContain('export const Y = 1;');
  });

  it('lists the tables that minified code still reads, whatever quotes the minifier chose', () => {
    expect(tablesReadBy(['var a=r(`ROUTE_PATHS`),b=r("COUNTRY_ROUTING");', "x('COUNTRY_CODES')"])).toEqual([
      'COUNTRY_CODES',
      'COUNTRY_ROUTING',
      'ROUTE_PATHS',
    ]);
    expect(tablesReadBy(['var COUNTRIES_x=1'])).toEqual([]);
  });
});
