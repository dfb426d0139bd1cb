import type { IncomingMessage } from 'node:http';

// ADR 010: what reaches the router and the pages is a request target and a host they can take. Each rule
// here closes a class of requests that used to end in a framework's internal error (a 500 with its text).

/**
 * Where a path with malformed percent-encoding is sent, after its language prefix if it has one: the pages answer
 * it with the not-found page (spec/1 §2.8, §8), in that language, and the raw input is not echoed in an error text
 * as the router's own "'<path>' is not a valid url component" did. It is under the build prefix `/__`, which
 * spec/1 §2.1 reserves ("never as content"), so no page has it.
 */
export const MALFORMED_PATH = '/__malformed-path';
const MALFORMED = /^(?:\/[a-z]{2})?\/__malformed-path$/;
const LANGUAGE_SEGMENT = /^\/[a-z]{2}(?=\/)/;

/** The path is where a malformed one was sent (`toOriginForm`). */
export function isMalformedPath(pathname: string): boolean {
  return MALFORMED.test(pathname);
}

/** `scheme://authority` then the rest: the absolute form of a request target (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/is;

/** The path decodes: every `%` starts two hex digits, and the bytes they give are UTF-8. */
export function isWellEncoded(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target in origin form (`/path?query`), for Fastify's `rewriteUrl`:
 * - RFC 9112 §3.2.2: a server MUST accept the absolute form (`GET http://de.localhost/ HTTP/1.1`) and take the
 *   host from it, ignoring the Host header; the host is checked afterwards like any other (`isValidHost`).
 * - a path whose percent-encoding is malformed becomes MALFORMED_PATH after its first segment if that may be a
 *   language prefix (the query is dropped with it).
 * - any other form (the asterisk form of OPTIONS, the authority form of CONNECT, a target without its leading
 *   slash) names no resource of this server: it is sent to MALFORMED_PATH too.
 */
export function toOriginForm(request: Pick<IncomingMessage, 'url' | 'headers'>): string {
  let target = request.url ?? '/';
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    request.headers.host = absolute[1]!;
    const rest = absolute[2]!;
    target = rest.startsWith('/') ? rest : `/${rest}`;
  }
  if (!target.startsWith('/')) return MALFORMED_PATH;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  return isWellEncoded(path) ? target : `${LANGUAGE_SEGMENT.exec(path)?.[0] ?? ''}${MALFORMED_PATH}`;
}

/** A client-side navigation's data request: vike's page context of the page at the path before it. */
const PAGE_CONTEXT_JSON = /\/index\.pageContext\.json$/;

/** The path asks for a page's context as JSON (vike's client-side navigation), not for a document. */
export function isPageContextPath(pathname: string): boolean {
  return PAGE_CONTEXT_JSON.test(pathname);
}

/** A host name or IP literal with an optional port, as a Host header may carry it (RFC 9110 §7.2, RFC 3986 §3.2.2). */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.?)(?::\d{1,5})?$/i;

/**
 * The Host header is a valid host (RFC 9112 §3.2: a request whose Host is invalid is answered 400): its shape, and
 * what the WHATWG URL parser accepts, so that no invalid address (`999.1.1.1`, port 99999) reaches a URL parser
 * further in (vike's, which answered it with its own 500).
 */
export function isValidHost(host: string | undefined): host is string {
  if (host === undefined || host.length > 255 || !HOST_SHAPE.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Vite's own paths (its client, file system access, ping). vike refuses to render them (they belong to Vite's dev
 * server, which answers them first under `npm run dev`); with built pages no such file exists, so they are not
 * found.
 */
const VITE_PATHS = ['/@vite/', '/@fs/', '/@id/', '/__vite_ping', '/@react-refresh'];

/** The path, raw or decoded (vike tests the decoded one: `/%40fs/…` is `/@fs/…`), is one of Vite's own. */
export function isVitePath(pathname: string): boolean {
  const decoded = isWellEncoded(pathname) ? decodeURIComponent(pathname) : pathname;
  return [pathname, decoded].some((path) =>
    VITE_PATHS.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix),
  );
}
