import type { PageContextServer } from 'vike/types';
import { COUNTRIES, type LanguageCode } from '../../generated/index.ts';
import { prefixPath } from '../domain/routing/language-prefix.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { createTranslator, type Translate } from '../i18n/translate.ts';
import type { PageSeo } from '../view/page-seo.ts';

/** The page's `t()` on the server, for titles and descriptions its data hook writes. */
export function serverTranslator(pageContext: PageContextServer): Translate {
  return createTranslator(pageContext.shop.locale, messagesFor(pageContext.shop.locale));
}

/** The same path in every language of the page's country (hreflang alternates, language selector). */
export function alternatesOf(
  pageContext: PageContextServer,
  pathIn: (language: LanguageCode) => string | null,
): PageSeo['alternates'] {
  const alternates: Partial<Record<LanguageCode, string>> = {};
  for (const { language } of COUNTRIES[pageContext.shop.country].languages) {
    const path = pathIn(language as LanguageCode);
    if (path !== null) alternates[language as LanguageCode] = path;
  }
  return alternates;
}

/** A path that is the same in every language but for its prefix (home, search, fixed routes). */
export function prefixedAlternates(pageContext: PageContextServer, path: string): PageSeo['alternates'] {
  return alternatesOf(pageContext, (language) => prefixPath(pageContext.shop.country, language, path));
}
