import { describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { StaticRenderedBlock } from '../../view/block-types.ts';
import type { ContentPage } from '../../../generated/types.ts';
import { fakeOperations } from '../../../tests/fixtures/operations-fixture.ts';
import { RequestError } from '../../client/operation-client.ts';
import { shopPageContext } from '../../../tests/fixtures/shop-page-context.ts';
import { shopRouteOf } from '../../view/shop-route.ts';
import { data } from './+data.ts';

const PAGES: Record<string, ContentPage> = {
  'sk-SK centrum-pomoci': {
    slug: 'centrum-pomoci',
    locale: 'sk-SK',
    title: 'Centrum pomoci',
    blocks: [
      { block: 'content-html', props: { html: '<p>Odpovede na časté otázky.</p><script>x()</script>' } },
      { block: 'faq', props: { items: [{ question: 'Ako?', answer: 'Takto.' }] } },
    ],
  },
  'fr-CH a-propos': {
    slug: 'a-propos',
    locale: 'fr-CH',
    title: 'À propos',
    blocks: [{ block: 'content-html', props: { html: '<p>Nous vendons des outils depuis 2004.</p>' } }],
  },
  'de-CH privacy-data': {
    slug: 'privacy-data',
    locale: 'de-CH',
    title: 'Datenschutz',
    blocks: [
      { block: 'marquee', props: {} },
      { block: 'content-html', props: { html: '<p>Wir verwenden Ihre Daten.</p>' } },
    ],
  },
};

function pageContextAt(url: string) {
  const parsed = new URL(url);
  const shop = shopRouteOf(parsed.origin, parsed.pathname)!;
  const operations = fakeOperations({
    getContentPage: ({ slug, language }) => {
      const page = PAGES[`${language}-${shop.country.toUpperCase()} ${slug}`];
      if (!page) throw new RequestError('/api/getContentPage', 404, 'Content page not found');
      return page;
    },
  });
  const pageContext = { ...shopPageContext({ url }), shop, operations };
  return { pageContext: pageContext as unknown as PageContextServer, operations };
}

describe('the content page data: information pages (spec/1 §2.1, §2.9)', () => {
  it("loads the CMS page under the route's slug in the page's language: the help centre's is translated", async () => {
    const { pageContext, operations } = pageContextAt('http://sk.localhost:3000/centrum-pomoci/');
    const answer = await data(pageContext);
    expect(operations.calls[0]).toEqual({
      operation: 'getContentPage',
      payload: { slug: 'centrum-pomoci', language: 'sk' },
    });
    expect(answer.title).toBe('Centrum pomoci');
    // Both blocks are rendered on the server (not interactive): the page gets their HTML, sanitized.
    const blocks = answer.blocks as StaticRenderedBlock[];
    expect(blocks.map(({ block, html }) => ({ block, html }))).toEqual([
      { block: 'content-html', html: expect.stringContaining('<p>Odpovede na časté otázky.</p>') as string },
      { block: 'faq', html: expect.stringContaining('<summary>Ako?</summary>') as string },
    ]);
    const html = blocks.map((entry) => entry.html).join('');
    expect(html).not.toContain('<script>x()');
    // The FAQ's structured data comes with the block itself, on whichever page it is.
    expect(html).toContain('application/ld+json');
    // A first page has the HTML in its markup: its page context names the blocks only (ADR 018).
    expect(JSON.parse(JSON.stringify(answer.blocks))).toEqual([{ block: 'content-html' }, { block: 'faq' }]);
    expect(answer.seo).toMatchObject({
      title: 'Centrum pomoci – Multishop',
      description: 'Odpovede na časté otázky.',
      canonicalPath: '/centrum-pomoci/',
      alternates: { sk: '/centrum-pomoci/' },
    });
  });

  it("names the page in each of the country's languages, and leaves out blocks the library does not know", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pageContext } = pageContextAt('http://ch.localhost:3000/privacy-data/');
    const answer = await data(pageContext);
    expect(answer.blocks.map((block) => block.block)).toEqual(['content-html']);
    expect(warn).toHaveBeenCalledWith(
      'Content block 0 "marquee" left out: /block is not a known block (got "marquee")',
    );
    warn.mockRestore();
    expect(answer.seo.alternates).toEqual({ de: '/privacy-data/', fr: '/fr/privacy-data/', it: '/it/privacy-data/' });
  });

  it('is a 404 page when the CMS has no such page', async () => {
    const { pageContext } = pageContextAt('http://ch.localhost:3000/fr/centre-d-aide/');
    await expect(data(pageContext)).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
  });
});

describe('the content page data: a content page on the catch-all path, handed on by the slug page (ADR 038)', () => {
  it('loads the CMS page of the slug the rewrite stands for, canonical at the catch-all path', async () => {
    const { pageContext, operations } = pageContextAt('http://ch.localhost:3000/__content/fr/a-propos/');
    const answer = await data(pageContext);
    expect(operations.calls[0]).toEqual({ operation: 'getContentPage', payload: { slug: 'a-propos', language: 'fr' } });
    expect(answer.title).toBe('À propos');
    expect(answer.seo).toMatchObject({
      title: 'À propos – Multishop',
      description: 'Nous vendons des outils depuis 2004.',
      canonicalPath: '/fr/a-propos/',
      alternates: { de: '/a-propos/', fr: '/fr/a-propos/', it: '/it/a-propos/' },
    });
  });

  it('is a 404 page when the CMS has no page there', async () => {
    const { pageContext } = pageContextAt('http://ch.localhost:3000/__content/fr/nulle-part/');
    await expect(data(pageContext)).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
  });
});
