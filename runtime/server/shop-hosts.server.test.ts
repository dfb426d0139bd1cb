// ADR 030 over HTTP: the shop answers only its own hosts — each country's domain and <cc>.localhost, the default
// country's bare localhost, a deployment's SHOP_HOSTS names — and anything else (an IP literal, another domain) is
// answered 421 with no page, the health check excepted; what it sends away (the order e-mail's link, the sitemaps)
// carries the country's configured origin, whatever host the request came by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../generated/index.ts';
import type { Cart } from '../../generated/types.ts';
import { apiShopper } from '../../tests/fixtures/api-shopper.ts';
import { httpCall } from '../../tests/fixtures/http-call.ts';
import { keepingMailer, orderThrough } from '../../tests/fixtures/host-orders.ts';
import { startSeededShop, type SeededShop } from '../../tests/fixtures/seeded-shop.ts';
import { startBuiltShop, type BuiltShop } from '../../tests/fixtures/built-shop.ts';
import { MISDIRECTED_MESSAGE } from './app/shop-country.server.ts';

const ALIAS = 'shop.example.de';

describe('only the shop’s own hosts (ADR 030)', () => {
  let shop: SeededShop;
  const mailer = keepingMailer();

  beforeAll(async () => {
    shop = await startSeededShop({
      app: {
        addressing: { production: false, aliases: [{ country: 'de', name: ALIAS }] },
        mail: { mailer, outboxPage: false },
      },
    });
  }, 120_000);
  afterAll(async () => shop.close());

  const storeOf = async (host: string) => {
    const answer = await apiShopper(shop.port, host).call('addToCart', { sku: shop.skus[0], quantity: 1 });
    expect(answer.status, `${host}: ${answer.text()}`).toBe(200);
    return (answer.json() as Cart).storeKey;
  };

  it('serves each country at <cc>.localhost and at its production domain', async () => {
    for (const country of COUNTRY_CODES) {
      expect(await storeOf(`${country}.localhost:${shop.port}`)).toBe(COUNTRIES[country].storeId);
      expect(await storeOf(COUNTRIES[country].prodDomain)).toBe(COUNTRIES[country].storeId);
    }
  });

  it('serves a SHOP_HOSTS name as its country, and the bare localhost as the default country', async () => {
    expect(await storeOf(ALIAS)).toBe(COUNTRIES.de.storeId);
    expect(await storeOf(`${ALIAS.toUpperCase()}:8443`)).toBe(COUNTRIES.de.storeId);
    expect(await storeOf(`localhost:${shop.port}`)).toBe(COUNTRIES.sk.storeId);
  });

  it.each([
    ['127.0.0.1:3000'],
    ['127.0.0.1'],
    ['10.0.0.1'],
    ['[::1]'],
    ['evil.example'],
    ['www.multishop.de.evil.example'],
    ['shop.example.at'],
  ])('answers %s 421 with no page, for the API and for a page alike', async (host) => {
    const api = await httpCall(shop.port, 'POST', '/api/addToCart', {
      host,
      body: JSON.stringify({ sku: shop.skus[0], quantity: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(api.status).toBe(421);
    expect(api.json()).toEqual({ statusCode: 421, message: MISDIRECTED_MESSAGE });
    expect(api.headers['set-cookie']).toBeUndefined();
    const page = await httpCall(shop.port, 'GET', '/', { host, headers: { accept: 'text/html' } });
    expect(page.status).toBe(421);
    expect(page.text()).not.toContain('<header');
  });

  it('answers the health check whatever the host', async () => {
    for (const host of ['127.0.0.1', 'evil.example', 'de.localhost']) {
      expect((await httpCall(shop.port, 'GET', '/healthz', { host })).status).toBe(200);
    }
  });

  it('answers a GET of the webhook or of the embedded provider 421 from a foreign host, 404 from a shop’s', async () => {
    for (const path of ['/payments/notifications', '/test-psp/checkout/v71/payments', '/test-psp/x']) {
      for (const host of ['evil.example', '127.0.0.1', 'payments.internal']) {
        expect((await httpCall(shop.port, 'GET', path, { host })).status, `${host}${path}`).toBe(421);
      }
      expect((await httpCall(shop.port, 'GET', path, { host: 'de.localhost' })).status, path).toBe(404);
    }
  });

  it('writes the order e-mail’s link with the configured origin, whatever shop host the order came by', async () => {
    for (const host of [ALIAS, 'www.multishop.de', 'multishop.de', `de.localhost:${shop.port}`]) {
      const email = `hosts-${host.replace(/[^a-z0-9]/g, '')}@example.com`;
      const answer = await orderThrough(shop, host, email);
      expect(answer.status, answer.text()).toBe(200);
      const mail = mailer.sent.find((message) => message.to === email)!;
      expect(mail.text).toContain(`http://de.localhost:${shop.port}/`);
      for (const text of [mail.text, mail.html]) {
        expect(text).not.toContain(ALIAS);
        expect(text).not.toContain('multishop.de');
      }
    }
  });

  it('writes robots.txt and the sitemaps with the configured origin', async () => {
    const robots = await httpCall(shop.port, 'GET', '/robots.txt', { host: ALIAS });
    expect(robots.text()).toContain(`Sitemap: http://de.localhost:${shop.port}/sitemap.xml`);
    const index = (await httpCall(shop.port, 'GET', '/sitemap.xml', { host: 'www.multishop.de' })).text();
    expect(index).toContain(`<loc>http://de.localhost:${shop.port}/sitemap-`);
    expect(index).not.toContain('multishop.de');
  });
});

describe('the configured origin in production (ADR 030)', () => {
  let shop: SeededShop;
  const mailer = keepingMailer();

  beforeAll(async () => {
    shop = await startSeededShop({
      app: { addressing: { production: true, aliases: [] }, mail: { mailer, outboxPage: false } },
    });
  }, 120_000);
  afterAll(async () => shop.close());

  it('is the country’s production domain over TLS, even for an order placed at <cc>.localhost', async () => {
    const answer = await orderThrough(shop, `de.localhost:${shop.port}`, 'prod@example.com');
    expect(answer.status, answer.text()).toBe(200);
    const [mail] = mailer.sent;
    expect(mail!.text).toContain('https://www.multishop.de/');
    expect(mail!.text).not.toContain('localhost');
    const index = (await httpCall(shop.port, 'GET', '/sitemap.xml', { host: 'de.localhost' })).text();
    expect(index).toContain('<loc>https://www.multishop.de/sitemap-');
  });
});

describe('the webhook’s and the embedded provider’s paths asked for by a browser, with the pages served', () => {
  let shop: BuiltShop;
  beforeAll(async () => {
    shop = await startBuiltShop({ products: 40 });
  }, 120_000);
  afterAll(async () => shop.close());

  it('answer 421 from a foreign host and the not-found page from a shop’s, never a 500', async () => {
    const page = { accept: 'text/html' };
    for (const path of ['/payments/notifications', '/test-psp/checkout/v71/payments', '/test-psp/nothing']) {
      for (const host of ['evil.example', '127.0.0.1', 'payments.internal']) {
        const answer = await httpCall(shop.port, 'GET', path, { host, headers: page });
        expect(answer.status, `${host}${path}`).toBe(421);
      }
      const own = await httpCall(shop.port, 'GET', path, { host: 'de.localhost', headers: page });
      expect(own.status, path).toBe(404);
      expect(own.text()).toContain('<html lang="de"');
    }
    // The shop's own GET of a hosted session's result (ADR 029) passes at its internal name: the provider's API
    // answers (its key missing: 401), and nothing next to it reaches the pages without a shop.
    const result = await httpCall(shop.port, 'GET', '/test-psp/checkout/v71/sessions/CS1?sessionResult=x', {
      host: 'payments.internal',
    });
    expect(result.status).toBe(401);
    for (const path of ['/test-psp/checkout/v71/sessions/CS1/more', '/test-psp/checkout/v71/sessions/']) {
      const beside = await httpCall(shop.port, 'GET', path, { host: 'payments.internal', headers: page });
      expect(beside.status, path).toBe(421);
    }
  });
});
