// A content page on the catch-all path over real HTTP (spec/1 §2.1 "/{slug?} Catch-all: category, product or
// content page"; ADR 038): the slug page learns from the store that the path is no category and hands the request
// on to the content page with vike's URL rewrite. The shopper's address stays; the rewrite's own address is no
// document; the direct renderer (ADR 015) never takes one page for the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../generated/index.ts';
import type { ContentPage } from '../../../generated/types.ts';
import { httpCall } from '../../../tests/fixtures/http-call.ts';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import type { ContentPort } from '../integrations/cms/content-port.ts';
import { loadFileContent, PROJECT_CONTENT_DIR } from '../integrations/cms/file-content.server.ts';
import type { DirectRenderer } from './direct-render.server.ts';

/** Pages an editor added on the catch-all path, beside the project's information pages. */
const EDITED: readonly ContentPage[] = [
  page('de-DE', 'ueber-uns', 'Über uns', '<p>Seit 2004 verkaufen wir Werkzeug.</p>'),
  page('lt-LT', 'apie-mus', 'Apie mus', '<p>Įrankius parduodame nuo 2004 metų.</p>'),
  page('fr-CH', 'a-propos', 'À propos', '<p>Nous vendons des outils depuis 2004.</p>'),
];

function page(locale: string, slug: string, title: string, html: string): ContentPage {
  return { slug, locale, title, blocks: [{ block: 'content-html', props: { html } }] };
}

let shop: BuiltShop;

const get = (host: string, url: string) => httpCall(shop.port, 'GET', url, { host });
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

beforeAll(async () => {
  const files = await loadFileContent(PROJECT_CONTENT_DIR);
  const content: ContentPort = {
    ...files,
    getPage: async (slug: string, locale: LocaleCode) =>
      EDITED.find((edited) => edited.slug === slug && edited.locale === locale) ?? files.getPage(slug, locale),
  };
  shop = await startBuiltShop({ app: () => ({ content }) });
}, 120_000);

afterAll(() => shop?.close());

describe('a content page on the catch-all path (spec/1 §2.1; ADR 038)', () => {
  it('is rendered under the address the shopper asked for, as its canonical page', async () => {
    for (const [host, url, title] of [
      ['de.localhost', '/ueber-uns/', 'Über uns'],
      // Native routing (spec/1 §9.5): a root path is a content page's, a category's is under /c/.
      ['lt.localhost', '/apie-mus/', 'Apie mus'],
      // A language prefix stays on the address (spec/1 §2.1).
      ['ch.localhost', '/fr/a-propos/', 'À propos'],
    ] as const) {
      const answer = await get(host, url);
      expect(answer.status, url).toBe(200);
      const html = answer.text();
      expect(h1Of(html), url).toBe(title);
      expect(canonicalOf(html), url).toMatch(new RegExp(`^https?://[^/]+${url}$`));
      // The rewrite's address is the router's: no link of the page has it.
      expect(html, url).not.toMatch(/href="[^"]*__content/);
    }
  });

  it('answers not found where the CMS has no page and the store no category', async () => {
    expect((await get('de.localhost', '/gibt-es-nicht/')).status).toBe(404);
    expect((await get('lt.localhost', '/nera-tokio/')).status).toBe(404);
  });

  it('never teaches the direct renderer the content page as the listing (ADR 015)', async () => {
    // The listing first (learned), then the content page on the same route keys, then the listing again.
    for (const url of ['/elektrowerkzeuge/', '/ueber-uns/', '/ueber-uns/', '/elektrowerkzeuge/', '/ueber-uns/']) {
      const answer = await get('de.localhost', url);
      expect(answer.status, url).toBe(200);
      expect(h1Of(answer.text()), url).toBe(url === '/ueber-uns/' ? 'Über uns' : 'Elektrowerkzeuge');
    }
    // The catch-all's page is the listing's; the content page is learned only under its own routes, which no
    // request here asked for (a content page learned as the catch-all's would send every listing back to vike).
    const { learned } = (shop.app as unknown as { directRender: DirectRenderer }).directRender.stats();
    expect(learned).toContain('/runtime/pages/slug');
    expect(learned).not.toContain('/runtime/pages/content');
  });

  it("the rewrite's own address is no document", async () => {
    for (const url of ['/__content/ueber-uns/', '/__content/ueber-uns', '/__content/elektrowerkzeuge/']) {
      const answer = await get('de.localhost', url);
      expect(answer.status, url).toBe(404);
      expect(h1Of(answer.text()), url).not.toBe('Über uns');
    }
  });

  it("a client-side navigation follows the rewrite to the content page's page context, as vike's router does", async () => {
    const first = await get('de.localhost', '/ueber-uns/index.pageContext.json');
    expect(first.status).toBe(200);
    const rewrite = (first.json() as { _urlRewrite?: string })._urlRewrite;
    expect(rewrite).toMatch(/^\/__content\/ueber-uns\/?$/);
    const second = await get('de.localhost', `${rewrite!.replace(/\/?$/, '/')}index.pageContext.json`);
    expect(second.status).toBe(200);
    const context = second.json() as { pageId: string; data: { title: string; seo: { canonicalPath: string } } };
    expect(context.pageId).toBe('/runtime/pages/content');
    expect(context.data.title).toBe('Über uns');
    expect(context.data.seo.canonicalPath).toBe('/ueber-uns/');
    // A category's navigation is the listing's, with no rewrite.
    const listing = await get('de.localhost', '/elektrowerkzeuge/index.pageContext.json');
    expect(listing.json()).toMatchObject({ pageId: '/runtime/pages/slug' });
  });
});
