// The block gallery (ADR 009) over real HTTP: the built pages (tests/setup/build-pages.ts) on a real SQLite file with
// the demo catalogue, with the gallery switched on (`npm run dev`, or BLOCK_GALLERY=1) and off (production's default).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_NAMES } from '../../../generated/blocks.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { messagesFor } from '../../i18n/messages.server.ts';
import { buildApp } from '../../server/app.server.ts';
import { ensureCatalogue, type EnsureResult } from '../../server/commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../../server/commerce/sqlite/catalogue-store.server.ts';
import type { BlockGalleryData } from '../../components/block-gallery/gallery-data.ts';
import { builtPagesDir } from '../../server/rendering/built-pages.ts';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let store: EnsureResult;
const apps: { on?: FastifyInstance; off?: FastifyInstance } = {};
const ports = { on: 0, off: 0 };

async function start(blockGallery: boolean): Promise<[FastifyInstance, number]> {
  const app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    ...(await embeddedDependencies(store.database)),
    cacheSecret: '',
    pages: { kind: 'built', dir: builtPagesDir(root) },
    blockGallery,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return [app, (app.server.address() as { port: number }).port];
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-block-gallery-http-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'));
  [apps.on, ports.on] = await start(true);
  [apps.off, ports.off] = await start(false);
}, 120_000);
afterAll(async () => {
  await apps.on?.close();
  await apps.off?.close();
  await store?.database.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (gallery: 'on' | 'off', host: string, url: string) => httpCall(ports[gallery], 'GET', url, { host });

describe('the block gallery, switched on', () => {
  it('renders every block of the library in a section with its status, and is not to be indexed', async () => {
    const answer = await get('on', 'de.localhost:3000', '/__blocks');
    expect(answer.status).toBe(200);
    const html = answer.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<h1>Block gallery</h1>');
    const sections = [...html.matchAll(/data-block-name="([^"]+)" data-block-status="([^"]+)"/g)];
    expect(sections.map((match) => match[1])).toEqual([...BLOCK_NAMES]);
    expect(sections.filter((match) => match[2] === 'error').map((match) => match[1])).toEqual([]);
    // No inline script: the built pages' CSP holds for the gallery too.
    expect(html).not.toMatch(/<script(?![^>]*(?:\bsrc=|type="application\/(?:json|ld\+json)"))/);
  });

  it('gives its data to a client-side navigation (the back button), the blocks rendered in the language', async () => {
    // The strings come with the first page only (+onCreatePageContext.server.ts): the gallery brings its own.
    const answer = await get('on', 'gr.localhost:3000', '/__blocks/index.pageContext.json');
    expect(answer.status).toBe(200);
    const sections = (answer.json() as { data: BlockGalleryData }).data.sections;
    expect(sections.map((section) => section.name)).toEqual([...BLOCK_NAMES]);
    expect(sections.filter((section) => section.status === 'error')).toEqual([]);
  });

  it("is there in each of the country's languages: /fr/__blocks in Switzerland is the gallery in French", async () => {
    const answer = await get('on', 'ch.localhost:3000', '/fr/__blocks');
    expect(answer.status).toBe(200);
    expect(answer.text()).toContain('<html lang="fr">');
    // The page's origin is the country's configured one, at the port the server listens on (ADR 030).
    expect(answer.text()).toContain(`href="http://gr.localhost:${ports.on}/__blocks"`);
    // Only the canonical forms: the default language takes no prefix (spec/1 §2.1, §9.6 sends it to '/').
    const prefixed = await get('on', 'ch.localhost:3000', '/de/__blocks');
    expect([prefixed.status, prefixed.headers.location]).toEqual([308, '/']);
  });

  it('is not in the sitemap, and robots.txt keeps crawlers out of it in every language', async () => {
    const pages = await get('on', 'ch.localhost:3000', '/sitemap-pages.xml');
    expect(pages.status).toBe(200);
    expect(pages.text()).not.toContain('__blocks');
    const robots = (await get('on', 'ch.localhost:3000', '/robots.txt')).text();
    expect(robots).toContain('Disallow: /__\n');
    expect(robots).toContain('Disallow: /fr/__\n');
    expect(robots).toContain('Disallow: /it/__\n');
  });
});

describe('the block gallery, switched off (production without BLOCK_GALLERY=1)', () => {
  it("is the shop's not-found page, as any path no page has", async () => {
    const de = messagesFor('de-DE');
    const answer = await get('off', 'de.localhost:3000', '/__blocks');
    expect(answer.status).toBe(404);
    expect(answer.text()).toContain(`<h1>${de['errors.notFound.heading']}</h1>`);
    expect(answer.text()).not.toContain('data-block-status');
    // Client-side navigation asks for the page's data: no gallery there either.
    const json = await get('off', 'de.localhost:3000', '/__blocks/index.pageContext.json');
    expect(json.json()).toMatchObject({ abortStatusCode: 404, pageId: '/runtime/pages/_error' });
    expect(json.json().data).toBeUndefined();
  });

  it('leaves its language versions to the redirect rules, as any prefixed reserved path (spec/1 §9.6)', async () => {
    const answer = await get('off', 'ch.localhost:3000', '/fr/__blocks');
    expect([answer.status, answer.headers.location]).toEqual([308, '/']);
  });
});
