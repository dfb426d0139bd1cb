// @vitest-environment happy-dom
// Client-side routing on a deployment's own host name (SHOP_HOSTS, ADR 030): the generated tables do not know the
// name, so a navigation is routed in the hydrated document's country — not turned into a full page load.
import { afterEach, describe, expect, it } from 'vitest';
import { href } from '../../generated/index.ts';
import { rememberDocumentCountry, routeTo } from './shop-route.ts';

const cartRoute = routeTo(['checkoutCart']);
const navigation = (pathname: string) => ({ urlParsed: { origin: null, pathname } });

afterEach(() => {
  window.happyDOM.setURL('http://localhost:3000/');
});

describe('routeTo in the browser', () => {
  it('routes a navigation on a configured host by that host', () => {
    window.happyDOM.setURL('http://de.localhost:3000/');
    expect(cartRoute(navigation(href('checkoutCart', {}, { country: 'de' })))).toEqual({ routeParams: {} });
  });

  it('routes a navigation on a host the tables do not know in the hydrated document’s country', () => {
    window.happyDOM.setURL('https://shop.example.be/');
    const path = href('checkoutCart', {}, { country: 'be', language: 'nl' });
    rememberDocumentCountry('be');
    expect(cartRoute(navigation(path))).toEqual({ routeParams: {} });
    // The same path in another country's document is that country's routing (be's Dutch path is not de's).
    rememberDocumentCountry('de');
    expect(cartRoute(navigation(path))).toBe(false);
  });
});
