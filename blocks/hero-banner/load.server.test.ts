import { describe, expect, it } from 'vitest';
import { BlockContentError } from '../../runtime/view/block-types.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import { loadHeroBanner } from './load.server.ts';

const AT = 'http://at.localhost:3000/';
const operations = fakeOperations({
  queryCategories: categoriesByKey({
    'power-tools': sampleCategory('power-tools', { name: 'Elektrowerkzeuge', link: '/elektrowerkzeuge/' }),
  }),
});
// countries/at.json: black-week from 2026-11-20T00:00+01:00 until 2026-12-01T00:00+01:00.
const DURING = new Date('2026-11-25T12:00:00Z');
const AFTER = new Date('2026-12-01T00:00:00+01:00');

describe('loadHeroBanner (spec/1 §2.9 banner, §4 campaigns)', () => {
  it("links to the category's campaign products while the campaign is active in the country", async () => {
    const data = await loadHeroBanner(
      { categoryKey: 'power-tools', campaign: 'black-week' },
      loaderContext(AT, operations, DURING),
    );
    expect(data).toEqual({
      category: { name: 'Elektrowerkzeuge', imageUrl: '/images/c/power-tools.svg' },
      link: '/elektrowerkzeuge/?tag=campaign-black-week',
      activeCampaign: 'black-week',
    });
  });

  it('is a plain category banner from the moment the campaign ends', async () => {
    const data = await loadHeroBanner(
      { categoryKey: 'power-tools', campaign: 'black-week' },
      loaderContext(AT, operations, AFTER),
    );
    expect(data).toMatchObject({ link: '/elektrowerkzeuge/', activeCampaign: null });
  });

  it("links to a route in the page's language, without asking the store", async () => {
    const calls = fakeOperations({});
    const data = await loadHeroBanner(
      { heading: 'Aide', routeKey: 'helpCentre' },
      loaderContext('http://ch.localhost:3000/fr/', calls),
    );
    expect(data).toEqual({ category: null, link: '/fr/centre-d-aide/', activeCampaign: null });
    expect(calls.calls).toEqual([]);
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    const failure = loadHeroBanner({ categoryKey: 'nothing' }, loaderContext(AT, operations));
    await expect(failure).rejects.toBeInstanceOf(BlockContentError);
    await expect(failure).rejects.toMatchObject({ pointer: '/categoryKey' });
  });
});
