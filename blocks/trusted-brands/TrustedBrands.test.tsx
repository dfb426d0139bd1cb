// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOOTER } from '../../generated/index.ts';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { TrustedBrands } from './TrustedBrands.tsx';

afterEach(cleanup);

describe('trusted-brands block (spec/1 §2.8)', () => {
  it('links the ten own brands with their fixed paths (spec/1 §2.7)', () => {
    renderInShop(<TrustedBrands props={fixture} data={undefined} />, { url: 'http://gb.localhost:3000/' });
    const links = within(screen.getByRole('region', { name: fixture.heading })).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FOOTER.ownBrands.map((brand) => brand.path));
  });

  it("takes its heading from the page's language when the CMS gives none", () => {
    const url = 'http://pl.localhost:3000/';
    renderInShop(<TrustedBrands props={{}} data={undefined} />, { url });
    expect(screen.getByRole('heading', { name: shopTranslator(url)('blocks.trustedBrands.heading') })).toBeTruthy();
  });
});
