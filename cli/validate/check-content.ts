import type { ContentBlockEntry, ContentFrameFile, ContentPageFile, Country } from '../../generated/types.ts';
import { describeSchemaError } from '../../runtime/domain/validation/describe-schema-error.ts';
import { known } from '../../runtime/domain/validation/suggest.ts';
import type { ContentSources } from '../project/read-blocks.ts';
import { problem, type Problem } from '../project/problem.ts';
import type { BlockLibrary } from './check-blocks.ts';
import type { CheckedProject } from './project-model.ts';
import type { SchemaValidator } from './schema-validator.ts';

export const CONTENT_PAGE_SCHEMA = 'content-page.schema.json';
export const CONTENT_FRAME_SCHEMA = 'content-frame.schema.json';
/** The slug form getContentPage accepts (operations.schema.json): what a file name must be. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Checks every CMS content file (ADR 009; spec/1 §2.9, §7): each against its schema; every block a block of the
 * library, its props valid against the block's schema, and used only in countries where the store flags it
 * needs are on; pages in locales of the shop; an information page under its route's slug; and every page of a
 * country in each of the country's languages (a Belgian page in Dutch and French). Each mistake is reported with
 * its file and JSON pointer.
 */
export function checkContent(
  content: ContentSources,
  library: BlockLibrary,
  project: CheckedProject,
  validator: SchemaValidator,
  contentDir: string,
): Problem[] {
  const problems: Problem[] = [];
  const at = (file: string, pointer: string, message: string) => problems.push(problem(file, pointer, message));
  const localeCountry = new Map(
    project.declared.flatMap((country) => country.locales.map((locale) => [locale, country.code] as const)),
  );
  const countries = new Map<string, { path: string; data: Country }>(
    project.countries.map((country) => [country.data.code, country]),
  );
  const locales = [...localeCountry.keys()];

  const checkEntry = (file: string, pointer: string, entry: ContentBlockEntry, locale: string) => {
    const block = library.blocks.get(entry.block);
    if (block === undefined) {
      if (!library.broken.has(entry.block)) {
        const names = [...library.blocks.keys()];
        at(file, `${pointer}/block`, `is not a block of the library "${entry.block}"; ${known(names, entry.block)}`);
      }
      return;
    }
    const props = structuredClone(entry.props ?? {});
    if (!block.validate(props)) {
      for (const error of block.validate.errors ?? []) {
        const found = describeSchemaError(error, props);
        at(file, `${pointer}/props${found.pointer}`, found.message);
      }
    }
    const country = countries.get(localeCountry.get(locale) ?? '');
    if (country === undefined) return;
    const flags: object = country.data.flags;
    for (const flag of block.manifest.storeFlags) {
      if (Reflect.get(flags, flag) !== true) {
        at(
          file,
          `${pointer}/block`,
          `"${entry.block}" needs store flag ${flag}, which is off in ${country.data.label} ` +
            `(${country.path} /flags/${flag})`,
        );
      }
    }
  };

  // A folder or file of a locale the shop does not have is reported once, at the folder or the file.
  const reported = new Set<string>();
  const checkLocale = (where: string, locale: string): boolean => {
    if (localeCountry.has(locale)) return true;
    if (!reported.has(where)) at(where, '', `is not a locale of the shop "${locale}"; ${known(locales, locale)}`);
    reported.add(where);
    return false;
  };

  // Pages: schema, slug, blocks; then which pages each locale has.
  const pagesByLocale = new Map<string, Map<string, string>>();
  for (const page of content.pages) {
    if (!checkLocale(`${contentDir}/pages/${page.locale}`, page.locale)) continue;
    if (!SLUG.test(page.slug)) {
      at(page.path, '', `is not named by a slug: lower-case words joined by dashes, like "privacy-data.json"`);
    }
    const found = validator.validate(CONTENT_PAGE_SCHEMA, page.path, page.data);
    problems.push(...found);
    if (found.length > 0) continue;
    const data = page.data as ContentPageFile;
    data.blocks.forEach((entry, index) => checkEntry(page.path, `/blocks/${index}`, entry, page.locale));
    const expected = informationSlug(project, data.page, page.locale);
    if (expected !== null && expected !== page.slug) {
      at(
        page.path,
        '/page',
        `is the page of route ${data.page}, whose slug in ${page.locale} is "${expected}": ` +
          `name the file ${expected}.json`,
      );
    }
    const pages = pagesByLocale.get(page.locale) ?? new Map<string, string>();
    const first = pages.get(data.page);
    if (first !== undefined) at(page.path, '/page', `repeats page "${data.page}" of ${first} in ${page.locale}`);
    else pages.set(data.page, page.path);
    pagesByLocale.set(page.locale, pages);
  }

  // A missing translation: a page one of a country's languages has and another lacks.
  for (const country of project.declared) {
    if (country.locales.length < 2) continue;
    for (const locale of country.locales) {
      for (const [key, file] of pagesByLocale.get(locale) ?? []) {
        for (const other of country.locales) {
          if (other === locale || pagesByLocale.get(other)?.has(key)) continue;
          at(
            file,
            '/page',
            `has no ${other} translation: page "${key}" is in ${locale}, and every language of ` +
              `${country.code} (${country.locales.join(', ')}) needs it in ${contentDir}/pages/${other}/`,
          );
        }
      }
    }
  }

  for (const frame of content.frames) {
    if (!checkLocale(frame.path, frame.locale)) continue;
    const found = validator.validate(CONTENT_FRAME_SCHEMA, frame.path, frame.data);
    problems.push(...found);
    if (found.length > 0) continue;
    const data = frame.data as ContentFrameFile;
    if (data.promoBanner) checkEntry(frame.path, '/promoBanner', data.promoBanner, frame.locale);
  }
  return problems;
}

/** The slug an information page must have in a locale (its route's path in the language), or null. */
function informationSlug(project: CheckedProject, page: string, locale: string): string | null {
  const route = project.routes?.data.routes.find((candidate) => candidate.key === page);
  if (route === undefined || route.pageKind !== 'information') return null;
  const language = locale.slice(0, 2);
  const localized = (route as { localizedPaths?: Record<string, string> }).localizedPaths?.[language];
  return (localized ?? route.path).replaceAll('/', '');
}
