// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { Pagination } from './Pagination.tsx';

afterEach(cleanup);
const url = 'http://gb.localhost:3000/garden/?sort=newest&page=5';
const paging = (page: number, pageCount: number, query = 'sort=newest&brand=Bosch&page=5') =>
  renderInShop(<Pagination page={page} pageCount={pageCount} basePath="/garden/" query={query} />, { url });
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Pagination (spec/1 §2.6 paging)', () => {
  it('links every page shown with the listing parameters kept, and page 1 without a page parameter (spec/1 §9.6)', () => {
    paging(5, 9);
    expect(hrefOf('Page 1')).toBe('/garden/?sort=newest&brand=Bosch');
    expect(hrefOf('Page 4')).toBe('/garden/?sort=newest&brand=Bosch&page=4');
    expect(hrefOf('Page 9')).toBe('/garden/?sort=newest&brand=Bosch&page=9');
  });

  it('marks the current page with aria-current="page", and no other', () => {
    paging(5, 9);
    expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') !== null);
    expect(current).toHaveLength(1);
  });

  it('has previous and next links, rel prev and next, and none past the ends', () => {
    paging(2, 3);
    expect(hrefOf('Previous')).toBe('/garden/?sort=newest&brand=Bosch');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(hrefOf('Next')).toBe('/garden/?sort=newest&brand=Bosch&page=3');
    cleanup();
    paging(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    cleanup();
    paging(3, 3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('shows the first, the last and the pages around the current one, with gaps between', () => {
    paging(10, 20, '');
    // The gap markers are hidden from assistive technology: the page links say which page they are.
    const pages = [...screen.getByRole('navigation', { name: 'Pages' }).querySelectorAll('li')].map(
      (item) => item.textContent,
    );
    expect(pages).toEqual(['Previous', '1', '…', '9', '10', '11', '…', '20', 'Next']);
  });

  it('is left out for a listing of one page', () => {
    paging(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
