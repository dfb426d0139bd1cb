// @vitest-environment happy-dom
// Client-side routing on a deployment's own host name (SHOP_HOSTS, ADR 030): the generated tables do not know the
// name, so a navigation is routed in the hydrated document's country — not turned into a full page load.
import { describe, expect, it } from 'vitest';
import { href } from '../../generated/index.ts';
import { rememberDocumentCountry, routeTo, shopRouteOf } from './shop-route.ts';

const cartRoute = routeTo(['checkoutCart']);
const navigation = (origin: string, pathname: string) => ({ urlOriginal: pathname, urlParsed: { origin, pathname } });

describe('routeTo in the browser', () => {
  it('routes a navigation on a configured host by that host', () => {
    rememberDocumentCountry('at');
    const path = href('checkoutCart', {}, { country: 'de' });
    expect(cartRoute(navigation('http://de.localhost:3000', path))).toEqual({ routeParams: {} });
  });

  it('routes a navigation on a host the tables do not know in the hydrated document’s country', () => {
    const path = href('checkoutCart', {}, { country: 'be', language: 'nl' });
    rememberDocumentCountry('be');
    expect(cartRoute(navigation('https://shop.example.be', path))).toEqual({ routeParams: {} });
    // The same path in another country's document is that country's routing (be's Dutch path is not de's).
    rememberDocumentCountry('de');
    expect(cartRoute(navigation('https://shop.example.be', path))).toBe(false);
  });
});

describe('shopRouteOf of the address a content page is rewritten to (ADR 038)', () => {
  it('is the catch-all path it stands for, read as a content page only', () => {
    expect(shopRouteOf('http://de.localhost:3000', '/__content/ueber-uns/')).toMatchObject({
      country: 'de',
      language: 'de',
      routeKeys: ['content'],
      params: { slug: 'ueber-uns' },
      layout: 'default',
    });
    expect(shopRouteOf('http://ch.localhost:3000', '/__content/fr/a-propos/')).toMatchObject({
      language: 'fr',
      routeKeys: ['content'],
      params: { slug: 'a-propos' },
    });
  });

  it('is no page where the path is no content page’s: a fixed route, a product, a reserved path', () => {
    for (const path of [
      '/__content/checkout/cart',
      '/__content/bohrer-12345678',
      '/__content/__blocks',
      '/__content/',
    ]) {
      expect(shopRouteOf('http://de.localhost:3000', path)?.routeKeys, path).toEqual([]);
    }
  });
});
