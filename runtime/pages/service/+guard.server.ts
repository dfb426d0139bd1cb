// https://vike.dev/guard — spec/1 §5, §6 route guards: checkout closed in the market → home; guest-only pages
// send customers home; logged-in-only pages send guests home with a warning; checkout needs a cart.
import type { PageContextServer } from 'vike/types';
import { redirect } from 'vike/abort';
import type { RouteKey } from '../../../generated/index.ts';
import { decideRouteGuard } from '../../domain/routing/route-guard.ts';

export function guard(pageContext: PageContextServer): void {
  const { shop } = pageContext;
  const decision = decideRouteGuard({
    routeKey: shop.routeKeys[0] as RouteKey,
    country: shop.country,
    language: shop.language,
    // Sessions and carts arrive with the account and cart issues: until then every visitor is a guest without one.
    isLoggedIn: false,
    cart: null,
  });
  if (decision.allow) return;
  if (decision.warning) console.warn(decision.warning);
  throw redirect(decision.location);
}
