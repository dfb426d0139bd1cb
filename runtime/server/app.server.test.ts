// The server over real HTTP, on a real SQLite file seeded with the demo catalogue (integration tests).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import commonSchema from '../../schemas/common.schema.json' with { type: 'json' };
import answersSchema from '../../schemas/operation-answers.schema.json' with { type: 'json' };
import operationsSchema from '../../schemas/operations.schema.json' with { type: 'json' };
import { createOperationClient, RequestError } from '../client/operation-client.ts';
import { buildApp } from './app.server.ts';
import { MISDIRECTED_MESSAGE } from './app/shop-country.server.ts';
import { UNKNOWN_MIDDLEWARE } from './middleware/operation-dispatch.server.ts';
import { ensureCatalogue, type EnsureResult } from './commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from './commerce/sqlite/catalogue-store.server.ts';
import { httpCall, type Answer, type CallOptions } from '../../tests/fixtures/http-call.ts';
import { embeddedDependencies } from '../../tests/fixtures/embedded-dependencies.ts';

const SECRET = 'test-secret-0123456789';
/** The content list's answer (GET /cms). */
type CmsList = { components: Array<Record<string, unknown>> };
let dir: string;
let store: EnsureResult;
let app: FastifyInstance;
let port: number;

const call = (method: string, url: string, options?: CallOptions): Promise<Answer> =>
  httpCall(port, method, url, options);

