import { describe, expect, it } from 'vitest';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import { loadCategoryCards } from './load.server.ts';

const SK = 'http://sk.localhost:3000/';
const operations = fakeOperations({
  queryCategories: categoriesByKey({
    garden: sampleCategory('garden', { name: 'Záhrada', link: '/zahrada/' }),
    workshop: sampleCategory('workshop', {
      name: 'Dielňa',
      link: '/dielna/',
      custom: { ...sampleCategory('workshop').custom, imageUrl: null },
    }),
    'power-tools': sampleCategory('power-tools', { hasProducts: false }),
  }),
});

describe('loadCategoryCards (spec/1 §2.9 category cards)', () => {
  it("gives a card per category in the props' order, in the page's language, with only what a card shows", async () => {
    const data = await loadCategoryCards({ categoryKeys: ['workshop', 'garden'] }, loaderContext(SK, operations));
    expect(data).toEqual({
      cards: [
        { key: 'workshop', name: 'Dielňa', link: '/dielna/', imageUrl: null },
        { key: 'garden', name: 'Záhrada', link: '/zahrada/', imageUrl: '/images/c/garden.svg' },
      ],
    });
    expect(operations.calls.at(-1)?.payload).toMatchObject({ keys: ['workshop', 'garden'], language: 'sk' });
  });

  it('skips unknown keys and categories without products in the country (spec/1 §3 hasProducts)', async () => {
    const data = await loadCategoryCards(
      { categoryKeys: ['power-tools', 'nothing', 'garden'] },
      loaderContext(SK, operations),
    );
    expect(data?.cards.map((card) => card.key)).toEqual(['garden']);
    expect(await loadCategoryCards({ categoryKeys: ['power-tools'] }, loaderContext(SK, operations))).toBeNull();
  });

  it('is a content error (pointer /categoryKeys) when no key names a category', async () => {
    await expect(loadCategoryCards({ categoryKeys: ['nothing'] }, loaderContext(SK, operations))).rejects.toMatchObject(
      {
        pointer: '/categoryKeys',
      },
    );
  });
});
