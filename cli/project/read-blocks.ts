import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseJson } from './parse-json.ts';
import { problem, type Problem } from './problem.ts';
import type { ResolvedProjectConfig } from './project-config.ts';
import { relative, type ReadOptions, type SourceFile } from './read-sources.ts';

/** A block folder's name: kebab-case, as CMS content names it (spec/1 §2.9 "registered by name"). */
export const BLOCK_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** One folder of the block library, as found: its JSON files parsed, its other files listed. */
export interface BlockSource {
  readonly name: string;
  /** Root-relative folder, `blocks/hero-banner`. */
  readonly dir: string;
  readonly files: ReadonlySet<string>;
  readonly manifest: SourceFile | null;
  readonly schema: SourceFile | null;
  readonly fixture: SourceFile | null;
}

/** The CMS content files (spec/1 §7 content pages named by slug plus language-country; §2.9 frame banner). */
export interface ContentSources {
  /** content/pages/<locale>/<slug>.json */
  readonly pages: ReadonlyArray<SourceFile & { readonly locale: string; readonly slug: string }>;
  /** content/frame/<locale>.json */
  readonly frames: ReadonlyArray<SourceFile & { readonly locale: string }>;
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readJson(
  config: ResolvedProjectConfig,
  absolute: string,
  problems: Problem[],
  overlay: ReadonlyMap<string, string>,
): Promise<SourceFile | null> {
  const file = relative(config, absolute);
  const text = overlay.get(file) ?? (await readFile(absolute, 'utf8'));
  const parsed = parseJson(text);
  if (!parsed.ok) {
    problems.push(problem(file, '', parsed.message));
    return null;
  }
  return { path: file, data: parsed.data };
}

/**
 * Every folder of the block library with its block.json, schema.json and fixture.json parsed (nothing checked
 * beyond JSON syntax). Files beside the block folders (BlockList.tsx, load-blocks.server.ts …) are the library's own.
 */
export async function readBlocks(
  config: ResolvedProjectConfig,
  problems: Problem[],
  options: ReadOptions = {},
): Promise<BlockSource[]> {
  const overlay = options.overlay ?? new Map<string, string>();
  const folders = (await entries(config.paths.blocks)).filter((entry) => entry.isDirectory()).map((e) => e.name);
  const blocks = await Promise.all(
    folders.sort().map(async (name): Promise<BlockSource> => {
      const absolute = path.join(config.paths.blocks, name);
      const files = new Set((await entries(absolute)).map((entry) => entry.name));
      const json = async (file: string) =>
        files.has(file) ? readJson(config, path.join(absolute, file), problems, overlay) : null;
      return {
        name,
        dir: relative(config, absolute),
        files,
        manifest: await json('block.json'),
        schema: await json('schema.json'),
        fixture: await json('fixture.json'),
      };
    }),
  );
  return blocks;
}

/** Every CMS content file, parsed; a file that is not JSON is reported and left out. */
export async function readContent(
  config: ResolvedProjectConfig,
  problems: Problem[],
  options: ReadOptions = {},
): Promise<ContentSources> {
  const overlay = options.overlay ?? new Map<string, string>();
  const root = config.paths.content;
  const pagesDir = path.join(root, 'pages');
  const frameDir = path.join(root, 'frame');
  const pages: Array<SourceFile & { locale: string; slug: string }> = [];
  const frames: Array<SourceFile & { locale: string }> = [];
  for (const entry of await entries(root)) {
    if (!(entry.isDirectory() && (entry.name === 'pages' || entry.name === 'frame'))) {
      problems.push(
        problem(relative(config, path.join(root, entry.name)), '', 'is not content: content has pages/ and frame/'),
      );
    }
  }
  for (const localeDir of (await entries(pagesDir)).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(pagesDir, localeDir.name);
    if (!localeDir.isDirectory()) {
      problems.push(
        problem(relative(config, dir), '', 'is not a folder: pages are content/pages/<locale>/<slug>.json'),
      );
      continue;
    }
    for (const file of (await entries(dir)).map((e) => e.name).sort()) {
      const absolute = path.join(dir, file);
      if (!file.endsWith('.json')) {
        problems.push(problem(relative(config, absolute), '', 'is not a content page: pages are <slug>.json'));
        continue;
      }
      const parsed = await readJson(config, absolute, problems, overlay);
      if (parsed) pages.push({ ...parsed, locale: localeDir.name, slug: file.replace(/\.json$/, '') });
    }
  }
  for (const file of (await entries(frameDir)).map((e) => e.name).sort()) {
    const absolute = path.join(frameDir, file);
    if (!file.endsWith('.json')) {
      problems.push(problem(relative(config, absolute), '', 'is not frame content: frame files are <locale>.json'));
      continue;
    }
    const parsed = await readJson(config, absolute, problems, overlay);
    if (parsed) frames.push({ ...parsed, locale: file.replace(/\.json$/, '') });
  }
  return { pages, frames };
}
