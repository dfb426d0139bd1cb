// @vitest-environment happy-dom
import { parse } from '@brillout/json-serializer/parse';
import { act, cleanup, screen } from '@testing-library/react';
import { Fragment } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { inVikePageContext } from '../runtime/view/vike-page-context.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContextJson } from '../runtime/server/rendering/page-context-json.server.ts';
import { renderInShop } from '../tests/fixtures/render-in-shop.tsx';
import { shopPageContext } from '../tests/fixtures/shop-page-context.ts';
import type { RenderedBlock } from '../runtime/view/block-types.ts';
import { BlockList } from './BlockList.tsx';
import { loadBlocks } from './load-blocks.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../tests/fixtures/operations-fixture.ts';

afterEach(cleanup);

describe('BlockList (spec/1 §2.9 blocks rendered by name)', () => {
  it("places the server's HTML of each block in the CMS's order, and skips an interactive name it does not know", () => {
    renderInShop(
      <BlockList
        blocks={[
          { block: 'content-html', html: '<section><h2>First</h2><p>One</p></section>' },
          { block: 'marquee', props: {} },
          { block: 'faq', html: '<section><h2>Second</h2></section>' },
        ]}
      />,
      { url: 'http://gb.localhost:3000/' },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'First',
      'Second',
    ]);
    // The wrapper keeps the block's name for styles and tests, and does not take part in the layout.
    expect(
      [...document.querySelectorAll('.block-list__static')].map((node) => node.getAttribute('data-block')),
    ).toEqual(['content-html', 'faq']);
  });
});

describe('BlockList on a first page (ADR 018: static HTML sent once, in the markup)', () => {
  const HOME = 'http://de.localhost:3000/';
  const operations = fakeOperations({
    queryCategories: categoriesByKey({
      garden: sampleCategory('garden', { name: 'Garten & Balkon', link: '/garten/' }),
    }),
  });
  const CMS_BLOCKS = [
    // Text the browser serializes otherwise than React writes it (quotes, apostrophes, an ampersand, a JSON-LD
    // script): the markup is taken as the browser holds it, so hydration has nothing to compare unequal.
    { block: 'faq', props: { items: [{ question: 'Was heißt "Netto"?', answer: "Ohne Steuer & ohne 'Versand'." }] } },
    { block: 'category-cards', props: { categoryKeys: ['garden'] } },
    {
      block: 'content-html',
      props: { heading: 'Über uns', html: '<p>Seit 1990 &ndash; <b>Werkzeug</b><br>für alle</p>' },
    },
  ];

  async function blocksOf(isClientSideNavigation: boolean): Promise<RenderedBlock[]> {
    const pageContext = { ...shopPageContext({ url: HOME }), isClientSideNavigation };
    return loadBlocks(CMS_BLOCKS, { ...loaderContext(HOME, operations), pageContext, inMarkup: true });
  }

  /** What the browser gets in the page context: vike's client parses the serialized data. */
  const sent = (blocks: readonly RenderedBlock[]) =>
    (parse(pageContextJson({ blocks })) as { blocks: RenderedBlock[] }).blocks;

  const page = (blocks: readonly RenderedBlock[], key = 'page') =>
    inVikePageContext(
      shopPageContext({ url: HOME }),
      <main>
        <Fragment key={key}>
          <BlockList blocks={blocks} />
        </Fragment>
      </main>,
    );

  const texts = (container: HTMLElement) =>
    [...container.querySelectorAll('.block-list__static')].map((element) => element.textContent);

  it('hydrates each block from the markup: its HTML is in the page once, React adopts it and keeps it', async () => {
    const server = await blocksOf(false);
    const html = renderToString(page(server));
    const client = sent(server);
    // The page context carries the blocks' names only; the markup carries their HTML.
    expect(client).toEqual([{ block: 'faq' }, { block: 'category-cards' }, { block: 'content-html' }]);
    expect(html).toContain('Garten &amp; Balkon');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverTexts = texts(container);
    expect(serverTexts.map((text) => text!.length > 0)).toEqual([true, true, true]);
    const serverNodes = [...container.querySelectorAll('.block-list__static > *')];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      act(() => {
        root = hydrateRoot(container, page(client), { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // The server's elements themselves, untouched.
      expect([...container.querySelectorAll('.block-list__static > *')]).toEqual(serverNodes);
      expect(texts(container)).toEqual(serverTexts);

      // Rendered again with the page's same data: nothing is written.
      act(() => root!.render(page(sent(server))));
      act(() => root!.render(page(client)));
      expect(
        [...container.querySelectorAll('.block-list__static > *')].every((node, index) => node === serverNodes[index]),
      ).toBe(true);

      // Mounted again (the server's element replaced by React's own): the same blocks, from what was adopted.
      act(() => root!.render(page(client, 'again')));
      expect(texts(container)).toEqual(serverTexts);
      expect(container.querySelector('.block-list__static > *')).not.toBe(serverNodes[0]);
      expect(errors).not.toHaveBeenCalled();
      act(() => root!.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it("shows a client-side navigation's blocks from its page context, and the first page's again on the way back", async () => {
    const server = await blocksOf(false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server));
    document.body.append(container);
    const homeTexts = texts(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      act(() => {
        root = hydrateRoot(container, page(sent(server)));
      });
      // Another page: its blocks come with their HTML (a pageContext.json has no markup to read).
      const other = sent([{ block: 'content-html', html: '<section class="block"><h2>Versand</h2></section>' }]);
      act(() => root!.render(page(other, 'versand')));
      expect(texts(container)).toEqual(['Versand']);
      // Home again, client-side: the navigation's page context carries the HTML.
      const navigation = sent(await blocksOf(true));
      expect(navigation.every((entry) => 'html' in entry && typeof entry.html === 'string')).toBe(true);
      act(() => root!.render(page(navigation, 'home')));
      expect(texts(container)).toEqual(homeTexts);
      expect(errors).not.toHaveBeenCalled();
      act(() => root!.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
