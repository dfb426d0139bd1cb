import type { RouteKey } from '../../generated/index.ts';
import { INFORMATION_ROUTE_KEYS } from '../../runtime/view/information-pages.ts';

/**
 * The routes a content block may link to by routeKey (schemas/common.schema.json#/$defs/blockLinkRouteKey, which
 * every linking block's schema.json references; block-link.server.test.ts keeps them equal): pages without
 * parameters (spec/1 §2.1).
 */
export const BLOCK_LINK_ROUTE_KEYS = [
  'home',
  'search',
  'login',
  'createAccount',
  'myAccount',
  'loyaltyCard',
  ...INFORMATION_ROUTE_KEYS,
] as const satisfies readonly RouteKey[];

export type BlockLinkRouteKey = (typeof BLOCK_LINK_ROUTE_KEYS)[number];
