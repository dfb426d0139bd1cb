// `multishop build --changed` (ADR 020): which countries' builds a set of changed files touches, and why. Pure: the
// caller reads the files' contents before and after (git) and the countries' facts (their config files).
//
// - a country file → that country;
// - a shared table → the countries using the entries that changed (a currency, a language, a currency's shipping,
//   the native-routing prefixes), every country for a change to the rest of the table;
// - content of one locale → the countries with that locale;
// - the runtime's code, schemas, templates, blocks, dependencies and build settings → every country;
// - generated/ → nothing of its own: it is made from the config, schemas and templates, which decide;
// - tests, docs, benches and anything else that goes into no build → nothing.

export interface CountryFacts {
  code: string;
  currency: string;
  languages: readonly string[];
  /** language-country codes, e.g. fr-BE. */
  locales: readonly string[];
  nativeRouting: boolean;
}

/** A changed file, root-relative with forward slashes; its text before and after (null: absent then). */
export interface ChangedFile {
  path: string;
  before: string | null;
  after: string | null;
}

/** The project's folders, root-relative (the project config's paths). */
export interface SourcePaths {
  countries: string;
  content: string;
  schemas: string;
  templates: string;
  blocks: string;
  generated: string;
}

/** Country code → why it is rebuilt (one line per reason, in the order found). */
export type TouchedCountries = Map<string, string[]>;

/** Files at the project root that every build depends on (build-inputs.ts hashes them too). */
export const BUILD_SETTINGS: readonly string[] = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'multishop.config.json',
];
/** Folders of code that goes into every build (beside the config's schemas, templates and blocks). */
export const CODE_FOLDERS: readonly string[] = ['runtime', 'cli/build'];

/** Tests and their snapshots go into no build. */
export function isTest(file: string): boolean {
  return /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes('/__snapshots__/');
}

/** The locale a content file belongs to (content/pages/<locale>/…, content/frame/<locale>.json); null for none. */
export function contentLocaleOf(file: string, contentFolder: string): string | null {
  const match = /^(?:pages\/([a-z]{2}-[A-Z]{2})\/|frame\/([a-z]{2}-[A-Z]{2})\.json$)/.exec(
    file.slice(contentFolder.length + 1),
  );
  return match?.[1] ?? match?.[2] ?? null;
}

function under(file: string, folder: string): boolean {
  return file.startsWith(`${folder}/`);
}

function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('unparsable');
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The entries of a list of objects keyed by `key` (currencies by code, languages by code). */
function byKey(list: unknown, key: string): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (Array.isArray(list)) {
    for (const entry of list) {
      const name = record(entry)[key];
      if (typeof name === 'string') entries.set(name, entry);
    }
  }
  return entries;
}

/** The names whose entries differ between two maps (added, removed or changed). */
function changedNames(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => !same(before.get(name), after.get(name)));
}

/** The top-level keys of two objects that differ, leaving out `except`. */
function changedKeys(before: unknown, after: unknown, except: readonly string[]): string[] {
  const a = record(before);
  const b = record(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !except.includes(key) && !same(a[key], b[key]),
  );
}

type Touch = (codes: Iterable<string>, reason: string) => void;

/** A shared table's change: the countries of the entries that changed, or every country (`all`). */
function sharedTable(name: string, file: ChangedFile, countries: readonly CountryFacts[], touch: Touch): void {
  const before = parsed(file.before);
  const after = parsed(file.after);
  const all = countries.map((country) => country.code);
  if (typeof before === 'symbol' || typeof after === 'symbol' || before === undefined || after === undefined) {
    touch(all, `${file.path} ${file.before === null ? 'added' : file.after === null ? 'removed' : 'changed'}`);
    return;
  }
  const ofCurrency = (code: string) => countries.filter((c) => c.currency === code).map((c) => c.code);
  const rest = (keys: string[]) => {
    if (keys.length > 0) touch(all, `${file.path}: ${keys.map((key) => `/${key}`).join(', ')} changed`);
  };
  switch (name) {
    case 'currencies.json':
      for (const code of changedNames(
        byKey(record(before).currencies, 'code'),
        byKey(record(after).currencies, 'code'),
      ))
        touch(ofCurrency(code), `${file.path}: currency ${code} changed`);
      rest(changedKeys(before, after, ['currencies']));
      return;
    case 'languages.json':
      for (const code of changedNames(byKey(record(before).languages, 'code'), byKey(record(after).languages, 'code')))
        touch(
          countries.filter((c) => c.languages.includes(code)).map((c) => c.code),
          `${file.path}: language ${code} changed`,
        );
      rest(changedKeys(before, after, ['languages']));
      return;
    case 'shipping.json': {
      const a = record(record(before).byCurrency);
      const b = record(after).byCurrency;
      for (const code of changedKeys(a, b, [])) touch(ofCurrency(code), `${file.path}: shipping in ${code} changed`);
      rest(changedKeys(before, after, ['byCurrency']));
      return;
    }
    case 'routes.json':
      if (!same(record(before).nativePrefixes, record(after).nativePrefixes))
        touch(
          countries.filter((c) => c.nativeRouting).map((c) => c.code),
          `${file.path}: /nativePrefixes changed (native routing)`,
        );
      rest(changedKeys(before, after, ['nativePrefixes']));
      return;
    default:
      // footer.json and any table to come: every country shows it.
      if (!same(before, after)) touch(all, `${file.path} changed`);
  }
}

export function countriesTouched(
  changes: readonly ChangedFile[],
  countries: readonly CountryFacts[],
  paths: SourcePaths,
): TouchedCountries {
  const touched: TouchedCountries = new Map();
  const touch: Touch = (codes, reason) => {
    for (const code of codes) {
      const reasons = touched.get(code) ?? [];
      if (!reasons.includes(reason)) reasons.push(reason);
      touched.set(code, reasons);
    }
  };
  const all = countries.map((country) => country.code);
  const known = new Set(all);
  for (const file of changes) {
    const { path } = file;
    if (isTest(path) || under(path, paths.generated)) continue;
    if (under(path, paths.countries)) {
      const name = path.slice(paths.countries.length + 1);
      const country = /^([a-z]{2})\.json$/.exec(name)?.[1];
      if (country !== undefined) {
        // A removed country has no build to make; a new one is built.
        if (known.has(country)) touch([country], `${path} ${file.before === null ? 'added' : 'changed'}`);
      } else if (name.endsWith('.json') && !name.includes('/')) {
        sharedTable(name, file, countries, touch);
      }
      continue;
    }
    if (under(path, paths.content)) {
      const code = contentLocaleOf(path, paths.content);
      if (code === null) touch(all, `${path} changed (content of no one locale)`);
      else
        touch(
          countries.filter((c) => c.locales.includes(code)).map((c) => c.code),
          `content of ${code} changed (${path})`,
        );
      continue;
    }
    const code = [paths.schemas, paths.templates, paths.blocks, ...CODE_FOLDERS].find((folder) => under(path, folder));
    if (code !== undefined || BUILD_SETTINGS.includes(path)) {
      touch(all, `${path} changed (${code === undefined ? 'build settings' : `${code}/`}: every build)`);
    }
  }
  return touched;
}
