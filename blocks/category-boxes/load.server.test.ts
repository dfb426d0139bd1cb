import { describe, expect, it } from 'vitest';
import type { Category, OperationAnswers, OperationRequests } from '../../generated/types.ts';
import { BlockContentError } from '../../runtime/view/block-types.ts';
import { fakeOperations, loaderContext, sampleCategory } from '../../tests/fixtures/operations-fixture.ts';
import { DEFAULT_CHILD_LIMIT, loadCategoryBoxes } from './load.server.ts';

const CZ = 'http://cz.localhost:3000/';

const child = (key: string, parent: string, hasProducts = true) =>
  sampleCategory(key, {
    name: `${key} (cs)`,
    link: `/${parent}/${key}/`,
    depth: 1,
    parent: { id: `cat-${parent}`, key: parent },
    hasProducts,
  });

/** The store's tree: garden with eight children (the third without products), workshop without products. */
const TREE: Category[] = [
  sampleCategory('power-tools', { name: 'Elektrické nářadí', link: '/elektricke-naradi/', childCount: 2 }),
  sampleCategory('garden', { name: 'Zahrada', link: '/zahrada/', childCount: 8 }),
  sampleCategory('workshop', { childCount: 1, hasProducts: false }),
  sampleCategory('accessories', { name: 'Příslušenství', link: '/prislusenstvi/', childCount: 0 }),
  child('drills', 'power-tools'),
  child('saws', 'power-tools'),
  ...['mowers', 'trimmers', 'empty', 'pumps', 'washers', 'tools', 'pots', 'seeds'].map((key) =>
    child(key, 'garden', key !== 'empty'),
  ),
  child('welding', 'workshop'),
];

function treeOperations() {
  return fakeOperations({
    queryCategories: (payload: OperationRequests['queryCategories']): OperationAnswers['queryCategories'] => {
      const matching = TREE.filter(
        (category) =>
          (payload.keys === undefined || payload.keys.includes(category.key)) &&
          (payload.parentKey === undefined || category.parent?.key === payload.parentKey),
      );
      const results = matching.slice(0, payload.limit ?? 100);
      return { results, total: matching.length, count: results.length, offset: 0, limit: payload.limit ?? 100 };
    },
  });
}

describe('loadCategoryBoxes (spec/1 §2.9 category boxes)', () => {
  it("gives a box per category in the props' order with its children in the tree's order, in the page's language", async () => {
    const operations = treeOperations();
    const data = await loadCategoryBoxes({ categoryKeys: ['garden', 'power-tools'] }, loaderContext(CZ, operations));
    expect(data?.boxes.map(({ key, name, link }) => ({ key, name, link }))).toEqual([
      { key: 'garden', name: 'Zahrada', link: '/zahrada/' },
      { key: 'power-tools', name: 'Elektrické nářadí', link: '/elektricke-naradi/' },
    ]);
    expect(data?.boxes[1]?.children).toEqual([
      { key: 'drills', name: 'drills (cs)', link: '/power-tools/drills/' },
      { key: 'saws', name: 'saws (cs)', link: '/power-tools/saws/' },
    ]);
    expect(operations.calls.map((call) => call.payload)).toContainEqual(
      expect.objectContaining({ parentKey: 'garden', language: 'cs', limit: 8 }),
    );
  });

  it('lists at most childLimit children (6 by default), leaving out those without products (spec/1 §3 hasProducts)', async () => {
    expect(DEFAULT_CHILD_LIMIT).toBe(6);
    const data = await loadCategoryBoxes({ categoryKeys: ['garden'] }, loaderContext(CZ, treeOperations()));
    expect(data?.boxes[0]?.children.map((box) => box.key)).toEqual([
      'mowers',
      'trimmers',
      'pumps',
      'washers',
      'tools',
      'pots',
    ]);
    const two = await loadCategoryBoxes(
      { categoryKeys: ['garden'], childLimit: 2 },
      loaderContext(CZ, treeOperations()),
    );
    expect(two?.boxes[0]?.children.map((box) => box.key)).toEqual(['mowers', 'trimmers']);
  });

  it('leaves out a category without products in the country, and the block when none is left (null)', async () => {
    const data = await loadCategoryBoxes(
      { categoryKeys: ['workshop', 'power-tools'] },
      loaderContext(CZ, treeOperations()),
    );
    expect(data?.boxes.map((box) => box.key)).toEqual(['power-tools']);
    expect(await loadCategoryBoxes({ categoryKeys: ['workshop'] }, loaderContext(CZ, treeOperations()))).toBeNull();
  });

  it('gives a category without children a box of its own links, without asking for children', async () => {
    const operations = treeOperations();
    const data = await loadCategoryBoxes({ categoryKeys: ['accessories'] }, loaderContext(CZ, operations));
    expect(data?.boxes).toEqual([{ key: 'accessories', name: 'Příslušenství', link: '/prislusenstvi/', children: [] }]);
    expect(operations.calls).toHaveLength(1);
  });

  it('is a content error, pointing at the key, when a key names no category', async () => {
    const failure = loadCategoryBoxes({ categoryKeys: ['garden', 'nothing'] }, loaderContext(CZ, treeOperations()));
    await expect(failure).rejects.toBeInstanceOf(BlockContentError);
    await expect(failure).rejects.toMatchObject({
      pointer: '/categoryKeys/1',
      message: 'names no known category (got "nothing")',
    });
  });
});
