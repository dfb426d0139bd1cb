import { ROUTING, type CountryCode, type LanguageCode } from '../../../generated/index.ts';
import { parseLanguagePrefix, prefixPath } from './language-prefix.ts';
import { bareQuery, queryParams, withoutQueryParam, withQuery } from './query-string.ts';
import { isSameSitePath } from './same-site-path.ts';

/** The query parameter of a consent-confirmation link (spec/3 §2 "needs a hash query value"). */
export const CONSENT_HASH_QUERY_KEY = 'hash';

/**
 * Status of the newsletter redirects. The spec gives none for these paths. They are one-off links from e-mails
 * that must reach the server every time (each confirmation records an event), so the redirect is temporary:
 * a permanent one (301/308) may be cached by the browser, which would then skip the server.
 */
export const NEWSLETTER_REDIRECT_STATUS = 302;

export interface NewsletterPathRequest {
  readonly country: CountryCode;
  readonly path: string;
  /** The raw query string, URL-encoded as received, with or without its `?`. */
  readonly query?: string;
}

export interface NewsletterPathDecision {
  readonly location: string;
  readonly status: typeof NEWSLETTER_REDIRECT_STATUS;
  /** Record a newsletter consent event with this hash before redirecting (spec/3 §2); null: record nothing. */
  readonly recordConsentHash: string | null;
}

const { newsletterConsentConfirm: CONFIRM, newsletterManageSubscriptions: MANAGE } = ROUTING.specialPaths;

function endsWithSpecialPath(path: string, special: string): boolean {
  return path.endsWith(special) || path.endsWith(`${special}/`);
}

/**
 * The path ends in one of the newsletter paths handled before routing (spec/3 §2; ROUTING.specialPaths), with or
 * without a trailing slash. These paths are not pages, so the other URL rules leave them alone.
 */
export function isNewsletterSpecialPath(path: string): boolean {
  return endsWithSpecialPath(path, CONFIRM) || endsWithSpecialPath(path, MANAGE);
}

/**
 * The redirect_to of a consent hash: base64 of a JSON object that may contain redirect_to (spec/3 §2). Query
 * parsing turns a `+` of base64 into a space, and mail tools use base64url, so both are read back. Only a
 * same-site path is taken (no open redirect); a malformed hash, JSON or target gives null.
 */
export function consentRedirectTarget(hash: string): string | null {
  let payload: unknown;
  try {
    payload = JSON.parse(atob(hash.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const target = (payload as Record<string, unknown>).redirect_to;
  return typeof target === 'string' && isSameSitePath(target) ? target : null;
}

// The end of a target's path: its query or fragment, which the language prefix rule leaves alone.
const PATH_END = /[?#]/;

/**
 * spec/3 §2 "the two-letter locale prefix (if present) plus redirect_to": the target in the link's language. A
 * target that already starts with a prefix of one of the country's languages names its own language, so it is
 * not prefixed again (/fr/exConsents/confirm with '/fr/drills/' in CH → '/fr/drills/', not '/fr/fr/drills/');
 * a prefix of another country's language is dropped, as the link's own would be (spec/1 §9.6). Either way the
 * result is canonical: no prefix for the default language (spec/1 §2.1), so no second redirect follows.
 */
function localisedTarget(country: CountryCode, linkLanguage: LanguageCode, target: string): string {
  const end = target.search(PATH_END);
  const targetPath = end === -1 ? target : target.slice(0, end);
  const parsed = parseLanguagePrefix(country, targetPath);
  const language = parsed.hadPrefix && parsed.prefixAllowed ? parsed.language : linkLanguage;
  return prefixPath(country, language, parsed.pathWithoutPrefix) + (end === -1 ? '' : target.slice(end));
}

/**
 * spec/3 §2 Newsletter consent paths:
 * - a path ending in /exConsents/confirm without a hash goes to '/' with the remaining query values;
 * - with a hash, record a newsletter consent event with it, then go to the two-letter locale prefix (if present)
 *   plus redirect_to, or to '/' when the hash carries no usable redirect_to. The event is recorded whenever a
 *   hash is given: the consent service, not the shop, decides whether a hash is genuine. The prefix is kept only
 *   where it is a prefix of one of the country's languages other than its default (spec/1 §2.1, §9.6), and a
 *   target that carries its own prefix is not prefixed again (`localisedTarget`);
 * - a path ending in /exConsents/manageSubscriptions goes to '/' with the query.
 * Null for any other path.
 */
export function decideNewsletterPath({
  country,
  path,
  query = '',
}: NewsletterPathRequest): NewsletterPathDecision | null {
  const raw = bareQuery(query);
  if (endsWithSpecialPath(path, CONFIRM)) {
    const hash = queryParams(raw).get(CONSENT_HASH_QUERY_KEY);
    if (!hash) {
      const rest = withoutQueryParam(raw, CONSENT_HASH_QUERY_KEY);
      return { location: withQuery('/', rest), status: NEWSLETTER_REDIRECT_STATUS, recordConsentHash: null };
    }
    const target = consentRedirectTarget(hash);
    const parsed = parseLanguagePrefix(country, path);
    const location = target === null ? '/' : localisedTarget(country, parsed.language, target);
    return { location, status: NEWSLETTER_REDIRECT_STATUS, recordConsentHash: hash.replaceAll(' ', '+') };
  }
  if (endsWithSpecialPath(path, MANAGE)) {
    return { location: withQuery('/', raw), status: NEWSLETTER_REDIRECT_STATUS, recordConsentHash: null };
  }
  return null;
}
