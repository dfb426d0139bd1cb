// ADR 021: the data a compiled build reads from its own folder, not from its code, so that one compiled
// runtime serves every country while each country's folder holds only that country's (ADR 021): the generated
// country tables (data/country-tables.json) and the UI strings of the locales (data/i18n/…). `multishop build`
// compiles the code once with reads of these files in place of the literals (cli/build/country-tables-plugin.ts),
// writes every country's data into dist/runtime/data and packs each country's folder with its own share. The
// TypeScript server (npm run dev, the tests) keeps the literals and never comes here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a build keeps its data, relative to its folder. */
export const BUILT_DATA_DIR = 'data';
/** The country tables' file, relative to the data folder. */
export const COUNTRY_TABLES_FILE = 'country-tables.json';

let buildFolder: string | undefined;

/** The build's folder: the nearest folder above this module with a build.json (app.js is in it, the pages below). */
function folderOfBuild(): string {
  if (buildFolder !== undefined) return buildFolder;
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'build.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No build.json above ${import.meta.dirname}: this is not a built shop`);
    dir = parent;
  }
  buildFolder = dir;
  return dir;
}

/** A JSON file of the build's data; `absent` when the build has none (a country's folder lacks other locales). */
export function readBuiltJson(file: string, absent?: unknown): unknown {
  const full = path.join(folderOfBuild(), BUILT_DATA_DIR, file);
  if (absent !== undefined && !existsSync(full)) return absent;
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(
      `The build's ${path.join(BUILT_DATA_DIR, file)} cannot be read (${(error as Error).message}); rebuild it`,
      { cause: error },
    );
  }
}

let tables: Partial<Record<string, unknown>> | undefined;

/**
 * One of the build's country tables: every country's in dist/runtime, one country's in dist/<cc>.
 *
 * @public Called from the code the country-tables build plugin writes in place of a table (ADR 037).
 */
export function builtCountryTable(name: string): unknown {
  tables ??= readBuiltJson(COUNTRY_TABLES_FILE) as Partial<Record<string, unknown>>;
  const table = tables[name];
  if (table === undefined)
    throw new Error(`The build's ${BUILT_DATA_DIR}/${COUNTRY_TABLES_FILE} has no table ${name}; rebuild it`);
  return table;
}
