// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { SearchCombobox } from './SearchCombobox.tsx';

const URL_DE = 'http://de.localhost:3000/';
const t = shopTranslator(URL_DE);

function hits(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    sku: `EX1000000${index}`,
    name: `Akku-Bohrschrauber ${index}`,
    link: `/akku-bohrschrauber-${index}-1000000${index}`,
    imageUrl: null,
    price: { centAmount: 9900, currencyCode: 'EUR', fractionDigits: 2 },
  }));
}

let answer: { hits: ReturnType<typeof hits>; total: number };
const requests: unknown[] = [];

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('combobox', { name: t('frame.search.label') });

describe('SearchCombobox (spec/1 §2.5)', () => {
  it("searches after the minimum characters and offers 'See all results' from 5 hits", async () => {
    answer = { hits: hits(5), total: 12 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'a' } });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(requests).toHaveLength(0);
    fireEvent.change(input(), { target: { value: 'akku' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(requests[0]).toMatchObject({ text: 'akku', language: 'de' });
    expect(screen.getByRole('option', { name: t('frame.search.seeAllCount', { count: 12 }) })).toBeTruthy();
  });

  it("shows no 'See all results' under 5 hits, and 'No results' when nothing is found", async () => {
    answer = { hits: hits(4), total: 4 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'akku' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    cleanup();
    answer = { hits: [], total: 0 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByText(t('frame.search.noResults'))).toBeTruthy());
  });

  it('moves through hits with the arrow keys (aria-activedescendant)', async () => {
    answer = { hits: hits(3), total: 3 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'akku' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the hits in browser storage for conversion tracking', async () => {
    answer = { hits: hits(2), total: 2 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'akku' } });
    await waitFor(() => expect(localStorage.getItem('searchHits')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('searchHits')!)).toEqual([
      { sku: 'EX10000000', query: 'akku' },
      { sku: 'EX10000001', query: 'akku' },
    ]);
  });

  it('clears the text with the clear button and closes on empty text', async () => {
    answer = { hits: hits(3), total: 3 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'akku' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: t('frame.search.clear') }));
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('SearchCombobox Enter without a highlighted hit (spec/1 §2.5)', () => {
  it('lets the form submit to the search page', async () => {
    answer = { hits: hits(3), total: 3 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'akku' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

// The composed letters themselves staying in the field is a browser's matter: tests/e2e/search.test.ts.
describe('SearchCombobox text that comes without a key event (ADR 012)', () => {
  it('searches for the composed text once the composition ends, not for its steps', async () => {
    answer = { hits: hits(2), total: 2 };
    renderInShop(<SearchCombobox />, { url: URL_DE });
    const field = input() as HTMLInputElement;
    fireEvent.focus(field);
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'sa' } });
    fireEvent.change(field, { target: { value: 'sä' } });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(requests).toHaveLength(0);
    fireEvent.compositionEnd(field, { data: 'ä' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ text: 'sä' });
    expect(field.value).toBe('sä');
  });
});
