// ADR 021: a page's browser code carries no country's tables; the page brings its own country's share
// (docs/decisions/021-country-data-out-of-the-code.md). The generated tables hold every country. In the browser
// build the country-tables plugin (cli/build/country-tables-plugin.ts) replaces each listed table's literal with
// countryTable('<NAME>'), and the server writes the request's country's share into the first page as an inert JSON
// script (runtime/server/rendering/country-tables.server.ts). The server's builds read the same list from their data
// folder (runtime/server/platform/built-data.server.ts). The TypeScript server and the tests keep the literals.
import type { CountryTableKind } from '../domain/country/country-share.ts';

/** Every generated table with one entry per country, by its exported name. */
export const COUNTRY_TABLE_KINDS = {
  COUNTRIES: 'byCountry',
  COUNTRY_CODES: 'countryList',
  COUNTRY_BY_DOMAIN: 'toCountry',
  COUNTRY_ROUTING: 'byCountry',
  COUNTRY_LOCALES: 'byCountry',
  ROUTE_PATHS: 'byCountry',
  STORE_FLAGS: 'byCountry',
  COUNTRIES_WITH_FLAG: 'countryLists',
  SHIPPING_BY_COUNTRY: 'byCountry',
  // Every locale's settings (its host, parcel tracking and recommendation ids): a country's own locales.
  LOCALES: 'ofCountry',
} as const satisfies Record<string, CountryTableKind>;

export type CountryTableName = keyof typeof COUNTRY_TABLE_KINDS;

/** The file, beside the built browser assets (not served), that lists the tables the browser code reads. */
export const BROWSER_TABLES_FILE = 'country-tables.json';

/** The id of the script that carries a page's country tables. */
export const COUNTRY_TABLES_SCRIPT_ID = 'shop-country';

let tables: Partial<Record<string, unknown>> | undefined;

/**
 * One of the page's country tables, in the browser. The script comes before vike's entry script in the document
 * (+bodyHtmlEnd.server.ts), so it is parsed when the first module asks; a client-side navigation stays in the
 * country (another country is another host), so the first page's tables serve every later one.
 *
 * @public Called from the code the country-tables build plugin writes in place of a table (ADR 037).
 */
export function countryTable(name: CountryTableName): unknown {
  tables ??= readTables();
  const table = tables[name];
  if (table === undefined)
    throw new Error(`The page carries no country table ${name} (script #${COUNTRY_TABLES_SCRIPT_ID})`);
  return table;
}

function readTables(): Partial<Record<string, unknown>> {
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(COUNTRY_TABLES_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as Partial<Record<string, unknown>>) : {};
}
