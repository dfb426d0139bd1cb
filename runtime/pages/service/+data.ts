// https://vike.dev/data — the service pages' heading and SEO (not indexed: personal or transactional pages).
import type { PageContextServer } from 'vike/types';
import { canonicalPath } from '../../domain/routing/canonical-path.ts';
import type { PageData } from '../../view/page-seo.ts';
import { serverTranslator } from '../page-seo.server.ts';

export interface ServiceData extends PageData {
  readonly routeKey: string;
  readonly heading: string;
  readonly text: string;
}

export async function data(pageContext: PageContextServer): Promise<ServiceData> {
  const t = serverTranslator(pageContext);
  const routeKey = pageContext.shop.routeKeys[0] as string;
  const path = pageContext.urlParsed.pathname;
  const heading = t(`pages.service.${routeKey}`);
  return {
    routeKey,
    heading,
    text: t('pages.service.comingWithAccounts'),
    seo: {
      title: `${heading} – Multishop`,
      description: heading,
      canonicalPath: canonicalPath(pageContext.shop.country, path) ?? path,
      alternates: {},
      noindex: true,
    },
  };
}
