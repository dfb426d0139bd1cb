import { withoutTrailingSlash } from './match-route.ts';
import { bareQuery } from './query-string.ts';

/** A redirect as vike's `redirect()` (vike/abort) can send it: 301 or 302. */
export interface NavigationRedirect {
  readonly location: string;
  readonly status: 301 | 302;
}

/**
 * The redirect a client-side navigation's page-context request (`…/index.pageContext.json`) gets for a decision of
 * the URL rules (spec/1 §9.6, §9.5; ADR 017: one URL a page, on client-side navigation too), or null.
 *
 * vike asks `/x/index.pageContext.json` for both `/x` and `/x/` (vike/dist/utils/urlToFile.js), so the server sees
 * the page's path without its trailing slash and cannot tell the two apart: a decision that changes nothing but the
 * trailing slash (rule 7 for a category or a content page) leads to the page the browser already asked for, and
 * sending it would loop. Anything else goes to the decision's location.
 *
 * A permanent redirect (the default 308 and the SEO 301 of spec/1 §9.6) is sent as 301, any other as 302: vike's
 * `redirect()` sends only these, and in a page-context answer the browser follows the location either way.
 */
export function navigationRedirect(
  decision: { readonly location: string; readonly status: number },
  request: { readonly path: string; readonly query: string },
): NavigationRedirect | null {
  const queryAt = decision.location.indexOf('?');
  const path = queryAt === -1 ? decision.location : decision.location.slice(0, queryAt);
  const query = queryAt === -1 ? '' : decision.location.slice(queryAt + 1);
  if (withoutTrailingSlash(path) === withoutTrailingSlash(request.path) && query === bareQuery(request.query)) {
    return null;
  }
  return { location: decision.location, status: decision.status === 301 || decision.status === 308 ? 301 : 302 };
}
