// No 500 for any request, and never framework internals in an answer (ADR 010): a corpus of hostile request
// lines, hosts, paths, headers and bodies, generated with fast-check, written byte for byte to the real server (built
// pages as `npm start` serves them, a real SQLite file with the demo catalogue). Every answer: no 5xx (an unknown
// middleware operation included: spec/1 §8's 500 is a 404, ADR 010), the security headers, no framework text, stack or file path, no
// markup echoed, an error told as the error page (spec/1 §2.8) or the JSON error shape (spec/1 §8); and the server
// still healthy afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import operationsSchema from '../../schemas/operations.schema.json' with { type: 'json' };
import { rawRequest, type RawAnswer } from '../../tests/fixtures/raw-http.ts';
import { buildApp } from './app.server.ts';
import { ensureCatalogue, type EnsureResult } from './commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from './commerce/sqlite/catalogue-store.server.ts';
import { builtPagesDir } from './rendering/built-pages.ts';
import { embeddedDependencies } from '../../tests/fixtures/embedded-dependencies.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'robustness-secret-0123456789';
/** The corpus is the same on every run (a failure can be replayed); ROBUSTNESS_SEED explores another. */
const SEED = Number(process.env.ROBUSTNESS_SEED ?? 20261125);

let dir: string;
let store: EnsureResult;
let app: FastifyInstance;
let port: number;
/** The security headers of a plain answer; every answer must carry each of them. */
let securityHeaderNames: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-robustness-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    ...(await embeddedDependencies(store.database)),
    cacheSecret: SECRET,
    pages: { kind: 'built', dir: builtPagesDir(root) },
    pageCacheSeconds: 60,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  const plain = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  securityHeaderNames = Object.keys(plain!.headers).filter((name) =>
    /^(content-security-policy|strict-transport-security|x-content-type-options|x-frame-options|referrer-policy|cross-origin-opener-policy)$/.test(
      name,
    ),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.database.close();
  await rm(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// What no answer may contain.

/** The markup the corpus injects; it may come back escaped, never as markup. */
const MARKER = '<svg onload=alert(1)>';

/** Framework and runtime internals: vike's and Vite's messages, Fastify's error codes, stacks, file paths. */
const INTERNALS: readonly RegExp[] = [
  /\[vike\]|vike@\d|Wrong Usage|You stumbled upon/i,
  /\bvite\b(?!_)/i,
  /FST_[A-Z_]+|fastify/i,
  /\n\s+at \S+ \(|\bat (?:async )?\S+ \((?:node:|file:|\/)/,
  /node_modules|file:\/\/|\.tsx?\b(?!t)/,
  /\b(?:EISDIR|ENOENT|EACCES|ECONNRESET|ERR_[A-Z_]+)\b/,
  /\b(?:TypeError|RangeError|SyntaxError|ReferenceError)\b/,
  new RegExp(root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
];

interface Sent {
  readonly text: string;
  /** Writes a body the request may have (so a POST to an unknown operation is told apart). */
  readonly method: string;
  readonly target: string;
}

function checkAnswer(sent: Sent, answer: RawAnswer | null): void {
  const where = `${JSON.stringify(sent.text.slice(0, 300))}`;
  expect(answer, `an answer to ${where}`).not.toBeNull();
  const { status, headers, body } = answer!;
  const json = (headers['content-type']?.[0] ?? '').startsWith('application/json') ? tryJson(body) : undefined;
  expect(status, `the status of ${where}`).toBeLessThan(500);
  expect(status, `a status for ${where}`).toBeGreaterThanOrEqual(200);
  for (const name of securityHeaderNames) expect(headers[name], `${name} on ${where}`).toBeDefined();
  for (const pattern of INTERNALS)
    expect(body, `no internals (${pattern}) in the answer to ${where}`).not.toMatch(pattern);
  // A page never carries the injected markup as markup (a JSON answer may quote a refused value: it is data).
  if ((headers['content-type']?.[0] ?? '').startsWith('text/html')) {
    expect(body.includes(MARKER), `no markup echoed to ${where}`).toBe(false);
  }
  if (status >= 400 && sent.method !== 'HEAD') {
    // An error is the error page or the JSON error shape, nothing else (spec/1 §2.8, §8).
    const type = headers['content-type']?.[0] ?? '';
    if (type.startsWith('application/json')) {
      expect(json, `the JSON error shape for ${where}`).toMatchObject({
        statusCode: status,
        message: expect.any(String),
      });
    } else {
      expect(type, `an HTML error page for ${where}`).toMatch(/^text\/html/);
      expect(body).toMatch(/^<!DOCTYPE html>/i);
    }
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The corpus.

const OPERATIONS = Object.keys(operationsSchema.properties);

const SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2e%2F',
  '%',
  '%E0%A4%A',
  '%C0%AE',
  '%00',
  '%ZZ',
  '%FF',
  '%u002e',
  '%40fs',
  '@vite',
  '@vite/client',
  '@fs',
  '@id',
  '__vite_ping',
  '__blocks',
  '__malformed-path',
  '__not-found',
  'assets',
  'chunks',
  'entries',
  'static',
  'images',
  'p',
  'c',
  'api',
  'cms',
  'healthz',
  'de',
  'fr',
  'it',
  'en',
  'xx',
  'Search',
  'search',
  'checkout',
  'cart',
  'index.pageContext.json',
  'sitemap.xml',
  'Sitemap.xml',
  'robots.txt',
  'favicon.ico',
  '.env',
  '.git',
  '.well-known',
  'etc',
  'passwd',
  'node_modules',
  'package.json',
  '\\',
  '%5C',
  "'",
  '"',
  '`',
  '%22',
  MARKER.replace(/ /g, '%20'),
  encodeURIComponent(MARKER),
  ';',
  'a;b=c',
  '~',
  '*',
  '$',
  '{x}',
  '|',
  'ü',
  '%C3%BC',
  '%F0%9F%98%80',
  'ex30000001',
  'EX30000001',
  'prd-EX30000001',
  'akku',
  'power-tools',
  'voltaro',
  'help-centre',
  'x'.repeat(300),
];

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-zA-Z0-9._~-]{1,24}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeURI) },
);

const QUERY_KEYS = ['q', 'page', 'sort', 'lvl0', 'lvl1', 'brand', 'tag', 'priceMin', 'hitsPerPage', 'preset', 'to'];
const queryValue = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '-1', '0', '99999999999999999999', 'NaN', '1e309', encodeURIComponent(MARKER), ''),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map(encodeURIComponent),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom(...QUERY_KEYS, 'path', 'redirect_to', '__proto__', 'x[y]'), queryValue), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  fc.constantFrom('?', '?&&', '?=', '?q', '?%', '#fragment'),
);

