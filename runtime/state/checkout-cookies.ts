// spec/2 §4 Checkout: the client type is kept per checkout in a cookie, and so is the shipping address type. Browser
// only: the pages that read them are personal and render in the browser from the session's cart.
import { isClientType, type ClientType } from '../domain/checkout/client-type.ts';
import { isShippingAddressType, type ShippingAddressType } from '../domain/checkout/address-type.ts';

export const CLIENT_TYPE_COOKIE = 'checkout_client_type';
export const SHIPPING_ADDRESS_TYPE_COOKIE = 'checkout_shipping_address_type';

/** A checkout lasts a day at most: a stale choice should not outlive it by long. */
const CHECKOUT_COOKIE_SECONDS = 86_400;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CHECKOUT_COOKIE_SECONDS}; SameSite=Lax${secure}`;
}

/** The client type chosen in this checkout; null when none (or a value that is none of the types). */
export function clientTypeCookie(): ClientType | null {
  const value = readCookie(CLIENT_TYPE_COOKIE);
  return isClientType(value) ? value : null;
}

export function setClientTypeCookie(clientType: ClientType): void {
  writeCookie(CLIENT_TYPE_COOKIE, clientType);
}

export function shippingAddressTypeCookie(): ShippingAddressType | null {
  const value = readCookie(SHIPPING_ADDRESS_TYPE_COOKIE);
  return isShippingAddressType(value) ? value : null;
}

export function setShippingAddressTypeCookie(type: ShippingAddressType): void {
  writeCookie(SHIPPING_ADDRESS_TYPE_COOKIE, type);
}

/** The checkout's cookies as its store reads and writes them (its tests give it a jar of their own). */
export interface CheckoutCookies {
  clientType(): ClientType | null;
  setClientType(clientType: ClientType): void;
  shippingAddressType(): ShippingAddressType | null;
  setShippingAddressType(type: ShippingAddressType): void;
}

/** The page's own cookies. */
export const documentCheckoutCookies: CheckoutCookies = {
  clientType: clientTypeCookie,
  setClientType: setClientTypeCookie,
  shippingAddressType: shippingAddressTypeCookie,
  setShippingAddressType: setShippingAddressTypeCookie,
};
