import path from 'node:path';
import { cosmiconfig, getDefaultSearchPlaces } from 'cosmiconfig';
import type { ProjectConfig } from '../../generated/types.ts';
import { parseJson } from './parse-json.ts';
import { problem } from './problem.ts';
import { UsageError } from './usage-error.ts';

/** The project config with every default applied and folders made absolute. */
export interface ResolvedProjectConfig {
  /** Folder of the config file (or the folder searched, when there is none). */
  root: string;
  /** The config file, relative to root, or null when the defaults are used. */
  configFile: string | null;
  /** The file's content as read, for schema validation. */
  raw: unknown;
  paths: { schemas: string; countries: string; templates: string; generated: string; blocks: string; content: string };
  defaultCountry: string;
  timeZone: string;
  storeIdPrefix: string;
  searchIndexPrefix: string;
  server: { host: string; port: number };
  liveUpdates: { port: number };
}

// Defaults mirror the `default` values in schemas/project-config.schema.json.
const DEFAULTS = {
  paths: {
    schemas: 'schemas',
    countries: 'countries',
    templates: 'templates',
    generated: 'generated',
    blocks: 'blocks',
    content: 'content',
  },
  defaultCountry: 'sk',
  timeZone: 'Europe/Bratislava',
  storeIdPrefix: 'multishop',
  searchIndexPrefix: 'stage',
  server: { host: '127.0.0.1', port: 3000 },
  liveUpdates: { port: 2087 },
} as const;

/**
 * Finds the project config through cosmiconfig (multishop.config.json, the `multishop` key of package.json,
 * .multishoprc*, multishop.config.js, …), searching from `cwd` up to the nearest package.json.
 */
export async function loadProjectConfig(cwd: string): Promise<ResolvedProjectConfig> {
  // cosmiconfig's default places include no `<name>.config.json`; the project's own file is the first place.
  const explorer = cosmiconfig('multishop', {
    searchStrategy: 'project',
    searchPlaces: ['multishop.config.json', ...getDefaultSearchPlaces('multishop')],
    // JSON errors located by line and column, like every other config file's.
    loaders: {
      '.json': (filepath, content) => {
        const parsed = parseJson(content);
        if (!parsed.ok) throw new UsageError([problem(path.basename(filepath), '', parsed.message)]);
        return parsed.data;
      },
    },
  });
  let found;
  try {
    found = await explorer.search(cwd);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    throw new UsageError([problem('project config', '', `could not be read: ${message}`)]);
  }
  const root = found ? path.dirname(found.filepath) : path.resolve(cwd);
  const raw: unknown = found?.config ?? {};
  return resolveProjectConfig(root, found ? path.relative(root, found.filepath) : null, raw);
}

export function resolveProjectConfig(root: string, configFile: string | null, raw: unknown): ResolvedProjectConfig {
  // Read leniently: a wrong value here is reported by `multishop validate` against the schema.
  const config = (isObject(raw) ? raw : {}) as ProjectConfig;
  const paths = { ...DEFAULTS.paths, ...(isObject(config.paths) ? config.paths : {}) };
  const pick = <T>(value: unknown, fallback: T): T => (typeof value === typeof fallback ? (value as T) : fallback);
  return {
    root,
    configFile,
    raw,
    paths: {
      schemas: path.resolve(root, pick(paths.schemas, DEFAULTS.paths.schemas)),
      countries: path.resolve(root, pick(paths.countries, DEFAULTS.paths.countries)),
      templates: path.resolve(root, pick(paths.templates, DEFAULTS.paths.templates)),
      generated: path.resolve(root, pick(paths.generated, DEFAULTS.paths.generated)),
      blocks: path.resolve(root, pick(paths.blocks, DEFAULTS.paths.blocks)),
      content: path.resolve(root, pick(paths.content, DEFAULTS.paths.content)),
    },
    defaultCountry: pick(config.defaultCountry, DEFAULTS.defaultCountry),
    timeZone: pick(config.timeZone, DEFAULTS.timeZone),
    storeIdPrefix: pick(config.storeIdPrefix, DEFAULTS.storeIdPrefix),
    searchIndexPrefix: pick(config.searchIndexPrefix, DEFAULTS.searchIndexPrefix),
    server: {
      host: pick(config.server?.host, DEFAULTS.server.host),
      port: pick(config.server?.port, DEFAULTS.server.port),
    },
    liveUpdates: { port: pick(config.liveUpdates?.port, DEFAULTS.liveUpdates.port) },
  };
}

/** The config file's name for messages, also when the defaults are in use. */
export function configFileLabel(config: ResolvedProjectConfig): string {
  return config.configFile ?? 'multishop.config.json';
}

/** A pointer into the project config as it stands in its file: under /multishop in package.json. */
export function configPointer(config: ResolvedProjectConfig, pointer: string): string {
  return path.basename(config.configFile ?? '') === 'package.json' ? `/multishop${pointer}` : pointer;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