const pathArb = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean(), query)
  .map(([parts, slash, search]) => `/${parts.join('/')}${slash && parts.length > 0 ? '/' : ''}${search}`);

const VALID_HOSTS = [
  'localhost',
  'de.localhost',
  'ch.localhost:3000',
  'lt.localhost',
  'www.multishop.de',
  '127.0.0.1',
  '[::1]',
  'DE.LOCALHOST',
  'de.localhost.',
];
const HOSTILE_HOSTS = [
  '999.999.999.999',
  '256.1.1.1',
  '1.2.3.4.5',
  '0x7f.0.0.1',
  'localhost:99999',
  'localhost:-1',
  'localhost:',
  ':80',
  'user@localhost',
  'localhost/x',
  'localhost?x',
  'localhost#x',
  '',
  'xx.localhost',
  'evil.example',
  '[::1',
  '[zz::]',
  'a'.repeat(300),
  'ex ample',
  'de.localhost, ch.localhost',
  '%6c%6f%63%61%6c%68%6f%73%74',
  'ü.localhost',
  '..',
  '-.localhost',
  MARKER,
];
const hostArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...VALID_HOSTS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_HOSTS) },
  { weight: 1, arbitrary: fc.domain() },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6().map((ip) => `[${ip}]`) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
);

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'get'];

