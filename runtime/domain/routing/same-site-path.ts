// A redirect target the shop builds from a request or a link must stay on the shop (no open redirect, OWASP
// "Unvalidated Redirects and Forwards"). spec/3 §2 leaves the newsletter redirect_to target open; the brief's
// reading: only a same-site relative path. Browsers treat `//host` and `/\host` as another site and drop tabs
// and new lines inside URLs, so the path must start with one `/`, contain no `//` and no `\`, and consist of
// printable ASCII only (a real URL path is percent-encoded; this also rules out spaces and control characters).
// A scheme (`https:`, `javascript:`) cannot come first, because the first character must be `/`.
const SAME_SITE_PATH = /^(?!.*\/\/)\/[!-[\]-~]*$/;

/** The value is a path on this site: `/` then printable ASCII, with no `//` and no `\` anywhere. */
export function isSameSitePath(value: string): boolean {
  return SAME_SITE_PATH.test(value);
}
