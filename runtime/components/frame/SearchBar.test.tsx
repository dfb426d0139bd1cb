// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { SearchBar } from './SearchBar.tsx';

afterEach(cleanup);
const URL_CH = 'http://ch.localhost:3000/fr/';
const t = shopTranslator(URL_CH);

describe('SearchBar (spec/1 §2.5)', () => {
  it('is a plain search form to the search page until the shopper reaches for it (works without JavaScript)', () => {
    renderInShop(<SearchBar />, { url: URL_CH });
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/fr/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('searchbox', { name: t('frame.search.label') }).getAttribute('name')).toBe('q');
  });

  it('becomes the combobox on focus, keeping what was typed and the focus', async () => {
    renderInShop(<SearchBar />, { url: URL_CH });
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    field.value = 'perceuse';
    field.focus();
    fireEvent.focus(field);
    const combobox = (await screen.findByRole('combobox', { name: t('frame.search.label') })) as HTMLInputElement;
    expect(combobox.value).toBe('perceuse');
    // The combobox takes the focus in an effect after it mounts: on a loaded machine that can come a tick later.
    await waitFor(() => expect(document.activeElement).toBe(combobox));
  });
});
