// https://vike.dev/data — spec/1 §2.1 information pages and help centre: the CMS page under the route's slug in the
// page's language (information-pages.ts), its blocks checked and loaded on the server (spec/1 §2.9).
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { RenderedBlock } from '../../view/block-types.ts';
import { loadBlocks } from '../../../blocks/load-blocks.server.ts';
import { href, type LanguageCode } from '../../../generated/index.ts';
import { nullWhenNotFound } from '../../client/operation-client.ts';
import { canonicalPath } from '../../domain/routing/canonical-path.ts';
import type { PageData } from '../../view/page-seo.ts';
import { alternatesOf } from '../page-seo.server.ts';
import { INFORMATION_ROUTE_KEYS, informationSlug, type InformationRouteKey } from '../../view/information-pages.ts';
import { pageDescription } from './page-description.server.ts';

export interface InformationData extends PageData {
  readonly title: string;
  readonly blocks: readonly RenderedBlock[];
}

export async function data(pageContext: PageContextServer): Promise<InformationData> {
  const { shop, operations } = pageContext;
  const routeKey = shop.routeKeys.find((key): key is InformationRouteKey =>
    (INFORMATION_ROUTE_KEYS as readonly string[]).includes(key),
  );
  if (routeKey === undefined) throw render(404);
  const slug = informationSlug(routeKey, shop.language);
  const page = await operations.call('getContentPage', { slug, language: shop.language }).catch(nullWhenNotFound);
  if (page === null) throw render(404);
  const blocks = await loadBlocks(page.blocks, {
    shop,
    operations,
    pageContext,
    inMarkup: true,
    components: pageContext.components,
  });
  const pathIn = (language: LanguageCode) => href(routeKey, {}, { country: shop.country, language });
  const path = pageContext.urlParsed.pathname;
  return {
    title: page.title,
    blocks,
    seo: {
      title: `${page.title} – Multishop`,
      description: pageDescription(page.blocks) ?? page.title,
      canonicalPath: canonicalPath(shop.country, path) ?? pathIn(shop.language),
      alternates: alternatesOf(pageContext, pathIn),
    },
  };
}