const api = (operation: string, payload: unknown, host = 'localhost') =>
  call('POST', `/api/${operation}`, {
    host,
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-server-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    ...(await embeddedDependencies(store.database)),
    cacheSecret: SECRET,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the server', () => {
  it('answers the health check', async () => {
    const answer = await call('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('answers the health check however its path is written, never redirecting it to a page', async () => {
    for (const path of ['/Healthz', '/HEALTHZ', '/healthz/', '/Healthz/?probe=1']) {
      const answer = await call('GET', path, { host: 'de.localhost' });
      expect([answer.status, answer.json()], path).toEqual([200, { status: 'ok' }]);
    }
    expect((await call('GET', '/healthzz', { host: 'de.localhost' })).status).not.toBe(200);
  });

  it('answers the health check whatever shop the host names, or none (a load balancer asks by address)', async () => {
    for (const host of ['127.0.0.1', 'example.com', 'de.localhost']) {
      expect((await call('GET', '/healthz', { host })).status, host).toBe(200);
    }
  });

  it('serves only the countries it is given (a country build, ADR 020), others answered as misdirected (ADR 030)', async () => {
    const one = await buildApp({
      catalogue: new SqliteCatalogue(store.database.sqlite),
      ...(await embeddedDependencies(store.database)),
      cacheSecret: '',
      countries: ['at'],
    });
    try {
      const at = await one.inject({
        method: 'POST',
        url: '/api/getFirstLevelCategories',
        headers: { host: 'www.multishop.at' },
        payload: {},
      });
      expect(at.statusCode).toBe(200);
      for (const host of ['de.localhost', 'localhost', 'www.multishop.de']) {
        const other = await one.inject({
          method: 'POST',
          url: '/api/getFirstLevelCategories',
          headers: { host },
          payload: {},
        });
        expect(other.statusCode, host).toBe(421);
        expect(other.json(), host).toEqual({ statusCode: 421, message: MISDIRECTED_MESSAGE });
      }
      expect((await one.inject({ method: 'GET', url: '/healthz', headers: { host: '127.0.0.1' } })).statusCode).toBe(
        200,
      );
    } finally {
      await one.close();
    }
  });

  it('answers readiness (ADR 043): 200 while ready, 503 naming what is not, on any host, never cached', async () => {
    const state = { store: 'ok', draining: false };
    const ready = await buildApp({
      catalogue: new SqliteCatalogue(store.database.sqlite),
      ...(await embeddedDependencies(store.database)),
      cacheSecret: '',
      countries: ['at'],
      readiness: {
        check: async () => {
          const checks = { store: state.store, process: state.draining ? 'draining' : 'ok' };
          return { ready: checks.store === 'ok' && !state.draining, checks };
        },
        draining: () => state.draining,
      },
    });
    const ask = (url = '/readyz', host = '127.0.0.1') => ready.inject({ method: 'GET', url, headers: { host } });
    try {
      for (const host of ['127.0.0.1', 'www.multishop.at', 'de.localhost']) {
        const answer = await ask('/readyz', host);
        expect([answer.statusCode, answer.json()], host).toEqual([
          200,
          { status: 'ready', checks: { store: 'ok', process: 'ok' } },
        ]);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers.connection).not.toBe('close');
      }
      for (const path of ['/Readyz', '/READYZ/', '/readyz/?probe=1']) {
        expect((await ask(path)).statusCode, path).toBe(200);
      }
      state.store = 'unreachable';
      const down = await ask();
      expect([down.statusCode, down.json()]).toEqual([
        503,
        { status: 'not ready', checks: { store: 'unreachable', process: 'ok' } },
      ]);
      // Draining: not ready, and every answer — the API's too — closes its connection, so clients go elsewhere.
      state.store = 'ok';
      state.draining = true;
      const draining = await ask('/readyz/');
      expect([draining.statusCode, draining.json().checks.process]).toEqual([503, 'draining']);
      const api = await ready.inject({
        method: 'POST',
        url: '/api/getFirstLevelCategories',
        headers: { host: 'www.multishop.at' },
        payload: {},
      });
      expect([api.statusCode, api.headers.connection]).toEqual([200, 'close']);
      // The liveness check is not readiness: a draining process is alive.
      expect((await ask('/healthz')).statusCode).toBe(200);
    } finally {
      await ready.close();
    }
  });

  it('sends security headers, a Content-Security-Policy among them', async () => {
    const { headers } = await call('GET', '/healthz');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  it('takes the country from the host and answers an unknown host as misdirected (ADR 030)', async () => {
    const de = (await api('getFirstLevelCategories', {}, 'de.localhost:3000')).json();
    const fr = (await api('getFirstLevelCategories', { language: 'fr' }, 'ch.localhost:3000')).json();
    expect(de.results[0].name).not.toBe(fr.results[0].name);
    expect(fr.results[0].link).toMatch(/^\/fr\//);
    const prod = (await api('getFirstLevelCategories', {}, 'www.multishop.de')).json();
    expect(prod.results[0].name).toBe(de.results[0].name);
    for (const host of ['example.com', '127.0.0.1', `127.0.0.1:${port}`]) {
      const misdirected = await api('getFirstLevelCategories', {}, host);
      expect(misdirected.status, host).toBe(421);
      expect(misdirected.json()).toEqual({ statusCode: 421, message: MISDIRECTED_MESSAGE });
    }
  });

  it('compresses large answers', async () => {
    const answer = await call('POST', '/api/listProducts', {
      body: JSON.stringify({ query: 'hitsPerPage=48' }),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8')).results).toHaveLength(48);
  });

  it('draws pictures with immutable caching and an entity tag, and refuses odd names', async () => {
    const path = '/images/p/hammer-drills/voltaro/EX30000001/1.svg';
    const picture = await call('GET', path);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.body.toString('utf8')).toContain('data-drawing="hammerDrill"');
    // ADR 013 (pictures generated, small, cacheable): a cache that revalidates gets a 304 without the bytes.
    const etag = picture.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{10,}"$/);
    const again = await call('GET', path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await call('GET', path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    expect((await call('GET', '/images/p/EX30000001/1.svg')).status).toBe(200);
    expect((await call('GET', '/images/c/power-tools.svg')).status).toBe(200);
    expect((await call('GET', '/images/p/..%2F..%2Fetc/1.svg')).status).toBe(404);
    expect((await call('GET', '/images/p/EX30000001/0.svg')).status).toBe(404);
  });
});

describe('the middleware, POST /api/<operation> (spec/1 §7, §8)', () => {
  // spec/1 §8's message; its status 500 is overridden by ADR 010's "no 500 for any request".
  it('answers an unknown operation 404 "Unknown middleware"', async () => {
    const answer = await api('deleteEverything', {});
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ statusCode: 404, message: UNKNOWN_MIDDLEWARE });
    expect((await api('constructor', {})).status).toBe(404);
  });

  it('answers a payload that fails its schema 400, naming the field', async () => {
    expect((await api('getCategory', {})).json()).toEqual({
      statusCode: 400,
      message: '/slug is required',
      field: '/slug',
    });
    expect((await api('getProduct', { slug: 42 })).json()).toMatchObject({
      field: '/slug',
      message: '/slug must be string (got 42)',
    });
    expect((await api('search', { text: 'x', extra: 1 })).json()).toMatchObject({
      statusCode: 400,
      field: '/extra',
      message: '/extra is not a known property',
    });
    expect((await api('getProductsBySkus', { skus: ['ex 1'] })).status).toBe(400);
  });

  it('answers a body that is not JSON 400', async () => {
    const answer = await call('POST', '/api/search', {
      body: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json().message).toMatch(/^The request body is not valid JSON/);
  });

  it('refuses a language the country does not have', async () => {
    const answer = await api('getFirstLevelCategories', { language: 'it' }, 'de.localhost');
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({
      statusCode: 400,
      message: '/language must be one of de in this country (got "it")',
      field: '/language',
    });
  });

  it('loads a category by slug with siblings, and says when there is none', async () => {
    const first = (await api('getFirstLevelCategories', {})).json().results[0];
    const answer = (await api('getCategory', { slug: first.slug, fetchSiblings: true })).json();
    expect(answer.category.key).toBe('power-tools');
    expect(answer.siblings).toHaveLength(7);
    const missing = await api('getCategory', { slug: 'no-such-category' });
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Category not found' });
  });

  it('queries categories by parent', async () => {
    const answer = (await api('queryCategories', { parentKey: 'garden' })).json();
    expect(answer.results.map((category: { key: string }) => category.key)).toEqual([
      'lawn-mowers',
      'hedge-trimmers',
      'watering',
    ]);
  });

  it('loads products by slug and by SKU, in the country’s currency', async () => {
    const [first] = (await api('getProductsBySkus', { skus: ['EX30000001'] }, 'cz.localhost')).json().results;
    expect(first.price.value.currencyCode).toBe('CZK');
    const bySlug = (await api('getProduct', { slug: first.slug }, 'cz.localhost')).json();
    expect(bySlug.sku).toBe('EX30000001');
    expect((await api('getProduct', { slug: 'none-12345678' })).status).toBe(404);
  });

  it('searches as the shopper types', async () => {
    const answer = (await api('search', { text: 'voltaro', limit: 5 }, 'de.localhost')).json();
    expect(answer.hits).toHaveLength(5);
    expect(answer.total).toBeGreaterThan(5);
  });

  it('lists products, resetting malformed query values to defaults instead of failing (spec/1 §5)', async () => {
    const answer = await api('listProducts', {
      categoryKey: 'garden',
      query: 'page=abc&hitsPerPage=13&sort=cheapest&rating=9',
    });
    expect(answer.status).toBe(200);
    const listing = answer.json();
    expect(listing).toMatchObject({ page: 1, limit: 24 });
    const filtered = (
      await api('listProducts', { categoryKey: 'garden', query: 'brand=Gartenhof&sort=price-desc&priceMax=2500' })
    ).json();
    expect(
      filtered.results.every((product: { attributes: { brand: string } }) => product.attributes.brand === 'Gartenhof'),
    ).toBe(true);
    expect(filtered.facets.brands.length).toBeGreaterThan(1);
  });

  it('pages reviews, serving HTML in a review as inert text', async () => {
    const productId = 'prd-EX30000001';
    store.database.sqlite
      .prepare(
        `insert into reviews (id, product_id, locale, author_name, rating, title, text, created_at, source, included_in_statistics)
         values ('rev-html', ?, 'sk-SK', '<b>Eve</b>', 5, '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '2030-01-01T00:00:00Z', 'shop', 1)`,
      )
      .run(productId);
    const answer = await api('getReviews', { productId, sort: 'recent' });
    expect(answer.headers['content-type']).toContain('application/json');
    const [latest] = answer.json().results;
    expect(latest).toMatchObject({ title: '<script>alert(1)</script>', text: '<img src=x onerror=alert(1)>' });
    expect((await api('getReviews', { productId: 'prd-none' })).status).toBe(404);
    expect((await api('getReviews', { productId, limit: 500 })).status).toBe(400);
  });

  it('loads stores by key and in pages', async () => {
    expect((await api('getStore', { key: 'multishop_co_uk' })).json().country).toBe('gb');
    expect((await api('getStore', { key: 'multishop_xx' })).status).toBe(404);
    expect((await api('queryStores', { limit: 5, offset: 20 })).json()).toMatchObject({ total: 25, count: 5 });
  });

  it('serves content pages and the content list', async () => {
    expect((await api('getContentPage', { slug: 'home' }, 'be.localhost')).json().locale).toBe('fr-BE');
    expect((await api('getContentPage', { slug: 'home', language: 'nl' }, 'be.localhost')).json().locale).toBe('nl-BE');
    const list = (await api('listContentPages', {})).json().results as string[];
    // The home page, the 14 information pages and the help centre under its Slovak slug (spec/1 §2.1).
    expect(list).toHaveLength(16);
    expect(list).toEqual(expect.arrayContaining(['home', 'privacy-data', 'premium-gurantee', 'centrum-pomoci']));
    expect((await api('getContentPage', { slug: 'nothing' })).status).toBe(404);
  });

  it("serves the frame's content: the promo banner of the request's locale, or none (spec/1 §2.9)", async () => {
    const answer = (await api('getFrameContent', {}, 'de.localhost')).json();
    expect(Object.keys(answer)).toEqual(['promoBanner']);
    if (answer.promoBanner !== null) expect(answer.promoBanner.block).toBe('promo-banner');
    expect((await api('getFrameContent', { language: 'xx' })).status).toBe(400);
  });

  it('lists the registered blocks with their component files, for the country of the host (GET /cms, spec/1 §7)', async () => {
    const answer = await call('GET', '/cms', { host: 'de.localhost' });
    expect(answer.status).toBe(200);
    const { components } = answer.json() as CmsList;
    expect(components).toContainEqual({
      name: 'hero-banner',
      file: 'hero-banner/HeroBanner.tsx',
      title: 'Hero banner',
      storeFlags: [],
      interactive: false,
      available: true,
    });
    // The review carousel needs review-platform reviews: on in Germany, off in Czechia (per-market gating, ADR 009).
    const carousel = async (host: string) =>
      ((await call('GET', '/cms', { host })).json() as CmsList).components.find(
        (component) => component.name === 'review-carousel',
      );
    expect(await carousel('de.localhost')).toMatchObject({ storeFlags: ['reviewPlatformReviews'], available: true });
    expect(await carousel('cz.localhost')).toMatchObject({ available: false });
  });

  it('answers the SEO redirection request (spec/1 §7)', async () => {
    const answer = (await api('getSeoRedirection', { sourceUrl: '/old-shop/garden' })).json();
    expect(answer).toMatchObject({ redirectionCode: 301 });
    expect(answer.targetURL).toMatch(/^\/[a-z0-9-]+\/$/);
    expect((await api('getSeoRedirection', { sourceUrl: '/never' })).status).toBe(404);
    expect((await api('getSeoRedirection', { sourceUrl: 'https://evil.example/' })).status).toBe(400);
  });
});

describe('the image check operation (spec/1 §7)', () => {
  it('keeps the shop’s own picture and replaces an unknown one with the default image', async () => {
    expect((await api('checkImage', { url: '/images/p/EX30000001/2.svg' })).json()).toEqual({
      url: '/images/p/EX30000001/2.svg',
    });
    expect((await api('checkImage', { url: 'https://elsewhere.test/x.jpg' })).json()).toEqual({
      url: '/images/c/default.svg',
    });
    expect((await call('GET', '/images/c/default.svg')).status).toBe(200);
  });
});

describe('cache invalidation (spec/1 §7: guarded by secrets)', () => {
  it('refuses a missing or wrong secret and accepts the right one', async () => {
    expect((await call('POST', '/cache-invalidate')).status).toBe(401);
    expect((await call('POST', '/cache-invalidate', { headers: { 'x-cache-secret': 'guess' } })).status).toBe(401);
    const ok = await call('POST', '/cache-invalidate', { headers: { 'x-cache-secret': SECRET } });
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ invalidated: true });
  });

  it('invalidates by tag: the secret first, then tags it knows, each refusal naming the field (ADR 010)', async () => {
    const invalidateTag = (body: unknown, secret = SECRET) =>
      call('POST', '/component-cache/invalidate-tag', {
        body: JSON.stringify(body),
        headers: { 'x-cache-secret': secret, 'content-type': 'application/json' },
      });
    expect((await invalidateTag({ tags: 'nonsense' }, 'guess')).status).toBe(401);
    expect((await invalidateTag({ tags: [] })).status).toBe(400);
    const unknown = await invalidateTag({ tags: ['product:prd-EX30000001', 'price:1'] });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: '/tags/1' });
    const ok = await invalidateTag({ tags: ['product:prd-EX30000001', 'category:drills', 'product:prd-EX30000001'] });
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ invalidated: true, tags: ['product:prd-EX30000001', 'category:drills'], pages: 0 });
  });
});

