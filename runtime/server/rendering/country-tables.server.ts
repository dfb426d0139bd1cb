// ADR 021: the share of the generated country tables that a page of one country brings to the browser
// (runtime/view/country-tables.ts says why; docs/decisions/021-country-data-out-of-the-code.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COUNTRIES,
  COUNTRIES_WITH_FLAG,
  COUNTRY_BY_DOMAIN,
  COUNTRY_CODES,
  COUNTRY_LOCALES,
  COUNTRY_ROUTING,
  LOCALES,
  ROUTE_PATHS,
  SHIPPING_BY_COUNTRY,
  STORE_FLAGS,
  type CountryCode,
} from '../../../generated/index.ts';
import { shareOfTables } from '../../domain/country/country-share.ts';
import { scriptJson } from '../../domain/text/script-json.ts';
import {
  BROWSER_TABLES_FILE,
  COUNTRY_TABLE_KINDS,
  COUNTRY_TABLES_SCRIPT_ID,
  type CountryTableName,
} from '../../view/country-tables.ts';

const TABLES = {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_BY_DOMAIN,
  COUNTRY_ROUTING,
  COUNTRY_LOCALES,
  ROUTE_PATHS,
  STORE_FLAGS,
  COUNTRIES_WITH_FLAG,
  SHIPPING_BY_COUNTRY,
  LOCALES,
} satisfies Record<CountryTableName, unknown>;

/** Every country table cut to one country, by name, for the tables named. */
export function countryShare(
  country: CountryCode,
  names: readonly CountryTableName[],
): Partial<Record<CountryTableName, unknown>> {
  return shareOfTables(TABLES, COUNTRY_TABLE_KINDS, names, country);
}

/**
 * The tables the served pages' browser code reads: what the build's BROWSER_TABLES_FILE lists. None until the
 * server serves built pages: pages served by Vite's development server keep the literals.
 */
let browserTables: readonly CountryTableName[] = [];
const SCRIPTS = new Map<CountryCode, string>();

/** Reads the built browser assets' list of tables (a missing or damaged list is a damaged build). */
export async function useBuiltBrowserTables(clientDir: string): Promise<void> {
  const file = path.join(clientDir, BROWSER_TABLES_FILE);
  let names: unknown = null;
  try {
    names = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // Missing or not JSON: answered below, in one line, as a damaged build.
  }
  const known = Object.keys(COUNTRY_TABLE_KINDS);
  if (!Array.isArray(names) || !names.every((name) => known.includes(name as string))) {
    throw new Error(`${file} is missing or does not list country tables; rebuild the pages`);
  }
  browserTables = names as CountryTableName[];
  SCRIPTS.clear();
}

/** The inert JSON script that gives a country's first page its tables; serialized once per country; none when the browser reads none. */
export function countryTablesScript(country: CountryCode): string {
  if (browserTables.length === 0) return '';
  let script = SCRIPTS.get(country);
  if (script === undefined) {
    const json = scriptJson(countryShare(country, browserTables));
    script = `<script id="${COUNTRY_TABLES_SCRIPT_ID}" type="application/json">${json}</script>`;
    SCRIPTS.set(country, script);
  }
  return script;
}
