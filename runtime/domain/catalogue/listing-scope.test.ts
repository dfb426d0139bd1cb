import { describe, expect, it } from 'vitest';
import { checkedCategoryLevels, narrowedCategory, type ScopeCategory } from './listing-scope.ts';

// tools ─ drills ─ cordless-drills
//       └ saws
// garden ─ mowers
const TREE: readonly ScopeCategory[] = [
  { key: 'tools', parentKey: null },
  { key: 'drills', parentKey: 'tools' },
  { key: 'cordless-drills', parentKey: 'drills' },
  { key: 'saws', parentKey: 'tools' },
  { key: 'garden', parentKey: null },
  { key: 'mowers', parentKey: 'garden' },
  { key: 'loop-a', parentKey: 'loop-b' },
  { key: 'loop-b', parentKey: 'loop-a' },
];
const byKey = new Map(TREE.map((category) => [category.key, category]));
const categoryOf = (key: string) => byKey.get(key);

describe('checkedCategoryLevels (spec/1 §2.6: a level must be a child of the level above)', () => {
  it.each([
    [
      ['tools', 'drills', 'cordless-drills'],
      ['tools', 'drills', 'cordless-drills'],
    ],
    [['tools', 'mowers'], ['tools']],
    [['drills'], []],
    [
      ['garden', 'mowers', 'x'],
      ['garden', 'mowers'],
    ],
    [['unknown', 'drills'], []],
    [[], []],
  ])('%j → %j', (levels, chain) => {
    expect(checkedCategoryLevels(levels, categoryOf)).toEqual(chain);
  });
});

describe('narrowedCategory (ADR 014: query levels only narrow the page scope)', () => {
  it.each<[string | undefined, string[], ReturnType<typeof narrowedCategory>]>([
    // The search page: the levels alone.
    [undefined, [], { key: null }],
    [undefined, ['tools', 'drills'], { key: 'drills' }],
    [undefined, ['tools', 'mowers'], { key: 'tools' }],
    // A category page: its scope, narrowed by levels within it…
    ['drills', [], { key: 'drills' }],
    ['drills', ['tools'], { key: 'drills' }],
    ['drills', ['tools', 'drills', 'cordless-drills'], { key: 'cordless-drills' }],
    ['tools', ['tools', 'saws'], { key: 'saws' }],
    // …never widened or moved to another branch.
    ['drills', ['garden'], 'none'],
    ['drills', ['tools', 'saws'], 'none'],
    ['mowers', ['tools', 'drills'], 'none'],
    // A level chain that is no chain is not applied (spec/1 §5 invalid values reset).
    ['drills', ['mowers'], { key: 'drills' }],
    ['drills', ['tools', 'mowers'], { key: 'drills' }],
    // A scope the store does not know lists nothing.
    ['nothing', [], 'none'],
  ])('scope %s, levels %j → %j', (scope, levels, narrowed) => {
    expect(narrowedCategory(scope, levels, categoryOf)).toEqual(narrowed);
  });

  it('reads a cyclic parent chain without looping', () => {
    expect(narrowedCategory('loop-a', ['tools'], categoryOf)).toEqual('none');
  });
});
