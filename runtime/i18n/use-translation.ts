import { useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { LocaleCode } from '../../generated/index.ts';
import { createTranslator, type Messages, type Translate } from './translate.ts';

/** What the server sends a page about its language: the locale and its strings with fallbacks resolved. */
export interface PageI18n {
  readonly locale: LocaleCode;
  readonly messages: Messages;
}

// The strings come with the first page only (client-side navigation keeps the language: a language change is a
// full page load, spec/1 §4 "Locale change sets the locale cookie and redirects"), so the browser keeps them.
// On the server every page context carries its own, so nothing is shared between requests.
let kept: PageI18n | undefined;

/** The page's `t()` and locale. */
export function useTranslation(): { t: Translate; locale: LocaleCode } {
  const pageContext = usePageContext();
  const i18n = pageContext.i18n ?? kept;
  if (i18n === undefined) throw new Error('No translations in pageContext (set by +onCreatePageContext.server.ts)');
  if (typeof window !== 'undefined') kept = i18n;
  const t = useMemo(() => createTranslator(i18n.locale, i18n.messages), [i18n]);
  return { t, locale: i18n.locale };
}
