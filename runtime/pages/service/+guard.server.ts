// https://vike.dev/guard — spec/1 §5, §6 route guards: checkout closed in the market → home; guest-only pages
// send customers home; logged-in-only pages send guests home with a warning; checkout needs a cart.
import type { PageContextServer } from 'vike/types';
import { redirect } from 'vike/abort';
import { ROUTE_RULES, type RouteKey } from '../../../generated/index.ts';
import { decideRouteGuard } from '../../domain/routing/route-guard.ts';

export async function guard(pageContext: PageContextServer): Promise<void> {
  const { shop } = pageContext;
  // A route that decides by the visitor reads the session (the page is then personal and never cached).
  const needsVisitor = ROUTE_RULES[shop.routeKeys[0] as RouteKey].guard !== 'none';
  const visitor = needsVisitor && pageContext.visitor ? await pageContext.visitor() : null;
  const decision = decideRouteGuard({
    routeKey: shop.routeKeys[0] as RouteKey,
    country: shop.country,
    language: shop.language,
    isLoggedIn: visitor?.isLoggedIn ?? false,
    cart: visitor?.cart ?? null,
  });
  if (decision.allow) return;
  if (decision.warning) console.warn(decision.warning);
  throw redirect(decision.location);
}
