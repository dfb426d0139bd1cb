import type { CountryCode, LanguageCode } from '../../../generated/index.ts';
import { isRequestError, type OperationClient } from '../../client/operation-client.ts';
import { decideRedirect, nativeRootCategorySlug } from '../../domain/routing/decide-redirect.ts';
import { parseLanguagePrefix } from '../../domain/routing/language-prefix.ts';
import { matchRoute } from '../../domain/routing/match-route.ts';
import { decideNewsletterPath } from '../../domain/routing/newsletter-consent.ts';
import type { NewsletterConsentLog } from '../commerce/ports/newsletter-consent-log.ts';

export interface PageRedirectDependencies {
  /** The operations in process, to ask the store what a slug is (spec/1 §9.5 native routing; ADR 014). */
  readonly operations: OperationClient;
  readonly consents: NewsletterConsentLog;
  readonly now: () => Date;
}

export interface PageRedirect {
  readonly location: string;
  readonly status: number;
}

/**
 * The redirect a document request needs before any page renders, or null: the newsletter paths (spec/3 §2; the
 * confirmation records its consent event first), then the URL rules of spec/1 §9.6 with what the store knows,
 * so that every form of a page reaches its one URL in one redirect, and no form is sent to a 404 (ADR 014):
 * - in a native-routing country a root slug that is a category goes under /c/ (§9.5);
 * - a redirect to a product page by its slug in another language goes to the product's local slug;
 * - a redirect to a category or product page the store does not have is no redirect: the path is rendered as
 *   it came, the not-found page.
 */
export async function pageRedirect(
  request: { readonly country: CountryCode; readonly path: string; readonly query: string },
  dependencies: PageRedirectDependencies,
): Promise<PageRedirect | null> {
  const newsletter = decideNewsletterPath(request);
  if (newsletter !== null) {
    if (newsletter.recordConsentHash !== null) {
      await dependencies.consents.recordNewsletterConsent({
        country: request.country,
        hash: newsletter.recordConsentHash,
        recordedAt: dependencies.now(),
      });
    }
    return { location: newsletter.location, status: newsletter.status };
  }
  return shopUrlRedirect(request, dependencies.operations);
}

/**
 * The redirect of the URL rules of spec/1 §9.6 for a page path, with what the store knows (see `pageRedirect`), or
 * null. A client-side navigation's page-context request is given the same (runtime/pages/navigation-redirect.server.ts).
 */
export async function shopUrlRedirect(
  request: { readonly country: CountryCode; readonly path: string; readonly query: string },
  operations: OperationClient,
): Promise<PageRedirect | null> {
  const root = nativeRootCategorySlug(request.country, request.path);
  const rootSlugIsCategory = root !== null && (await categoryLink(operations, root.slug, root.language));
  const decision = decideRedirect({ ...request, rootSlugIsCategory: rootSlugIsCategory !== false });
  return decision === null ? null : checkedTarget(request.country, decision, operations);
}

/** The decision with its target checked against the store, for a target that is a category's or a product's page. */
async function checkedTarget(
  country: CountryCode,
  decision: PageRedirect,
  operations: OperationClient,
): Promise<PageRedirect | null> {
  const queryAt = decision.location.indexOf('?');
  const query = queryAt === -1 ? '' : decision.location.slice(queryAt);
  const parsed = parseLanguagePrefix(country, queryAt === -1 ? decision.location : decision.location.slice(0, queryAt));
  const match = matchRoute(country, parsed.language, parsed.pathWithoutPrefix);
  const slug = match?.params.slug;
  // A catch-all that may be a category or a content page (where native routing is off) is left to the page.
  if (match == null || slug === undefined || match.routeKeys.length !== 1) return decision;
  if (match.routeKeys[0] === 'product') {
    const link = await productLink(operations, slug, parsed.language);
    return link === null ? null : { ...decision, location: link + query };
  }
  if (match.routeKeys[0] === 'category') {
    return (await categoryLink(operations, slug, parsed.language)) === false ? null : decision;
  }
  return decision;
}

/** Not found, or a slug no entry can have (its schema's pattern, a 400): nothing. Anything else goes on. */
function noneWhenMissing(error: unknown): false {
  if (isRequestError(error, 404) || isRequestError(error, 400)) return false;
  throw error;
}

async function categoryLink(
  operations: OperationClient,
  slug: string,
  language: LanguageCode,
): Promise<string | false> {
  return operations
    .call('getCategory', { slug, language, fetchSiblings: false })
    .then((found) => found.category.link, noneWhenMissing);
}

/** The product's page in the language: by its slug there, or its slug in another language (ADR 014). */
async function productLink(operations: OperationClient, slug: string, language: LanguageCode): Promise<string | null> {
  const product = await operations.call('getProduct', { slug, language }).catch(noneWhenMissing);
  return product === false ? null : product.link;
}
