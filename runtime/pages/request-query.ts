import { bareQuery } from '../domain/routing/query-string.ts';

/**
 * The page's query string as the request carried it, without its `?` (ADR 014). vike rebuilds the query of a
 * client-side navigation's `…/index.pageContext.json` request from its parsed parameters, keeping only the last
 * value of a repeated one (`brand=Voltaro&brand=Bauvera` arrives as `brand=Bauvera`), so a listing read from
 * `urlParsed` after client-side navigation lost every filter value but the last. The server hands the request's
 * own query in (`requestQuery`, runtime/server/rendering/page-server.server.ts); vike's parsed one is the fallback
 * where a page context is made without the server (tests).
 */
export function requestQueryOf(pageContext: {
  readonly requestQuery?: string;
  readonly urlParsed: { readonly searchOriginal: string | null };
}): string {
  return bareQuery(pageContext.requestQuery ?? pageContext.urlParsed.searchOriginal ?? '');
}
