// https://vike.dev/bodyHtmlEnd — what a first page gives the browser besides its markup, as inert JSON scripts
// before vike's entry script:
// - its UI strings (use-translation.ts reads them). ADR 011: the same text for every page of a locale, serialized
//   once per locale (messagesScript) instead of with every page context; a client-side navigation gets none (the
//   browser keeps the first page's strings), and neither does a page context without strings.
// - its country's share of the generated country tables (ADR 021: runtime/view/country-tables.ts), which the
//   server serializes once per country and gives in the page context.
import type { PageContextServer } from 'vike/types';
import { messagesScript } from '../i18n/messages.server.ts';

export default (pageContext: PageContextServer): string =>
  (pageContext.i18n ? messagesScript(pageContext.i18n.locale) : '') + (pageContext.countryTables ?? '');
