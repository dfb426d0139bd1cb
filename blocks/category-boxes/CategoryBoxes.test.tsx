// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../tests/fixtures/render-in-shop.tsx';
import { CategoryBoxes, type CategoryBoxesData, type CategoryBoxesProps } from './CategoryBoxes.tsx';
import fixture from './fixture.json' with { type: 'json' };
import german from './i18n/de-DE.json' with { type: 'json' };

afterEach(cleanup);

const DE = 'http://de.localhost:3000/';
const data: CategoryBoxesData = {
  boxes: [
    {
      key: 'power-tools',
      name: 'Elektrowerkzeuge',
      link: '/elektrowerkzeuge/',
      children: [
        { key: 'drills', name: 'Bohrmaschinen', link: '/elektrowerkzeuge/bohrmaschinen/' },
        { key: 'saws', name: 'Sägen', link: '/elektrowerkzeuge/saegen/' },
      ],
    },
    { key: 'garden', name: 'Garten', link: '/garten/', children: [] },
  ],
};

describe('CategoryBoxes (spec/1 §2.9 category boxes)', () => {
  it("renders its fixture: a box per category with its heading link, its children's links and an 'all' link", () => {
    renderInShop(<CategoryBoxes props={fixture as CategoryBoxesProps} data={data} />, { url: DE });
    const section = screen.getByRole('region', { name: german.heading });
    const boxes = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('category-box'));
    expect(boxes).toHaveLength(2);
    const [tools, garden] = boxes as [HTMLElement, HTMLElement];
    const heading = within(tools).getByRole('heading', { level: 3, name: 'Elektrowerkzeuge' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/elektrowerkzeuge/');
    const children = within(within(tools).getByRole('list')).getAllByRole('link');
    expect(children.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bohrmaschinen', '/elektrowerkzeuge/bohrmaschinen/'],
      ['Sägen', '/elektrowerkzeuge/saegen/'],
    ]);
    const all = within(tools).getByRole('link', { name: 'Elektrowerkzeuge: alle anzeigen' });
    expect(all.getAttribute('href')).toBe('/elektrowerkzeuge/');
    // No pictures (category cards have them), and no empty list for a category without children to show.
    expect(section.querySelector('img')).toBeNull();
    expect(within(garden).queryByRole('list')).toBeNull();
    expect(within(garden).getByRole('link', { name: 'Garten: alle anzeigen' })).toBeTruthy();
  });

  it("shows the CMS's heading", () => {
    renderInShop(<CategoryBoxes props={{ heading: 'Unser Sortiment', categoryKeys: ['garden'] }} data={data} />, {
      url: DE,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Unser Sortiment' })).toBeTruthy();
  });
});