describe('the answers keep their published shape (schemas/operation-answers.schema.json)', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(commonSchema);
  ajv.addSchema(answersSchema);
  const conforms = (operation: string, answer: unknown) => {
    const validate = ajv.getSchema(`${answersSchema.$id}#/properties/${operation}`)!;
    const ok = validate(answer);
    return ok ? 'ok' : JSON.stringify(validate.errors?.slice(0, 3));
  };

  it('has an answer schema for every operation, and no other', () => {
    expect(Object.keys(answersSchema.properties).sort()).toEqual(Object.keys(operationsSchema.$defs).sort());
  });

  it.each<[string, unknown]>([
    ['getCategory', { slug: 'elektricke-naradie', fetchSiblings: true }],
    ['getFirstLevelCategories', {}],
    ['queryCategories', { parentKey: 'garden' }],
    ['getProductsBySkus', { skus: ['EX30000001', 'EX10000007'] }],
    ['getProductCardsBySkus', { skus: ['EX30000001', 'EX10000007'] }],
    ['search', { text: 'vol' }],
    ['listProducts', { categoryKey: 'garden', query: 'sort=newest&hitsPerPage=12' }],
    ['listProductCards', { categoryKey: 'garden', query: 'sort=newest&hitsPerPage=12' }],
    ['getReviews', { productId: 'prd-EX30000002' }],
    ['getStore', { key: 'multishop_sk' }],
    ['queryStores', {}],
    ['getContentPage', { slug: 'home' }],
    ['listContentPages', {}],
    ['getFrameContent', {}],
    ['getSeoRedirection', { sourceUrl: '/old-shop/garden' }],
    ['checkImage', { url: '/images/p/EX30000001/1.svg' }],
  ])('%s', async (operation, payload) => {
    const answer = await api(operation, payload);
    if (answer.status === 404) return expect.fail(`${operation} answered 404: ${answer.body.toString()}`);
    expect(conforms(operation, answer.json())).toBe('ok');
  });

  it('getProduct', async () => {
    const [product] = (await api('getProductsBySkus', { skus: ['EX30000003'] })).json().results;
    expect(conforms('getProduct', (await api('getProduct', { slug: product.slug })).json())).toBe('ok');
  });
});