const targetArb = fc.oneof(
  { weight: 6, arbitrary: pathArb },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('http', 'https', 'HTTP'), hostArb, pathArb)
      .map(([s, h, p]) => `${s}://${h}${p}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '*',
      'de.localhost:80',
      '//evil.example/x',
      'relative',
      '/\\evil.example',
      '/%2F%2Fevil',
    ),
  },
);

const HEADERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['accept', ['text/html', 'application/json', '*/*', 'text/html;q=0', MARKER, '']],
  ['accept-encoding', ['gzip', 'br', 'deflate', 'gzip, br, zstd', '*;q=0', 'identity;q=0', 'x-unknown']],
  ['accept-language', ['de', 'xx-YY', '*', MARKER]],
  ['cookie', ['locale=fr-CH', `locale=${MARKER}`, 'a=%E0%A4%A', 'session=' + 'x'.repeat(2000), '=;=;']],
  ['x-forwarded-host', ['evil.example', 'de.localhost', MARKER]],
  ['x-forwarded-proto', ['https', 'javascript', '']],
  ['x-forwarded-for', ['1.1.1.1', 'not an ip', '999.999.999.999']],
  ['referer', ['http://evil.example/', MARKER]],
  ['user-agent', ['Mozilla/5.0', 'x'.repeat(4000), '']],
  ['if-none-match', ['*', '"x"', 'W/"garbage']],
  ['if-modified-since', ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT']],
  ['range', ['bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'lines=1-2']],
  [
    'content-type',
    ['application/json', 'text/plain', 'multipart/form-data', 'application/json; charset=utf-16', MARKER],
  ],
  ['x-cache-secret', ['guess', SECRET.slice(0, -1), '']],
  ['x-http-method-override', ['DELETE']],
  ['upgrade', ['websocket', 'h2c']],
  ['expect', ['100-continue', 'nonsense']],
  ['origin', ['http://evil.example', 'null']],
];
const headerArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...HEADERS)
      .chain(([name, values]) => fc.tuple(fc.constant(name), fc.constantFrom(...values))),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9-]{0,20}$/),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    ),
  },
);

function request(
  method: string,
  target: string,
  host: string | null,
  headers: ReadonlyArray<readonly [string, string]>,
  body = '',
): Sent {
  const lines = [`${method} ${target} HTTP/1.1`];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  if (body !== '' || method === 'POST') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  lines.push('Connection: close');
  return { text: `${lines.join('\r\n')}\r\n\r\n${body}`, method, target };
}

const send = (sent: Sent) => rawRequest(port, sent.text).then((answer) => checkAnswer(sent, answer));

const JSON_BODIES = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '"x"',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    '{"slug":1e309}',
    '{"tags":"product:x"}',
    '{"tags":[]}',
    `{"tags":["product:${MARKER}"]}`,
    `{"slug":${JSON.stringify(MARKER)}}`,
  ),
  fc
    .record(
      {
        slug: fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('../../etc/passwd', '%E0%A4%A', MARKER, 'x'.repeat(5000)),
        ),
        language: fc.constantFrom('de', 'xx', '', MARKER, '__proto__'),
        query: fc.oneof(
          query.map((search) => search.slice(1)),
          fc.string({ maxLength: 40 }),
        ),
        text: fc.string({ maxLength: 40 }),
        skus: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
        url: fc.oneof(
          fc.webUrl(),
          fc.constantFrom('file:///etc/passwd', 'http://127.0.0.1:1/', '/images/../x', MARKER),
        ),
        productId: fc.string({ maxLength: 20 }),
        limit: fc.oneof(fc.integer(), fc.double()),
        offset: fc.integer(),
      },
      { requiredKeys: [] },
    )
    .map((payload) => JSON.stringify(payload)),
);

describe('no 500 and no internals for hostile requests (ADR 010)', () => {
  it('answers hostile request lines and paths (fast-check corpus)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        targetArb,
        fc.constantFrom(...VALID_HOSTS),
        (method, target, host) => send(request(method, target, host, [])),
      ),
      { numRuns: 220, seed: SEED },
    );
  }, 120_000);

  it('answers hostile hosts, and requests without one (fast-check corpus)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(hostArb, { freq: 10 }), pathArb, (host, target) =>
        send(request('GET', target, host, [])),
      ),
      { numRuns: 120, seed: SEED },
    );
  }, 120_000);

  it('answers hostile headers (fast-check corpus)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST'),
        fc.oneof(pathArb, fc.constantFrom('/', '/search?q=drill', '/api/search', '/cache-invalidate')),
        fc.array(headerArb, { minLength: 1, maxLength: 5 }),
        (method, target, headers) => send(request(method, target, 'de.localhost', headers)),
      ),
      { numRuns: 100, seed: SEED },
    );
  }, 120_000);

  it('answers hostile bodies to the API and the cache endpoints (fast-check corpus)', async () => {
    const endpoint = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...OPERATIONS).map((operation) => `/api/${operation}`) },
      { weight: 1, arbitrary: fc.constantFrom('/api/', '/api', '/api/__proto__', '/api/constructor', '/api/%E0', '/') },
      { weight: 1, arbitrary: fc.constantFrom('/cache-invalidate', '/component-cache/invalidate-tag') },
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(endpoint, contentType, JSON_BODIES, fc.boolean(), (target, type, body, secret) =>
        send(
          request(
            'POST',
            target,
            'de.localhost',
            [['content-type', type], ...(secret ? ([['x-cache-secret', SECRET]] as const) : [])],
            body,
          ),
        ),
      ),
      { numRuns: 160, seed: SEED },
    );
  }, 120_000);

  it('answers requests the HTTP parser refuses with the security headers', async () => {
    for (const text of [
      'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'GET /\x00 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'G@T / HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      'POST /api/search HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
      'CONNECT de.localhost:443 HTTP/1.1\r\nHost: de.localhost:443\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: nonsense\r\nConnection: close\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    ]) {
      checkAnswer({ text, method: 'GET', target: '/' }, await rawRequest(port, text));
    }
  });

  it('is still healthy afterwards, and still serves its pages', async () => {
    const health = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(health?.status).toBe(200);
    const home = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: de.localhost\r\nConnection: close\r\n\r\n');
    expect(home?.status).toBe(200);
    expect(home?.body).toContain('<html lang="de">');
  });
});

describe('the requests that used to answer 500 (ADR 010)', () => {
  const get = (target: string, host = 'localhost') =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  it('answers an invalid IPv4 host 400 (RFC 9112 §3.2), with a page that names no framework', async () => {
    for (const host of ['999.999.999.999', '256.0.0.1', 'localhost:99999']) {
      const answer = await get('/', host);
      expect(answer?.status).toBe(400);
      expect(answer?.headers['content-type']?.[0]).toMatch(/^text\/html/);
    }
  });

  it("serves an absolute-form target from the target's host, not the Host header (RFC 9112 §3.2.2)", async () => {
    const answer = await get('http://de.localhost/', 'sk.localhost');
    expect(answer?.status).toBe(200);
    expect(answer?.body).toContain('<html lang="de">');
    const product = await get('http://ch.localhost:3000/fr/search?q=drill', 'localhost');
    expect(product?.status).toBe(200);
    expect(product?.body).toContain('<html lang="fr">');
  });

  it("answers Vite's dev paths and odd asset paths with the not-found page (spec/1 §2.8)", async () => {
    for (const target of [
      '/__vite_ping',
      '/@vite/client',
      '/@fs/etc/passwd',
      '/%40fs/etc/passwd',
      '/assets/chunks/',
      '/assets/',
      '/assets/%2e%2e/package.json',
    ]) {
      const answer = await get(target, 'de.localhost');
      expect(answer?.status, target).toBe(404);
      expect(answer?.body, target).toContain('<html lang="de">');
      expect(answer?.body, target).toContain('class="error-page"');
    }
  });

  it('answers malformed percent-encoding with the not-found page, in the language of its prefix, never echoing it', async () => {
    const answer = await get('/fr/%E0%A4%A-unique-text', 'ch.localhost');
    expect(answer?.status).toBe(404);
    expect(answer?.body).toContain('<html lang="fr">');
    expect(answer?.body).not.toContain('unique-text');
    const api = await rawRequest(
      port,
      'POST /api/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(api?.status).toBe(404);
    expect(JSON.parse(api!.body)).toEqual({ statusCode: 404, message: 'This page could not be found' });
  });
});
