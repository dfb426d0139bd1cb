// https://vike.dev/onCreatePageContext — every page context, on the server, gets the shop's view of its URL
// (country, language, route), its locale's strings (first page only) and the frame's data.
import type { PageContextServer } from 'vike/types';
import { isStaticBlock, type StaticRenderedBlock } from '../view/block-types.ts';
import { blocksInMarkupOf, loadBlocks, renderStaticPart } from '../../blocks/load-blocks.server.ts';
import { createElement } from 'react';
import { FOOTER } from '../../generated/index.ts';
import { Footer } from '../components/frame/Footer.tsx';
import type { ContentBlock } from '../../generated/types.ts';
import { shopToday } from '../domain/time/shop-today.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { buildFrameData } from './frame-data.server.ts';
import { throwNavigationRedirect } from './navigation-redirect.server.ts';
import { originOf, shopRouteOf } from '../view/shop-route.ts';

export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  // A client-side navigation to a form of a page that has another URL goes there first, before any data is read.
  await throwNavigationRedirect(pageContext);
  const shop = shopRouteOf(originOf(pageContext), pageContext.urlParsed.pathname);
  // The server answers unknown hosts before rendering (runtime/server/app/shop-country.server.ts), so there is a shop here.
  if (shop === null) throw new Error(`No shop for ${pageContext.urlOriginal}`);
  pageContext.shop = shop;
  if (!pageContext.isClientSideNavigation) {
    pageContext.i18n = { locale: shop.locale, messages: messagesFor(shop.locale) };
  }
  const now = new Date();
  const [categories, content] = await Promise.all([
    pageContext.operations.call('getFirstLevelCategories', { language: shop.language }),
    pageContext.operations.call('getFrameContent', { language: shop.language }),
  ]);
  const frame = buildFrameData(
    shop.country,
    shop.locale,
    categories.results.map(({ id, key, name, slug, link }) => ({ id, key, name, slug, link })),
    shopToday(now),
  );
  // The banner is rendered in this page's context, frame included (a block may read the frame's settings).
  pageContext.frame = { ...frame, livePort: pageContext.livePort ?? null };
  pageContext.frame = {
    ...pageContext.frame,
    promoBanner: await promoBanner(pageContext, content.promoBanner, now),
  };
  if (shop.layout !== 'noFooter') pageContext.frame = { ...pageContext.frame, footer: await footer(pageContext) };
}

/**
 * spec/1 §2.7 the footer, rendered to HTML in this page's context (its frame, strings and query) — or taken from the
 * component cache, which keeps it per shop, year, app-version flag and kind of request (a client-side navigation
 * carries its HTML), with the frame's tags (its category links).
 */
async function footer(pageContext: PageContextServer): Promise<StaticRenderedBlock> {
  const { shop, frame, components } = pageContext;
  const render = async () => renderStaticPart('footer', createElement(Footer), { pageContext, locale: shop.locale });
  if (components === undefined) return render();
  const appVersion = pageContext.urlParsed.search[FOOTER.appVersionBannerQueryFlag] === 'true';
  const navigation = pageContext.isClientSideNavigation === true;
  const key = `footer|${shop.country}|${shop.locale}|${frame.today.slice(0, 4)}|${appVersion ? 1 : 0}|${navigation ? 1 : 0}`;
  return components.remember(key, render, () => true);
}

/**
 * spec/1 §2.9 the frame's promo banner, rendered on the server like every block that is not interactive. It is
 * rendered for every request — a client-side navigation too, whose page context has no strings of its own — or
 * taken from the component cache, so the banner follows a campaign's start and end (spec/1 §4) within the time the
 * server keeps blocks.
 */
async function promoBanner(
  pageContext: PageContextServer,
  entry: ContentBlock | null,
  now: Date,
): Promise<StaticRenderedBlock | null> {
  if (entry === null) return null;
  const [rendered] = await loadBlocks([entry], { ...blocksInMarkupOf(pageContext), now, idPrefix: 'promo-' });
  return rendered !== undefined && isStaticBlock(rendered) ? rendered : null;
}
