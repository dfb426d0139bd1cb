// https://vike.dev/onCreatePageContext — every page context, on the server, gets the shop's view of its URL
// (country, language, route), its locale's strings (first page only) and the frame's data.
import type { PageContextServer } from 'vike/types';
import { shopToday } from '../domain/time/shop-today.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { buildFrameData } from './frame-data.server.ts';
import { shopRouteOf } from './shop-route.ts';

export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  const shop = shopRouteOf(pageContext.urlParsed.origin, pageContext.urlParsed.pathname);
  // The server answers unknown hosts before rendering (runtime/server/app.server.ts), so there is a shop here.
  if (shop === null) throw new Error(`No shop for ${pageContext.urlOriginal}`);
  pageContext.shop = shop;
  if (!pageContext.isClientSideNavigation) {
    pageContext.i18n = { locale: shop.locale, messages: messagesFor(shop.locale) };
  }
  const categories = await pageContext.operations.call('getFirstLevelCategories', { language: shop.language });
  pageContext.frame = buildFrameData(
    shop.country,
    shop.locale,
    categories.results.map(({ id, key, name, slug, link }) => ({ id, key, name, slug, link })),
    shopToday(new Date()),
  );
}
