import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseJson } from './parse-json.ts';
import { problem, type Problem } from './problem.ts';
import type { ResolvedProjectConfig } from './project-config.ts';

/** The shared tables that sit beside the country files, and the schema each is checked against (all required). */
export const SHARED_TABLES = {
  currencies: 'currencies.schema.json',
  languages: 'languages.schema.json',
  shipping: 'shipping.schema.json',
  routes: 'routes.schema.json',
  footer: 'footer.schema.json',
} as const;
export type SharedTableName = keyof typeof SHARED_TABLES;

export const COUNTRY_SCHEMA = 'country.schema.json';
export const PROJECT_CONFIG_SCHEMA = 'project-config.schema.json';
const COUNTRY_FILE = /^[a-z]{2}\.json$/;

/** A parsed config file; `path` is relative to the project root, with forward slashes. */
export interface SourceFile {
  path: string;
  data: unknown;
}

export interface ProjectSources {
  config: ResolvedProjectConfig;
  countries: SourceFile[];
  tables: Partial<Record<SharedTableName, SourceFile>>;
  /** Files that could not be read or parsed, unknown files and missing tables. */
  problems: Problem[];
}

export interface ReadOptions {
  /** File contents that replace (or add to) what is on disk, keyed by root-relative path: a draft to check before writing. */
  overlay?: ReadonlyMap<string, string>;
}

/** Reads and parses every country file and shared table. Nothing is validated here beyond JSON syntax. */
export async function readSources(config: ResolvedProjectConfig, options: ReadOptions = {}): Promise<ProjectSources> {
  const overlay = options.overlay ?? new Map<string, string>();
  const countriesDir = relative(config, config.paths.countries);
  const names = new Set<string>(await listJsonFiles(config.paths.countries));
  for (const file of overlay.keys()) {
    if (path.posix.dirname(file) === countriesDir) names.add(path.posix.basename(file));
  }

  const sources: ProjectSources = { config, countries: [], tables: {}, problems: [] };
  const tableNames = new Set(Object.keys(SHARED_TABLES).map((name) => `${name}.json`));
  const sorted = [...names].sort();
  const parsed = await Promise.all(
    sorted.map(async (name) => {
      const file = `${countriesDir}/${name}`;
      const text = overlay.get(file) ?? (await readFile(path.join(config.paths.countries, name), 'utf8'));
      return { name, file, result: parseJson(text) };
    }),
  );
  for (const { name, file, result } of parsed) {
    if (!COUNTRY_FILE.test(name) && !tableNames.has(name)) {
      sources.problems.push(
        problem(
          file,
          '',
          `is not a known config file: country files are named <cc>.json (two lower-case letters); ` +
            `the shared tables are ${[...tableNames].join(', ')}`,
        ),
      );
      continue;
    }
    if (!result.ok) {
      sources.problems.push(problem(file, '', result.message));
      continue;
    }
    if (COUNTRY_FILE.test(name)) sources.countries.push({ path: file, data: result.data });
    else sources.tables[name.replace(/\.json$/, '') as SharedTableName] = { path: file, data: result.data };
  }
  for (const name of Object.keys(SHARED_TABLES) as SharedTableName[]) {
    if (!sources.tables[name] && !parsed.some((entry) => entry.name === `${name}.json`)) {
      sources.problems.push(problem(`${countriesDir}/${name}.json`, '', 'is missing: this shared table is required'));
    }
  }
  if (sources.countries.length === 0 && !sources.problems.some((p) => p.file.startsWith(countriesDir))) {
    sources.problems.push(problem(countriesDir, '', 'has no country files (<cc>.json)'));
  }
  return sources;
}

async function listJsonFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function relative(config: ResolvedProjectConfig, absolute: string): string {
  return path.relative(config.root, absolute).split(path.sep).join('/') || '.';
}
