import type { CountryCode, LanguageCode } from '../../generated/index.ts';
import { parseLanguagePrefix, prefixPath } from '../domain/routing/language-prefix.ts';

// The block gallery (ADR 009): a development page under the build prefix /__ (spec/1 §2.1 "Reserved prefixes that are
// treated as fixed, never as content: … build (/__)"), so no content page or category can ever take its path.
// Like every page it exists in each of the country's languages: unprefixed for the default language, under
// /<prefix>/ for the others (spec/1 §2.1), e.g. http://ch.localhost:3000/fr/__blocks.

/** The gallery's path in the country's default language. */
export const BLOCK_GALLERY_PATH = '/__blocks';

/** The gallery's path in a language of the country. */
export function blockGalleryPath(country: CountryCode, language: LanguageCode): string {
  return prefixPath(country, language, BLOCK_GALLERY_PATH);
}

/**
 * The language of the gallery at `pathname` in the country, or null when the path is not the gallery's. Only the
 * canonical forms count: /__blocks, and /<prefix>/__blocks for a language of the country other than its default
 * (/de/__blocks in CH is not the gallery, as /de/checkout is not a page there: spec/1 §2.1 "A language prefix is
 * added to slugs unless the locale is the country's default language").
 */
export function blockGalleryLanguage(country: CountryCode, pathname: string): LanguageCode | null {
  const parsed = parseLanguagePrefix(country, pathname);
  if (!parsed.prefixAllowed || parsed.pathWithoutPrefix !== BLOCK_GALLERY_PATH) return null;
  return blockGalleryPath(country, parsed.language) === pathname ? parsed.language : null;
}
