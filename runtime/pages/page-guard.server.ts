// https://vike.dev/guard — the one guard of the checkout, account and service pages (each page's +guard.server.ts
// names it): spec/1 §5, §6 — checkout closed in the market → home; guest-only pages send customers home;
// logged-in-only pages send guests home with a warning; checkout pages need a cart. The rules are the domain's
// (route-guard.ts); which one a route has is the route table's (countries/routes.json `guard`).
import type { PageContextServer } from 'vike/types';
import { redirect } from 'vike/abort';
import { ROUTE_RULES, type RouteKey } from '../../generated/index.ts';
import { decideRouteGuard } from '../domain/routing/route-guard.ts';

export async function guard(pageContext: PageContextServer): Promise<void> {
  const { shop } = pageContext;
  const routeKey = shop.routeKeys[0] as RouteKey;
  // A route that decides by the visitor reads the session (the page is then personal and never cached).
  const needsVisitor = ROUTE_RULES[routeKey].guard !== 'none';
  const visitor = needsVisitor && pageContext.visitor ? await pageContext.visitor() : null;
  const decision = decideRouteGuard({
    routeKey,
    country: shop.country,
    language: shop.language,
    isLoggedIn: visitor?.isLoggedIn ?? false,
    cart: visitor?.cart ?? null,
  });
  if (decision.allow) return;
  if (decision.warning) console.warn(decision.warning);
  throw redirect(decision.location);
}
