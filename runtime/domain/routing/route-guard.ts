import {
  href,
  ROUTE_RULES,
  type CountryCode,
  type HrefTarget,
  type LanguageCode,
  type PageKind,
  type RouteKey,
} from '../../../generated/index.ts';
import { checkoutStepOf, checkoutStepsOf } from './checkout-step.ts';
import { isCheckoutOpen } from '../checkout/checkout-open.ts';

/**
 * spec/1 §8 "Guard warning for logged-in-only routes, then redirect to '/'" and spec/3 §2 "others are logged
 * with a warning": the spec gives no wording, so this is the shop's. It is written to the log, not shown.
 */
export const LOGGED_IN_ONLY_WARNING = 'This page is only available to logged-in customers; redirecting to home.';

/** What the checkout guard reads of the current customer's active cart (spec/2 §2, §3 Cart). */
export interface GuardCart {
  readonly lineItems: readonly unknown[];
  readonly shippingInfo?: unknown;
  readonly shippingAddress?: unknown;
}

export interface RouteGuardInput {
  readonly routeKey: RouteKey;
  readonly country: CountryCode;
  /** The page's language, for the redirect path; the country's default language when absent. */
  readonly language?: LanguageCode;
  readonly isLoggedIn: boolean;
  /** The customer's active cart; null or absent when there is none. Read by the checkout guard only. */
  readonly cart?: GuardCart | null;
}

export type RouteGuardDecision =
  | { readonly allow: true }
  | {
      readonly allow: false;
      readonly redirectTo: RouteKey;
      /** The redirect's path in the page's language (generated `href`). */
      readonly location: string;
      /** To be logged before redirecting. */
      readonly warning?: string;
    };

const ALLOW: RouteGuardDecision = Object.freeze({ allow: true });

function redirect(
  input: RouteGuardInput,
  redirectTo: 'home' | 'checkoutAddresses',
  warning?: string,
): RouteGuardDecision {
  const target = { country: input.country, language: input.language } as HrefTarget<CountryCode>;
  const location = href(redirectTo, {}, target);
  return warning === undefined
    ? { allow: false, redirectTo, location }
    : { allow: false, redirectTo, location, warning };
}

/**
 * spec/1 §5 "Checkout pages in a market where checkout is disabled redirect to home" and spec/2 §2 "a market
 * flagged as having checkout unavailable redirects checkout pages to home" (COUNTRIES[c].flags.checkoutDisabled).
 * A checkout page is any route of a checkout page kind, whatever its guard: the thank-you page too, whose guard
 * is 'none' because it must show without a cart (the order is placed and the cart gone).
 */
const CHECKOUT_PAGE_KINDS: ReadonlySet<PageKind> = new Set<PageKind>(['checkout', 'checkoutAddresses']);

function isCheckoutClosed(input: RouteGuardInput): boolean {
  return CHECKOUT_PAGE_KINDS.has(ROUTE_RULES[input.routeKey].pageKind) && !isCheckoutOpen(input.country);
}

/**
 * spec/2 §2 Route guard for checkout: "If it [the active cart] is missing or has no line items, redirect to
 * home. If it has no shipping info or no shipping address and the current path is not the addresses page,
 * redirect to the checkout addresses page". Checkout-disabled markets are sent home before this runs.
 */
function checkoutGuard(input: RouteGuardInput): RouteGuardDecision {
  const { cart } = input;
  if (!cart || cart.lineItems.length === 0) return redirect(input, 'home');
  if ((!cart.shippingInfo || !cart.shippingAddress) && needsShippingAddress(input.routeKey)) {
    return redirect(input, 'checkoutAddresses');
  }
  return ALLOW;
}

/**
 * Read literally, "not the addresses page" would also send the cart step and the login, registration and
 * password-reset pages inside checkout to the addresses page, so a guest could never log in before typing an
 * address. The rule is read as the step order implies (spec/1 §2.1: cart 1, shipping 2, billing 3, payment 4):
 * the checkout entry and every step after the addresses page need the shipping address; pages before it do not.
 */
const ADDRESSES_LAST_STEP = Math.max(...checkoutStepsOf('checkoutAddresses').map((step) => step.step));

function needsShippingAddress(routeKey: RouteKey): boolean {
  const step = checkoutStepOf(routeKey);
  return step === null ? routeKey === 'checkout' : step.step > ADDRESSES_LAST_STEP;
}

/**
 * The decision of a route's guard (its `guard` in countries/routes.json; spec/1 §6, spec/2 §2, spec/3 §2, §6):
 * every checkout page (by page kind, thank-you page included) needs checkout on in the country; guest-only pages
 * send a logged-in customer home; logged-in-only pages send a guest home with a warning; checkout-guarded pages
 * need a cart with line items and — on the checkout entry and the steps after the addresses page — shipping info
 * and a shipping address.
 */
export function decideRouteGuard(input: RouteGuardInput): RouteGuardDecision {
  if (isCheckoutClosed(input)) return redirect(input, 'home');
  switch (ROUTE_RULES[input.routeKey].guard) {
    case 'guestOnly':
      return input.isLoggedIn ? redirect(input, 'home') : ALLOW;
    case 'loggedInOnly':
      return input.isLoggedIn ? ALLOW : redirect(input, 'home', LOGGED_IN_ONLY_WARNING);
    case 'checkout':
      return checkoutGuard(input);
    default:
      return ALLOW;
  }
}
