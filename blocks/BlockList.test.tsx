// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../tests/fixtures/render-in-shop.tsx';
import { BlockList } from './BlockList.tsx';

afterEach(cleanup);

describe('BlockList (spec/1 §2.9 blocks rendered by name)', () => {
  it("renders each block by its name, in the CMS's order, and skips a name the library does not know", () => {
    renderInShop(
      <BlockList
        blocks={[
          { block: 'rich-text', props: { heading: 'First' }, data: { html: '<p>One</p>' } },
          { block: 'marquee', props: {} },
          { block: 'faq', props: { heading: 'Second', items: [{ question: 'Q?', answer: 'A.' }] } },
        ]}
      />,
      { url: 'http://gb.localhost:3000/' },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'First',
      'Second',
    ]);
  });
});
