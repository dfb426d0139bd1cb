// https://vike.dev/data — the home page: CMS blocks of the content page 'home' (spec/1 §2.9).
import type { PageContextServer } from 'vike/types';
import { blocksInMarkupOf, loadBlocks } from '../../../blocks/load-blocks.server.ts';
import type { RenderedBlock } from '../../view/block-types.ts';
import { nullWhenNotFound } from '../../client/operation-client.ts';
import { prefixPath } from '../../domain/routing/language-prefix.ts';
import type { PageData } from '../../view/page-seo.ts';
import { prefixedAlternates, serverTranslator } from '../page-seo.server.ts';

export interface HomeData extends PageData {
  readonly heading: string;
  readonly blocks: readonly RenderedBlock[];
}

export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const { shop, operations } = pageContext;
  const t = serverTranslator(pageContext);
  const page = await operations
    .call('getContentPage', { slug: 'home', language: shop.language })
    .catch(nullWhenNotFound);
  const blocks = page ? await loadBlocks(page.blocks, blocksInMarkupOf(pageContext)) : [];
  return {
    heading: t('pages.home.heading', { country: pageContext.frame.countryLabel }),
    blocks,
    seo: {
      title: t('pages.home.title', { country: pageContext.frame.countryLabel }),
      description: t('pages.home.description', { country: pageContext.frame.countryLabel }),
      canonicalPath: prefixPath(shop.country, shop.language, '/'),
      alternates: prefixedAlternates(pageContext, '/'),
    },
  };
}
