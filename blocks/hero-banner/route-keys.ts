import type { RouteKey } from '../../generated/index.ts';
import { INFORMATION_ROUTE_KEYS } from '../../runtime/pages/information/information-pages.ts';

/** The routes a banner may link to (schema.json routeKey): pages without parameters (spec/1 §2.1). */
export const HERO_BANNER_ROUTE_KEYS = [
  'home',
  'search',
  'login',
  'createAccount',
  'myAccount',
  'loyaltyCard',
  ...INFORMATION_ROUTE_KEYS,
] as const satisfies readonly RouteKey[];

export type HeroBannerRouteKey = (typeof HERO_BANNER_ROUTE_KEYS)[number];
