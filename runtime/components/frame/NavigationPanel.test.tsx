// @vitest-environment happy-dom
// The navigation panel's categories (spec/1 §2.4): choosing a first-level category shows its link and reads its
// children, in the page's language, once; the children read come from the tab's category store.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { NavigationPanel } from './NavigationPanel.tsx';

const PAGE = 'http://de.localhost:3000/';
const t = shopTranslator(PAGE);
let asked: Record<string, unknown>[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const payload = JSON.parse(String(init.body)) as { parentKey: string };
      asked.push(payload);
      const child = { key: `${payload.parentKey}-child`, name: `${payload.parentKey} child`, link: '/child/' };
      return new Response(JSON.stringify({ results: [child], total: 1, offset: 0, limit: 100 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NavigationPanel (spec/1 §2.4)', () => {
  it('reads the children of the category chosen once, in the page’s language, and lists them', async () => {
    renderInShop(<NavigationPanel />, { url: PAGE });
    const panel = within(document.getElementById('navigation-panel')!);
    fireEvent.click(panel.getByRole('button', { name: 'Garden', hidden: true }));
    expect(panel.getByText(t('frame.categories.loading'))).toBeTruthy();
    expect(await panel.findByRole('link', { name: 'garden child', hidden: true })).toBeTruthy();
    expect(
      panel.getByRole('link', { name: t('frame.categories.showAll', { category: 'Garden' }), hidden: true }),
    ).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Workshop', hidden: true }));
    await panel.findByRole('link', { name: 'workshop child', hidden: true });
    fireEvent.click(panel.getByRole('button', { name: 'Garden', hidden: true }));
    expect(panel.getByRole('link', { name: 'garden child', hidden: true })).toBeTruthy();
    expect(asked).toEqual([
      { parentKey: 'garden', limit: 100, offset: 0, language: 'de' },
      { parentKey: 'workshop', limit: 100, offset: 0, language: 'de' },
    ]);
    expect(screen.queryByText(t('frame.categories.loading'))).toBeNull();
  });
});
