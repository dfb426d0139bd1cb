// https://vike.dev/bodyHtmlEnd — a first page's UI strings, as an inert JSON script after the page's markup
// (use-translation.ts reads it in the browser). Issue 11: the same text for every page of a locale, serialized once
// per locale (messagesScript) instead of with every page context; a client-side navigation gets none (the browser
// keeps the first page's strings), and neither does a page context without strings.
import type { PageContextServer } from 'vike/types';
import { messagesScript } from '../i18n/messages.server.ts';

export default (pageContext: PageContextServer): string =>
  pageContext.i18n ? messagesScript(pageContext.i18n.locale) : '';
