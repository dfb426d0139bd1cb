import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { LOCALES, type LocaleCode } from '../../../../generated/index.ts';
import type { ContentFrameFile, ContentPage, ContentPageFile } from '../../../../generated/types.ts';
import frameSchema from '../../../../schemas/content-frame.schema.json' with { type: 'json' };
import pageSchema from '../../../../schemas/content-page.schema.json' with { type: 'json' };
import type { ContentPort, FrameContent } from './content-port.ts';

const ajv = new Ajv2020({ allErrors: false, strict: true, strictRequired: false });
const validPage = ajv.compile<ContentPageFile>(pageSchema);
const validFrame = ajv.compile<ContentFrameFile>(frameSchema);
/** The project's own content folder: the embedded CMS's content when the server is given no other. */
export const PROJECT_CONTENT_DIR = new URL('../../../../content/', import.meta.url).pathname;

const NO_FRAME: FrameContent = { promoBanner: null };

function isLocaleCode(name: string): name is LocaleCode {
  return Object.hasOwn(LOCALES, name);
}

/** Where a content file that cannot be served is reported (the server's log; a test's spy). */
export type ContentLog = (message: string) => void;

async function names(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readJson(file: string, log: ContentLog): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    log(`Content file ${file} left out: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The embedded CMS: the project's content/ folder, read once at start — content/pages/<locale>/<slug>.json
 * (spec/1 §7: named by slug plus language-country) and content/frame/<locale>.json. `multishop validate` is the
 * gate for content mistakes (unknown blocks, bad props, flags, missing translations); here a file that is not
 * even the right shape is logged and left out, so one broken file never takes the shop down. Block props are
 * checked again when a page renders (blocks/load-blocks.server.ts).
 */
export async function loadFileContent(dir: string, log: ContentLog = console.warn): Promise<ContentPort> {
  const pages = new Map<string, ContentPage>();
  const slugs = new Map<LocaleCode, string[]>();
  const frames = new Map<LocaleCode, FrameContent>();
  const pagesDir = path.join(dir, 'pages');
  for (const locale of await names(pagesDir)) {
    if (!isLocaleCode(locale)) {
      log(`Content folder ${path.join(pagesDir, locale)} left out: not a locale of the shop`);
      continue;
    }
    const own: string[] = [];
    for (const file of (await names(path.join(pagesDir, locale))).filter((name) => name.endsWith('.json'))) {
      const where = path.join(pagesDir, locale, file);
      const data = await readJson(where, log);
      if (data === undefined) continue;
      if (!validPage(data)) {
        log(`Content file ${where} left out: ${ajv.errorsText(validPage.errors)}`);
        continue;
      }
      const slug = file.replace(/\.json$/, '');
      const blocks = data.blocks.map((entry) => ({ block: entry.block, props: entry.props ?? {} }));
      pages.set(`${locale}/${slug}`, { slug, locale, title: data.title, blocks });
      own.push(slug);
    }
    slugs.set(locale, own);
  }
  const frameDir = path.join(dir, 'frame');
  for (const file of (await names(frameDir)).filter((name) => name.endsWith('.json'))) {
    const locale = file.replace(/\.json$/, '');
    const where = path.join(frameDir, file);
    if (!isLocaleCode(locale)) {
      log(`Content file ${where} left out: not a locale of the shop`);
      continue;
    }
    const data = await readJson(where, log);
    if (data === undefined) continue;
    if (!validFrame(data)) {
      log(`Content file ${where} left out: ${ajv.errorsText(validFrame.errors)}`);
      continue;
    }
    const banner = data.promoBanner;
    frames.set(locale, { promoBanner: banner ? { block: banner.block, props: banner.props ?? {} } : null });
  }
  return {
    getPage: async (slug, locale) => pages.get(`${locale}/${slug}`) ?? null,
    listPages: async (locale) => [...(slugs.get(locale) ?? [])],
    getFrame: async (locale) => frames.get(locale) ?? NO_FRAME,
  };
}
