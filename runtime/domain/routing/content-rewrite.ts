// ADR 038: a content page on the catch-all path is rendered by the content page, not the listing's. The slug page
// learns which the path is from the store and hands a content page on with vike's URL rewrite (`throw render(url)`)
// to this address, which only that rewrite reaches: it is under the build's reserved prefix (spec/1 §2.1 "/__"),
// so no shop page, link or redirect ever has it.
const PREFIX = '/__content';

/** The address the slug page rewrites the content page at `path` (its pathname, language prefix included) to. */
export function contentRewriteOf(path: string): `/${string}` {
  return `${PREFIX}${path}`;
}

/** The catch-all path a content rewrite stands for, or null when the pathname is no content rewrite. */
export function rewrittenContentPath(pathname: string): string | null {
  return pathname.startsWith(`${PREFIX}/`) ? pathname.slice(PREFIX.length) : null;
}
