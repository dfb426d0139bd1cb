// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import type { ContentData } from './+data.ts';
import Page from './+Page.tsx';

afterEach(cleanup);

const data: ContentData = {
  title: 'Centrum pomoci',
  blocks: [
    { block: 'content-html', html: '<section class="block"><p>Odpovede na časté otázky.</p></section>' },
    { block: 'faq', html: '<section><details><summary>Ako sledovať objednávku?</summary></details></section>' },
  ],
  seo: { title: 'Centrum pomoci – Multishop', description: '', canonicalPath: '/centrum-pomoci/', alternates: {} },
};

describe('the information page (spec/1 §2.1)', () => {
  it('shows its title as the one first-level heading, then its blocks', () => {
    renderInShop(<Page />, { url: 'http://sk.localhost:3000/centrum-pomoci/', data });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Centrum pomoci',
    ]);
    expect(screen.getByText('Odpovede na časté otázky.')).toBeTruthy();
    expect(document.querySelector('details > summary')?.textContent).toBe('Ako sledovať objednávku?');
  });
});
