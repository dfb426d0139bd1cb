// ADR 021: the compiled runtime carries no country's tables and no locale's strings in its code, so that each
// country's build holds only its own (docs/decisions/021-country-data-out-of-the-code.md).
// - The generated modules declare each table of COUNTRY_TABLE_KINDS as a JSON literal (`export const NAME = {…} as
//   const …`). In the browser build its place takes `countryTable('NAME')`, the page's own country's share
//   (runtime/view/country-tables.ts); in the server's builds (vike's SSR build and the esbuild bundle, app.js),
//   `builtCountryTable('NAME')`, read from the build's data folder (runtime/server/platform/built-data.server.ts).
// - The UI strings' JSON files, which messages.server.ts imports by glob, become reads of the build's data folder
//   in the server's build: a country's folder holds only its locales' files.
// Beside the browser assets the plugin writes BROWSER_TABLES_FILE, the tables the browser code still reads after
// tree-shaking: the server sends a page only those. The TypeScript server and the tests keep the literals.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { BROWSER_TABLES_FILE, COUNTRY_TABLE_KINDS, type CountryTableName } from '../../runtime/view/country-tables.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GENERATED_MODULE = /[\\/]generated[\\/][^\\/]+\.ts$/;
/** A module of UI strings: runtime/i18n/<namespace>/<locale>.json or blocks/<block>/i18n/<locale>.json. */
export const STRINGS_FILE = /^(?:runtime\/i18n\/[^/]+|blocks\/[^/]+\/i18n)\/[a-z]{2}-[A-Z]{2}\.json$/;
const STRINGS_PREFIX = '\0multishop-strings:';

/** Where a build reads a country table from: a function (`call`) of a module. */
export interface TableReader {
  readonly module: string;
  readonly call: string;
}

/** The browser reads the page's script; the compiled server its data folder. */
export const BROWSER_READER: TableReader = {
  module: path.join(ROOT, 'runtime/view/country-tables.ts'),
  call: 'countryTable',
};
export const SERVER_READER: TableReader = {
  module: path.join(ROOT, 'runtime/server/platform/built-data.server.ts'),
  call: 'builtCountryTable',
};

/** A Vite transform of the generated modules that reads their country tables through `reader`. */
function readTablesThrough(reader: TableReader) {
  return (code: string, id: string) => {
    if (!GENERATED_MODULE.test(id)) return null;
    const replaced = withoutCountryTables(code, id, reader);
    return replaced === code ? null : { code: replaced, map: null };
  };
}

/** Where a build keeps a strings file, relative to its data folder: i18n/<path in the project>. */
export function builtStringsPath(projectPath: string): string {
  return `i18n/${projectPath}`;
}

/** The Vite plugin of the pages' browser build (vite.config.ts): the page's own country's tables. */
export function countryTablesPlugin(): Plugin {
  return {
    name: 'multishop:country-tables',
    // Before TypeScript is stripped: the literal is still the generator's JSON.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: readTablesThrough(BROWSER_READER),
    generateBundle(_options, bundle) {
      const code = Object.values(bundle).map((output) => (output.type === 'chunk' ? output.code : ''));
      this.emitFile({ type: 'asset', fileName: BROWSER_TABLES_FILE, source: JSON.stringify(tablesReadBy(code)) });
    },
  };
}

/**
 * The Vite plugin of the pages' server build when `multishop build` compiles the runtime (compile-runtime.ts adds
 * it): the country tables and the UI strings read from the build's data folder. A plain `vite build` (the tests,
 * `npm run dev`'s production mode) keeps them in the code, and needs no data folder.
 */
export function builtDataPlugin(): Plugin {
  return {
    name: 'multishop:built-data',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform: readTablesThrough(SERVER_READER),
    resolveId(source, importer) {
      if (importer === undefined || !source.endsWith('.json')) return null;
      const projectPath = path
        .relative(ROOT, path.resolve(path.dirname(importer), source))
        .split(path.sep)
        .join('/');
      // Without its .json ending: Vite's JSON plugin would take the module for JSON.
      return STRINGS_FILE.test(projectPath) ? `${STRINGS_PREFIX}${projectPath.slice(0, -'.json'.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(STRINGS_PREFIX)) return null;
      const file = builtStringsPath(`${id.slice(STRINGS_PREFIX.length)}.json`);
      // A locale whose file a country's folder does not hold has no strings there (it is not served there).
      return `import { readBuiltJson } from ${JSON.stringify(SERVER_READER.module)};\nexport default readBuiltJson(${JSON.stringify(file)}, {});\n`;
    },
  };
}

/** The esbuild plugin of the server's bundle (app.js): the tables read from the build's data folder. */
export function serverCountryTablesPlugin(): EsbuildPlugin {
  return {
    name: 'multishop:country-tables',
    setup(build) {
      build.onLoad({ filter: GENERATED_MODULE }, async (args) => ({
        contents: withoutCountryTables(await readFile(args.path, 'utf8'), args.path, SERVER_READER),
        loader: 'ts',
      }));
    },
  };
}

/**
 * A generated module's source with each country table's literal replaced by a call of the reader with the table's
 * name. Throws when a table's declaration is not the generator's
 * `export const NAME = <JSON> as const` form: a template changed the shape, and the build would otherwise silently
 * carry every country again.
 */
export function withoutCountryTables(code: string, file: string, reader: TableReader): string {
  let result = code;
  let readsTables = false;
  for (const name of Object.keys(COUNTRY_TABLE_KINDS)) {
    const declaration = `export const ${name} = `;
    const at = result.indexOf(declaration);
    if (at === -1) continue;
    const start = at + declaration.length;
    const end = jsonEnd(result, start);
    if (end === -1 || !result.startsWith(' as const', end)) {
      throw new Error(
        `${file}: ${name} is not a JSON literal followed by "as const"; the country-tables plugin cannot cut it`,
      );
    }
    result = `${result.slice(0, start)}/* @__PURE__ */ ${reader.call}(${JSON.stringify(name)})${result.slice(end + ' as const'.length)}`;
    readsTables = true;
  }
  return readsTables ? `import { ${reader.call} } from ${JSON.stringify(reader.module)};\n${result}` : result;
}

/** The country tables that minified browser code reads: those whose name is still a string literal in it. */
export function tablesReadBy(chunks: readonly string[]): CountryTableName[] {
  const names = Object.keys(COUNTRY_TABLE_KINDS) as CountryTableName[];
  return names.filter((name) =>
    chunks.some((code) => ['"', "'", '`'].some((quote) => code.includes(quote + name + quote))),
  );
}

/** The index just past the JSON object or array that starts at `start`; -1 when there is none. */
function jsonEnd(text: string, start: number): number {
  const open = text[start];
  if (open !== '{' && open !== '[') return -1;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') {
      // Skip the string, escapes included.
      for (index += 1; index < text.length && text[index] !== '"'; index += 1) if (text[index] === '\\') index += 1;
    } else if (character === '{' || character === '[') depth += 1;
    else if (character === '}' || character === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}
