import { describe, expect, it } from 'vitest';
import { checkBlock } from '../load-blocks.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import fixture from './fixture.json' with { type: 'json' };
import { loadPromoBanner } from './load.server.ts';

const AT = 'http://at.localhost:3000/';
const operations = () =>
  fakeOperations({
    queryCategories: categoriesByKey({
      'power-tools': sampleCategory('power-tools', { name: 'Elektrowerkzeuge', link: '/elektrowerkzeuge/' }),
    }),
  });
// countries/at.json: black-week from 2026-11-20T00:00+01:00 until 2026-12-01T00:00+01:00.
const START = new Date('2026-11-20T00:00:00+01:00');
const BEFORE = new Date(START.getTime() - 1);
const END = new Date('2026-12-01T00:00:00+01:00');
const BLACK_WEEK = {
  text: 'Black Week: bis zu 30 % auf Elektrowerkzeuge',
  categoryKey: 'power-tools',
  campaign: 'black-week',
};

describe('loadPromoBanner (spec/1 §2.9 promo banner, §4 campaigns)', () => {
  it("links to the category's campaign products while the campaign is active, from its very start", async () => {
    expect(await loadPromoBanner(BLACK_WEEK, loaderContext(AT, operations(), START))).toEqual({
      link: '/elektrowerkzeuge/?tag=campaign-black-week',
    });
  });

  it('is left out before the campaign and from the moment it ends, without asking the store', async () => {
    for (const now of [BEFORE, END]) {
      const calls = operations();
      expect(await loadPromoBanner(BLACK_WEEK, loaderContext(AT, calls, now)), now.toISOString()).toBeNull();
      expect(calls.calls).toEqual([]);
    }
  });

  it('is left out for a campaign the country does not run', async () => {
    const props = { ...BLACK_WEEK, campaign: 'summer-sale' };
    expect(await loadPromoBanner(props, loaderContext(AT, operations(), START))).toBeNull();
  });

  it("without a campaign it is always shown; a route is linked in the page's language, without the store", async () => {
    const calls = fakeOperations({});
    const data = await loadPromoBanner(
      { text: 'Aide', routeKey: 'helpCentre' },
      loaderContext('http://ch.localhost:3000/fr/', calls),
    );
    expect(data).toEqual({ link: '/fr/centre-d-aide/' });
    expect(await loadPromoBanner({ text: 'Willkommen' }, loaderContext(AT, calls))).toEqual({ link: null });
    expect(calls.calls).toEqual([]);
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    await expect(
      loadPromoBanner({ text: 'Angebote', categoryKey: 'nothing' }, loaderContext(AT, operations())),
    ).rejects.toMatchObject({ name: 'BlockContentError', pointer: '/categoryKey' });
  });
});

describe('promo-banner schema', () => {
  it('accepts its fixture, and fills in the info tone', () => {
    expect(checkBlock({ block: 'promo-banner', props: fixture }).ok).toBe(true);
    expect(checkBlock({ block: 'promo-banner', props: { text: 'Hello' } })).toMatchObject({
      ok: true,
      props: { tone: 'info' },
    });
  });

  it('keeps the bar slim: one line of at most 140 characters', () => {
    expect(checkBlock({ block: 'promo-banner', props: { text: 'x'.repeat(140) } }).ok).toBe(true);
    expect(checkBlock({ block: 'promo-banner', props: { text: 'x'.repeat(141) } })).toMatchObject({
      ok: false,
      pointer: '/props/text',
    });
    expect(checkBlock({ block: 'promo-banner', props: { text: 'Two\nlines' } })).toMatchObject({
      ok: false,
      pointer: '/props/text',
    });
  });

  it('takes a link text only with a link, and one link only', () => {
    expect(checkBlock({ block: 'promo-banner', props: { text: 'Offers', linkText: 'Go' } }).ok).toBe(false);
    expect(checkBlock({ block: 'promo-banner', props: { text: 'Offers', routeKey: 'home', linkText: 'Go' } }).ok).toBe(
      true,
    );
    expect(
      checkBlock({ block: 'promo-banner', props: { text: 'Offers', routeKey: 'home', categoryKey: 'garden' } }).ok,
    ).toBe(false);
  });
});
