// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_CATEGORIES, renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { ShopByDepartment } from './ShopByDepartment.tsx';

afterEach(cleanup);

describe('shop-by-department block (spec/1 §2.8)', () => {
  it('links every first-level category under its heading', () => {
    renderInShop(<ShopByDepartment props={fixture} data={undefined} />, { url: 'http://gb.localhost:3000/' });
    const section = screen.getByRole('region', { name: fixture.heading });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FIXTURE_CATEGORIES.map((category) => category.link));
  });

  it("takes its heading from the page's language when the CMS gives none", () => {
    const url = 'http://de.localhost:3000/';
    renderInShop(<ShopByDepartment props={{}} data={undefined} />, { url });
    expect(screen.getByRole('heading', { name: shopTranslator(url)('blocks.shopByDepartment.heading') })).toBeTruthy();
  });
});
