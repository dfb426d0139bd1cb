// https://vike.dev/data — spec/1 §2.1 the CMS pages: an information page or the help centre (the CMS page under the
// route's slug in the page's language, information-pages.ts), or a content page on the catch-all path, handed on
// by the slug page (ADR 038). Its blocks are checked and loaded on the server (spec/1 §2.9).
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { RenderedBlock } from '../../view/block-types.ts';
import { blocksInMarkupOf, loadBlocks } from '../../../blocks/load-blocks.server.ts';
import { href, type LanguageCode } from '../../../generated/index.ts';
import { nullWhenNotFound } from '../../client/operation-client.ts';
import { canonicalPath } from '../../domain/routing/canonical-path.ts';
import { rewrittenContentPath } from '../../domain/routing/content-rewrite.ts';
import type { PageData } from '../../view/page-seo.ts';
import { alternatesOf, prefixedAlternates } from '../page-seo.server.ts';
import { INFORMATION_ROUTE_KEYS, informationSlug, type InformationRouteKey } from '../../view/information-pages.ts';
import { pageDescription } from './page-description.server.ts';

export interface ContentData extends PageData {
  readonly title: string;
  readonly blocks: readonly RenderedBlock[];
}

/** Which CMS page a path shows: its slug, and its canonical path and language versions (SEO). */
interface CmsPage {
  readonly slug: string;
  readonly canonical: string;
  readonly alternates: PageData['seo']['alternates'];
}

export async function data(pageContext: PageContextServer): Promise<ContentData> {
  const { shop, operations } = pageContext;
  const cms = cmsPageOf(pageContext);
  if (cms === null) throw render(404);
  const page = await operations
    .call('getContentPage', { slug: cms.slug, language: shop.language })
    .catch(nullWhenNotFound);
  if (page === null) throw render(404);
  const blocks = await loadBlocks(page.blocks, blocksInMarkupOf(pageContext));
  return {
    title: page.title,
    blocks,
    seo: {
      title: `${page.title} – Multishop`,
      description: pageDescription(page.blocks) ?? page.title,
      canonicalPath: cms.canonical,
      alternates: cms.alternates,
    },
  };
}

function cmsPageOf(pageContext: PageContextServer): CmsPage | null {
  const { shop } = pageContext;
  // The address of the slug page's rewrite (the shopper's URL is the catch-all path it stands for).
  const rewritten = rewrittenContentPath(pageContext.urlParsed.pathname);
  if (rewritten !== null) {
    const slug = shop.params.slug;
    if (slug === undefined) return null;
    return {
      slug,
      canonical: canonicalPath(shop.country, rewritten) ?? rewritten,
      alternates: prefixedAlternates(pageContext, `/${slug}/`),
    };
  }
  const routeKey = shop.routeKeys.find((key): key is InformationRouteKey =>
    (INFORMATION_ROUTE_KEYS as readonly string[]).includes(key),
  );
  if (routeKey === undefined) return null;
  const pathIn = (language: LanguageCode) => href(routeKey, {}, { country: shop.country, language });
  return {
    slug: informationSlug(routeKey, shop.language),
    canonical: canonicalPath(shop.country, pageContext.urlParsed.pathname) ?? pathIn(shop.language),
    alternates: alternatesOf(pageContext, pathIn),
  };
}
