import type { PageContextServer } from 'vike/types';
import { redirect } from 'vike/abort';
import { navigationRedirect } from '../domain/routing/navigation-redirect.ts';
import { shopUrlRedirect } from '../server/rendering/page-redirects.server.ts';
import { blockGalleryLanguage } from '../view/gallery-path.ts';
import { requestQueryOf } from './request-query.ts';

/**
 * spec/1 §2.1 one URL a page, §9.5, §9.6; ADR 017: a client-side navigation reaches a page's one URL as a document
 * request does. The server answers a document's redirects before any page renders (page-server.server.ts), but a
 * navigation in the browser asks for `<path>/index.pageContext.json`, which vike renders: a link to a form of a
 * page that has another URL — a Lithuanian product or category on its root path, an old `/category/…` link in
 * content, an upper-case path — would show the not-found page, or the page under a second URL. Here the same
 * rules (`shopUrlRedirect`) answer it with vike's redirect, which vike's client router follows to the one URL
 * (no page rendered for the form, one history entry).
 *
 * Not for a document request (the server has decided already), nor for the error page of a navigation whose page
 * failed (decided for that page already), nor for the block gallery's language versions, which the server does
 * not redirect either while the gallery is on.
 */
export async function throwNavigationRedirect(pageContext: PageContextServer): Promise<void> {
  if (!pageContext.isClientSideNavigation || pageContext.errorWhileRendering) return;
  const { country, operations } = pageContext;
  const path = pageContext.urlParsed.pathnameOriginal;
  if (pageContext.blockGallery === true && blockGalleryLanguage(country, path) !== null) return;
  const query = requestQueryOf(pageContext);
  const decision = await shopUrlRedirect({ country, path, query }, operations);
  const found = decision === null ? null : navigationRedirect(decision, { path, query });
  if (found !== null) throw redirect(found.location, found.status);
}
