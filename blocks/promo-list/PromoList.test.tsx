// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import english from './i18n/en-GB.json' with { type: 'json' };
import polish from './i18n/pl-PL.json' with { type: 'json' };
import { PromoList, type PromoListData, type PromoListProps } from './PromoList.tsx';

afterEach(cleanup);

const GB = 'http://gb.localhost:3000/';
const props = fixture as PromoListProps;
const data: PromoListData = {
  items: [
    {
      title: 'Garden machines on sale',
      text: 'Lawn mowers, hedge trimmers and pumps at reduced prices.',
      badge: 'Sale',
      link: '/garden/?tag=on-sale',
    },
    { title: 'B-stock bargains', text: null, badge: null, link: '/search?tag=bware' },
  ],
};

describe('PromoList (spec/1 §2.9 promo lists)', () => {
  it('renders its fixture: a list of cards under the default heading, each card one link', () => {
    renderInShop(<PromoList props={props} data={data} />, { url: GB });
    const region = screen.getByRole('region', { name: english.heading });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const links = cards.map((card) => within(card).getAllByRole('link'));
    expect(links.map((card) => card.length)).toEqual([1, 1]);
    expect(links.map(([link]) => link!.getAttribute('href'))).toEqual(['/garden/?tag=on-sale', '/search?tag=bware']);
  });

  it('names each link by its title first, then the badge and the text; a card without them says its title only', () => {
    renderInShop(<PromoList props={props} data={data} />, { url: GB });
    const [first, second] = screen.getAllByRole('link');
    expect(first!.textContent).toBe(
      'Garden machines on sale Sale Lawn mowers, hedge trimmers and pumps at reduced prices.',
    );
    expect(within(first!).getByText('Sale').className).toBe('promo-card__badge');
    expect(second!.textContent).toBe('B-stock bargains');
  });

  it("shows the CMS's heading, and the block's own heading in the page's language", () => {
    renderInShop(<PromoList props={{ ...props, heading: 'Black Week deals' }} data={data} />, { url: GB });
    expect(screen.getByRole('heading', { level: 2, name: 'Black Week deals' })).toBeTruthy();
    cleanup();
    renderInShop(<PromoList props={props} data={data} />, { url: 'http://pl.localhost:3000/' });
    expect(screen.getByRole('heading', { level: 2, name: polish.heading })).toBeTruthy();
  });
});
