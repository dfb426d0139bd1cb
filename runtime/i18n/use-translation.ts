import { useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { LocaleCode } from '../../generated/index.ts';
import { createTranslator, I18N_SCRIPT_ID, type Messages, type Translate } from './translate.ts';

/** What the server sends a page about its language: the locale and its strings with fallbacks resolved. */
export interface PageI18n {
  readonly locale: LocaleCode;
  readonly messages: Messages;
}

// The strings come with the first page only (client-side navigation keeps the language: a language change is a
// full page load, spec/1 §4 "Locale change sets the locale cookie and redirects"), so the browser keeps them. They
// come as an inert JSON script written once per locale (messagesScript, +bodyHtmlEnd.server.ts), not in vike's
// page context (ADR 011). On the server every page context carries its own, so nothing is shared between requests.
let kept: PageI18n | undefined;

/** The first page's strings, from the script the server put in the document; none outside a browser. */
function stringsOfDocument(): PageI18n | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(I18N_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageI18n) : undefined;
}

/** The page's locale and strings: the page context's on the server, the ones the browser keeps in the browser. */
export function pageI18n(pageContext: { i18n?: PageI18n }): PageI18n | undefined {
  const i18n = pageContext.i18n ?? kept ?? stringsOfDocument();
  if (typeof window !== 'undefined') kept = i18n;
  return i18n;
}

/** The page's `t()` and locale. */
export function useTranslation(): { t: Translate; locale: LocaleCode } {
  const i18n = pageI18n(usePageContext());
  if (i18n === undefined) throw new Error('No translations in pageContext (set by +onCreatePageContext.server.ts)');
  const t = useMemo(() => createTranslator(i18n.locale, i18n.messages), [i18n]);
  return { t, locale: i18n.locale };
}
