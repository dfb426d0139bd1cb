// https://vike.dev/data — what the checkout, account and service pages say about themselves (each page's +data.ts
// names it): their heading as title, and not indexed (personal or transactional pages). Their content is the
// session's, read in the browser, or a form not built yet (spec/3).
import type { PageContextServer } from 'vike/types';
import { canonicalPath } from '../domain/routing/canonical-path.ts';
import type { PageData } from '../view/page-seo.ts';
import { serverTranslator } from './page-seo.server.ts';

export async function servicePageData(pageContext: PageContextServer): Promise<PageData> {
  const t = serverTranslator(pageContext);
  const path = pageContext.urlParsed.pathname;
  const heading = t(`pages.service.${pageContext.shop.routeKeys[0] as string}`);
  return {
    seo: {
      title: `${heading} – Multishop`,
      description: heading,
      canonicalPath: canonicalPath(pageContext.shop.country, path) ?? path,
      alternates: {},
      noindex: true,
    },
  };
}
