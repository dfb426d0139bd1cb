// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../tests/fixtures/render-in-shop.tsx';
import { BlockList } from './BlockList.tsx';

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
