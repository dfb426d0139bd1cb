// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'vike/client/router';
import { inVikePageContext } from '../../view/vike-page-context.ts';
import { renderInShop, shopPageContext } from '../../../tests/fixtures/render-in-shop.tsx';
import { listingFixture } from '../../../tests/fixtures/listing-fixture.ts';
import { SortForm } from './SortForm.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));

afterEach(cleanup);
beforeEach(() => vi.mocked(navigate).mockClear());

const url = 'http://gb.localhost:3000/search?q=drill&brand=Bosch&sort=name-asc&page=3';
const listing = listingFixture({
  query: 'q=drill&brand=Bosch&sort=name-asc&page=3',
  sort: 'name-asc',
  total: 80,
  pageCount: 4,
  page: 3,
});

describe('SortForm (spec/1 §2.6 sort options and page sizes)', () => {
  it('offers the six sorts and the page sizes 12, 24, 36 and 48, showing the listing state', () => {
    renderInShop(<SortForm listing={listing} enhanced={false} />, { url });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sort.options].map((option) => option.value)).toEqual([
      'relevance',
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
      'newest',
    ]);
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Relevance',
      'Name: A to Z',
      'Name: Z to A',
      'Price: low to high',
      'Price: high to low',
      'Newest first',
    ]);
    expect(sort.value).toBe('name-asc');
    const size = screen.getByLabelText('Products per page') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['12', '24', '36', '48']);
    expect(size.value).toBe('24');
  });

  it('works without JavaScript: a GET form to the page that keeps the other parameters, not the page, and submits with its button', () => {
    const { container } = renderInShop(<SortForm listing={listing} enhanced={false} />, { url });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(screen.getByLabelText('Sort by').getAttribute('name')).toBe('sort');
    expect(screen.getByLabelText('Products per page').getAttribute('name')).toBe('hitsPerPage');
    const hidden = [...form.querySelectorAll('input[type=hidden]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['q', 'drill'],
      ['brand', 'Bosch'],
    ]);
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).not.toContain('visually-hidden');
  });

  it('with JavaScript, submits on change to the new sort from page 1, keeping the rest; its button is visually hidden', () => {
    renderInShop(<SortForm listing={listing} enhanced />, { url });
    expect(screen.getByRole('button', { name: 'Apply' }).className).toContain('visually-hidden-focusable');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-desc' } });
    expect(navigate).toHaveBeenCalledWith('/search?q=drill&brand=Bosch&sort=price-desc');
    fireEvent.change(screen.getByLabelText('Products per page'), { target: { value: '48' } });
    expect(navigate).toHaveBeenLastCalledWith('/search?q=drill&brand=Bosch&sort=price-desc&hitsPerPage=48');
  });

  it('leaves the default sort and page size out of the URL', () => {
    renderInShop(<SortForm listing={listing} enhanced />, { url });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevance' } });
    expect(navigate).toHaveBeenCalledWith('/search?q=drill&brand=Bosch');
  });

  it('after a client-side navigation shows the new state, and the select keeps the keyboard focus', () => {
    const inShop = (shown: typeof listing) =>
      inVikePageContext(shopPageContext({ url }), <SortForm listing={shown} enhanced />);
    const { rerender } = renderInShop(<SortForm listing={listing} enhanced />, { url });
    rerender(inShop(listing));
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    sort.focus();
    rerender(inShop({ ...listing, query: 'q=drill&sort=newest&hitsPerPage=36', sort: 'newest', hitsPerPage: 36 }));
    expect(sort.value).toBe('newest');
    expect((screen.getByLabelText('Products per page') as HTMLSelectElement).value).toBe('36');
    expect(document.activeElement).toBe(sort);
  });
});
