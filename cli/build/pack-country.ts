// ADR 020: one country's deployable folder, packed from the compiled runtime (compile-runtime.ts): its server,
// its pages, its pictures, the content of its own locales only, a build.json manifest and a package.json naming the
// runtime's dependencies (`npm ci --omit=dev` in the folder is the whole install). The same inputs give the same
// bytes. Written beside the previous folder and renamed into place (replace-folder.ts).
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../files/file-plan.ts';
import type { BuildInput } from './build-inputs.ts';
import type { CountryFacts } from './changed-countries.ts';
import { replaceFolder } from './replace-folder.ts';
import { shareOfTables } from '../../runtime/domain/country/country-share.ts';
import { LAST_RESORT } from '../../runtime/i18n/fallback-chain.ts';
import { COUNTRY_TABLE_KINDS } from '../../runtime/view/country-tables.ts';
import { BUILT_DATA_DIR, COUNTRY_TABLES_FILE } from '../../runtime/server/platform/built-data.server.ts';

/** What a country's build.json says (beside its server.js). */
export interface CountryManifest {
  country: string;
  /** The countries its server serves: this one. */
  countries: [string];
  languages: string[];
  locales: string[];
  /** The commit the build was made from, with `+changes` when the working tree differed from it. */
  commit: string;
  /** inputsHash() over `inputs`. */
  inputsHash: string;
  inputs: BuildInput[];
  /** Each file of the folder (but build.json) with its size in bytes, sorted by path. */
  assets: Array<{ path: string; bytes: number }>;
}

export interface PackOptions {
  /** The compiled runtime (absolute). */
  runtimeDir: string;
  /** Where the country's folder goes (absolute): dist/<cc>. */
  outDir: string;
  country: CountryFacts;
  commit: string;
  /** The country's inputs: every input but the content of other countries' locales. */
  inputs: BuildInput[];
  inputsHash: string;
  /** The runtime's dependencies with their installed versions. */
  dependencies: Record<string, string>;
  /** The project's Node engines range. */
  engines: Record<string, string>;
  /** The runtime's data (readRuntimeData). */
  data: RuntimeData;
}

/** Copies `from` to `to` when there is such a file or folder (a locale may have no pages). */
async function copyIfPresent(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** The content of `locales` only: content/pages/<locale>/ and content/frame/<locale>.json. */
async function copyContent(from: string, to: string, locales: readonly string[]): Promise<void> {
  await mkdir(path.join(to, 'pages'), { recursive: true });
  await mkdir(path.join(to, 'frame'), { recursive: true });
  for (const locale of locales) {
    await copyIfPresent(path.join(from, 'pages', locale), path.join(to, 'pages', locale));
    await copyIfPresent(path.join(from, 'frame', `${locale}.json`), path.join(to, 'frame', `${locale}.json`));
  }
}

/** The compiled runtime's data (ADR 021), read once for every country packed from it. */
export interface RuntimeData {
  /** Every country's tables, by name. */
  readonly tables: Readonly<Record<string, unknown>>;
  /** The UI strings files, relative to the data folder (i18n/…). */
  readonly stringsFiles: readonly string[];
}

export async function readRuntimeData(runtimeDir: string): Promise<RuntimeData> {
  const from = path.join(runtimeDir, BUILT_DATA_DIR);
  return {
    tables: JSON.parse(await readFile(path.join(from, COUNTRY_TABLES_FILE), 'utf8')) as Record<string, unknown>,
    stringsFiles: await listFiles(from, 'i18n'),
  };
}

/**
 * The country's data (ADR 021): its share of the runtime's country tables, and the UI strings of its locales and of
 * the locales they fall back to (spec/1 §8), English last.
 */
async function copyData(runtimeDir: string, data: RuntimeData, stage: string, country: CountryFacts): Promise<void> {
  const from = path.join(runtimeDir, BUILT_DATA_DIR);
  const to = path.join(stage, BUILT_DATA_DIR);
  const names = Object.keys(COUNTRY_TABLE_KINDS);
  await mkdir(to, { recursive: true });
  await writeFile(
    path.join(to, COUNTRY_TABLES_FILE),
    JSON.stringify(shareOfTables(data.tables, COUNTRY_TABLE_KINDS, names, country.code)),
  );
  const own = (data.tables['COUNTRIES'] as Record<string, { languages: Array<{ fallbacks: string[] }> }>)[
    country.code
  ]!;
  const locales = new Set([...country.locales, ...own.languages.flatMap((entry) => entry.fallbacks), LAST_RESORT]);
  for (const file of data.stringsFiles) {
    if (!locales.has(path.basename(file, '.json'))) continue;
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await cp(path.join(from, file), path.join(to, file));
  }
}

/** Packs one country; returns its manifest. */
export async function packCountry(options: PackOptions): Promise<CountryManifest> {
  const { country, runtimeDir } = options;
  const stage = `${options.outDir}.staging-${process.pid}`;
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  try {
    for (const part of ['server.js', 'app.js', 'pages', 'static']) {
      await cp(path.join(runtimeDir, part), path.join(stage, part), { recursive: true });
    }
    await copyContent(path.join(runtimeDir, 'content'), path.join(stage, 'content'), country.locales);
    await copyData(runtimeDir, options.data, stage, country);
    const packageJson = {
      name: `multishop-${country.code}`,
      private: true,
      description: `The Multishop shop of ${country.code.toUpperCase()}: node server.js`,
      type: 'module',
      engines: options.engines,
      scripts: { start: 'node --max-semi-space-size=64 server.js' },
      dependencies: options.dependencies,
    };
    await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
    const assets = await Promise.all(
      (await listFiles(stage, '.')).map(async (file) => ({
        path: file,
        bytes: (await stat(path.join(stage, file))).size,
      })),
    );
    const manifest: CountryManifest = {
      country: country.code,
      countries: [country.code],
      languages: [...country.languages],
      locales: [...country.locales],
      commit: options.commit,
      inputsHash: options.inputsHash,
      inputs: options.inputs,
      assets,
    };
    await writeFile(path.join(stage, 'build.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await replaceFolder(stage, options.outDir);
    return manifest;
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
}

/** The build.json of a country's folder, or null when there is none (or it is not one). */
export async function readCountryManifest(dir: string): Promise<CountryManifest | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, 'build.json'), 'utf8')) as CountryManifest;
    return typeof manifest.inputsHash === 'string' && Array.isArray(manifest.assets) ? manifest : null;
  } catch {
    return null;
  }
}
