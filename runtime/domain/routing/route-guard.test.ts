import { describe, expect, it } from 'vitest';
import { COUNTRIES_WITH_FLAG, ROUTE_KEYS, ROUTES, type PageKind, type RouteKey } from '../../../generated/index.ts';
import { decideRouteGuard, LOGGED_IN_ONLY_WARNING, type GuardCart } from './route-guard.ts';

const keysWithGuard = (guard: string) => ROUTE_KEYS.filter((key) => ROUTES[key].guard === guard);
const FULL_CART: GuardCart = {
  lineItems: [{}],
  shippingInfo: { shippingMethod: 'parcel' },
  shippingAddress: { country: 'SK' },
};
const HOME = { allow: false, redirectTo: 'home', location: '/' };
// spec/1 §2.1 page kinds "checkout, checkout addresses": the pages the checkout-disabled rule covers.
const CHECKOUT_PAGE_KINDS: readonly PageKind[] = ['checkout', 'checkoutAddresses'];
const ADDRESSES = { allow: false, redirectTo: 'checkoutAddresses', location: '/checkout/addresses' };

describe('route guards (spec/1 §6; spec/2 §2; spec/3 §2, §6)', () => {
  it('the config guards the spec’s pages', () => {
    expect(keysWithGuard('guestOnly')).toEqual(['login', 'createAccount']);
    expect(keysWithGuard('loggedInOnly')).toEqual([
      'myAccount',
      'myProfile',
      'shippingDetails',
      'billingDetails',
      'myNewsletter',
      'myReviews',
      'loyaltyCard',
    ]);
  });

  const isCheckoutPage = (key: RouteKey) => CHECKOUT_PAGE_KINDS.includes(ROUTES[key].pageKind);

  it.each(keysWithGuard('none'))('%s has no guard: anyone may see it where checkout is on', (routeKey) => {
    expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart: null })).toEqual({ allow: true });
    expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: true })).toEqual({ allow: true });
  });

  it.each(keysWithGuard('none').filter((key) => !isCheckoutPage(key)))(
    '%s is no checkout page: anyone may see it where checkout is disabled too',
    (routeKey) => {
      expect(decideRouteGuard({ routeKey, country: 'ie', isLoggedIn: false, cart: null })).toEqual({ allow: true });
    },
  );

  describe('guest-only: a logged-in customer goes to home (spec/1 §6; spec/3 §2 /login, /create-account)', () => {
    it.each(keysWithGuard('guestOnly'))('%s', (routeKey) => {
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: true })).toEqual(HOME);
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false })).toEqual({ allow: true });
    });

    it('goes to the home page of the page’s language', () => {
      expect(decideRouteGuard({ routeKey: 'login', country: 'be', language: 'nl', isLoggedIn: true })).toEqual({
        ...HOME,
        location: '/nl',
      });
    });
  });

  describe('logged-in-only: a guest gets a warning, then goes to / (spec/1 §6, §8; spec/3 §2)', () => {
    it.each(keysWithGuard('loggedInOnly'))('%s', (routeKey) => {
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false })).toEqual({
        ...HOME,
        warning: LOGGED_IN_ONLY_WARNING,
      });
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: true })).toEqual({ allow: true });
    });
  });

  describe('checkout (spec/2 §2 Route guard for checkout; spec/1 §5)', () => {
    const checkoutKeys = keysWithGuard('checkout');

    it('guards the checkout pages but the thank-you page', () => {
      expect(checkoutKeys).toEqual([
        'checkout',
        'checkoutLogin',
        'checkoutAddresses',
        'checkoutPayment',
        'checkoutCart',
        'checkoutCreateAccount',
        'checkoutPasswordReset',
      ]);
    });

    it('checkout is disabled in IE, SI, LT, GR, BG and RO (spec/2 §2, spec/1 §9.5)', () => {
      expect([...COUNTRIES_WITH_FLAG.checkoutDisabled].sort()).toEqual(['bg', 'gr', 'ie', 'lt', 'ro', 'si']);
    });

    // spec/1 §5 "Checkout pages in a market where checkout is disabled redirect to home"; spec/2 §2 the same.
    const checkoutPages = ROUTE_KEYS.filter(isCheckoutPage);

    it('the checkout pages are the checkout-guarded routes plus the thank-you page (guard none)', () => {
      expect([...checkoutPages].sort()).toEqual([...checkoutKeys, 'checkoutThankYou'].sort());
      expect(ROUTES.checkoutThankYou.guard).toBe('none');
    });

    it.each(COUNTRIES_WITH_FLAG.checkoutDisabled)(
      '%s: every checkout page goes home, whatever its guard, even with a full cart',
      (country) => {
        for (const routeKey of checkoutPages) {
          for (const isLoggedIn of [true, false]) {
            expect(decideRouteGuard({ routeKey, country, isLoggedIn, cart: FULL_CART }), routeKey).toEqual(HOME);
          }
        }
      },
    );

    it.each([
      ['ie', HOME],
      ['ro', HOME],
      ['sk', { allow: true }],
      ['de', { allow: true }],
    ] as const)('the thank-you page after the order (no cart left) in %s → %j', (country, decision) => {
      expect(decideRouteGuard({ routeKey: 'checkoutThankYou', country, isLoggedIn: false, cart: null })).toEqual(
        decision,
      );
    });

    it.each(checkoutKeys)('%s: no cart or no line items → home', (routeKey) => {
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false })).toEqual(HOME);
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart: null })).toEqual(HOME);
      expect(
        decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart: { ...FULL_CART, lineItems: [] } }),
      ).toEqual(HOME);
    });

    // The checkout entry and the steps after the addresses page (spec/1 §2.1 step order).
    const afterAddresses: RouteKey[] = ['checkout', 'checkoutPayment'];
    it.each(afterAddresses)('%s: no shipping info or no shipping address → the checkout addresses page', (routeKey) => {
      const noInfo = { lineItems: [{}], shippingAddress: { country: 'SK' } };
      const noAddress = { lineItems: [{}], shippingInfo: { shippingMethod: 'parcel' }, shippingAddress: null };
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart: noInfo })).toEqual(ADDRESSES);
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart: noAddress })).toEqual(ADDRESSES);
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart: FULL_CART })).toEqual({
        allow: true,
      });
    });

    const beforeOrOnAddresses: RouteKey[] = [
      'checkoutCart',
      'checkoutLogin',
      'checkoutCreateAccount',
      'checkoutPasswordReset',
      'checkoutAddresses',
    ];
    it.each(beforeOrOnAddresses)('%s needs no shipping details yet: it comes before them', (routeKey) => {
      const cart = { lineItems: [{}] };
      expect(decideRouteGuard({ routeKey, country: 'sk', isLoggedIn: false, cart })).toEqual({ allow: true });
    });

    it('every checkout-guarded route is one of the two kinds above', () => {
      expect([...afterAddresses, ...beforeOrOnAddresses].sort()).toEqual([...checkoutKeys].sort());
    });

    it('builds the addresses path in the page’s language (generated href)', () => {
      expect(
        decideRouteGuard({
          routeKey: 'checkoutPayment',
          country: 'ch',
          language: 'fr',
          isLoggedIn: true,
          cart: { lineItems: [{}] },
        }),
      ).toEqual({ ...ADDRESSES, location: '/fr/checkout/addresses' });
    });
  });
});
