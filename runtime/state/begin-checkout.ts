// spec/2 §4 Checkout, spec/3 §4: "The begin-checkout tracking event fires once per cart version." The event goes to
// the page's data layer in GA4's shape (window.dataLayer, event begin_checkout with the cart's items), where a tag
// manager the shop's operators configure picks it up; which version last fired is kept for the tab's session, so a
// reload or a step back does not fire it again, and a changed cart (a new version) does.
import type { Cart } from '../../generated/types.ts';

export const BEGIN_CHECKOUT_KEY = 'multishop:begin-checkout';

/** The GA4 begin_checkout event of a cart: its currency, value (major units) and items. */
export function beginCheckoutEvent(cart: Cart) {
  const major = (amount: { centAmount: number; fractionDigits: number }) =>
    amount.centAmount / 10 ** amount.fractionDigits;
  return {
    event: 'begin_checkout',
    ecommerce: {
      currency: cart.totalPrice.currencyCode,
      value: major(cart.totalPrice),
      items: cart.lineItems.map((line) => ({
        item_id: line.variant.sku,
        item_name: line.name,
        price: major(line.price),
        quantity: line.quantity,
      })),
    },
  };
}

/** Fires the event for this cart version unless it already fired; answers whether it fired. */
export function beginCheckoutOnce(
  cart: Cart,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  push: (event: ReturnType<typeof beginCheckoutEvent>) => void,
): boolean {
  const version = `${cart.id}:${cart.version}`;
  if (storage.getItem(BEGIN_CHECKOUT_KEY) === version) return false;
  storage.setItem(BEGIN_CHECKOUT_KEY, version);
  push(beginCheckoutEvent(cart));
  return true;
}

/** The page's data layer (created when no tag manager made one yet). */
export function dataLayerPush(event: object): void {
  (window.dataLayer ??= []).push(event);
}

declare global {
  interface Window {
    /** The tag manager's data layer (GA4): the tracking events pushed for it to read (spec/2 §4 Checkout). */
    dataLayer?: object[];
  }
}
