// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import { CategoryCards, type CategoryCardsData, type CategoryCardsProps } from './CategoryCards.tsx';
import fixture from './fixture.json' with { type: 'json' };

afterEach(cleanup);

const SK = 'http://sk.localhost:3000/';
const data: CategoryCardsData = {
  cards: [
    {
      key: 'power-tools',
      name: 'Elektrické náradie',
      link: '/elektricke-naradie/',
      imageUrl: '/images/c/power-tools.svg',
    },
    { key: 'garden', name: 'Záhrada', link: '/zahrada/', imageUrl: null },
  ],
};

describe('CategoryCards (spec/1 §2.9 category cards)', () => {
  it('renders its fixture: one link per card, named by the category, under the default heading', () => {
    const t = shopTranslator(SK);
    renderInShop(<CategoryCards props={fixture as CategoryCardsProps} data={data} />, { url: SK });
    const section = screen.getByRole('region', { name: t('blocks.categoryCards.heading') });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Elektrické náradie', '/elektricke-naradie/'],
      ['Záhrada', '/zahrada/'],
    ]);
    // The picture only decorates: the name already says where the card goes.
    expect(section.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it("shows the CMS's heading", () => {
    renderInShop(<CategoryCards props={{ heading: 'Top kategórie', categoryKeys: ['garden'] }} data={data} />, {
      url: SK,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Top kategórie' })).toBeTruthy();
  });
});