describe('the operation client (runtime/client), against the real server', () => {
  // The default country's local name: an IP literal is no shop's host (ADR 030).
  const client = () => createOperationClient({ baseUrl: `http://localhost:${port}` });

  it('calls an operation and answers its typed result', async () => {
    const answer = await client().call('search', { text: 'voltaro', limit: 3 });
    expect(answer.hits).toHaveLength(3);
  });

  it('throws the spec’s request error, with the status code', async () => {
    const failure = await client()
      .call('getCategory', { slug: 'no-such-category' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({
      message: 'An error occurred during request to /api/getCategory, Category not found',
      statusCode: 404,
    });
  });

  it('hands the error to a callback instead, when one is given (spec/1 §8)', async () => {
    const errors: RequestError[] = [];
    const answer = await createOperationClient({
      baseUrl: `http://localhost:${port}`,
      onError: (error) => errors.push(error),
    }).call('getProduct', { slug: 'x' as string });
    expect(answer).toBeUndefined();
    expect(errors[0]).toMatchObject({ statusCode: 404, detail: 'Product not found' });
  });

  it('reports a request that never reached the server with status 500', async () => {
    const failure = await createOperationClient({ baseUrl: 'http://127.0.0.1:1' })
      .call('listContentPages', {})
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 500 });
    expect((failure as Error).message).toMatch(/^An error occurred during request to \/api\/listContentPages, /);
  });
});
