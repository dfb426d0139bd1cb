import { usePageContext } from 'vike-react/usePageContext';
import { href as routeHref, type RouteKey, type RouteParams } from '../../generated/index.ts';
import type { FrameData } from './frame-data.ts';
import type { ShopRoute } from './shop-route.ts';

export interface ShopView {
  readonly shop: ShopRoute;
  readonly frame: FrameData;
  /** The path of a route in the page's country and language (generated route table). */
  href<K extends RouteKey>(
    key: K,
    ...params: Record<string, never> extends RouteParams[K] ? [RouteParams[K]?] : [RouteParams[K]]
  ): string;
}

let keptFrame: FrameData | undefined;

/** The page's shop: country, language, route, frame data, and links in its country and language. */
export function useShop(): ShopView {
  const pageContext = usePageContext();
  const frame = pageContext.frame ?? keptFrame;
  if (frame === undefined) throw new Error('No frame data in pageContext (set by +onCreatePageContext.server.ts)');
  if (typeof window !== 'undefined') keptFrame = frame;
  const shop = pageContext.shop;
  return {
    shop,
    frame,
    // Without parameters only for a route that has none (the rest tuple above says so): {} is its parameters.
    href: (key, ...params) =>
      routeHref(key, params[0] ?? ({} as RouteParams[typeof key]), { country: shop.country, language: shop.language }),
  };
}
