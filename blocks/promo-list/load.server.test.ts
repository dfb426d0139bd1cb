import { describe, expect, it } from 'vitest';
import { checkBlock } from '../load-blocks.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import fixture from './fixture.json' with { type: 'json' };
import type { PromoListProps } from './PromoList.tsx';
import { loadPromoList } from './load.server.ts';

const CH_FR = 'http://ch.localhost:3000/fr/';
const operations = () =>
  fakeOperations({
    queryCategories: categoriesByKey({
      garden: sampleCategory('garden', { name: 'Jardin', link: '/fr/jardin/' }),
      'power-tools': sampleCategory('power-tools', { name: 'Outillage électrique', link: '/fr/outillage-electrique/' }),
      gastro: sampleCategory('gastro', { hasProducts: false }),
    }),
  });
// countries/ch.json: black-week from 2026-11-20T00:00+01:00 until 2026-12-01T00:00+01:00.
const DURING = new Date('2026-11-25T12:00:00Z');
const AFTER = new Date('2026-12-01T00:00:00+01:00');

describe('loadPromoList (spec/1 §2.9 promo lists)', () => {
  it("resolves each card's link in the page's language, the categories in one call", async () => {
    const calls = operations();
    const data = await loadPromoList(fixture as PromoListProps, loaderContext(CH_FR, calls));
    expect(data).toEqual({
      items: [
        {
          title: 'Garden machines on sale',
          text: 'Lawn mowers, hedge trimmers and pumps at reduced prices.',
          badge: 'Sale',
          link: '/fr/jardin/?tag=on-sale',
        },
        {
          title: 'New power tools',
          text: 'The latest drills, saws and grinders in our range.',
          badge: 'New',
          link: '/fr/outillage-electrique/?tag=new',
        },
        {
          title: 'B-stock bargains',
          text: 'Returned, checked and as good as new, for less.',
          badge: null,
          // A tag alone: every product carrying it, on the search page (spec/1 §2.1 /search).
          link: '/fr/search?tag=bware',
        },
        {
          title: 'Best price guarantee',
          text: 'Seen it cheaper elsewhere? Tell us and we check the offer.',
          badge: null,
          link: '/fr/best-prices-guaranteed/',
        },
      ],
    });
    expect(calls.calls).toEqual([
      {
        operation: 'queryCategories',
        payload: { keys: ['garden', 'power-tools'], language: 'fr', limit: 2, offset: 0 },
      },
    ]);
  });

  it('shows a campaign card only while its campaign is active in the country (spec/1 §4)', async () => {
    const props: PromoListProps = {
      items: [
        { title: 'Black Week', categoryKey: 'power-tools', tag: 'campaign-black-week' },
        { title: 'Summer sale', tag: 'campaign-summer-sale' },
        { title: 'Bestsellers', tag: 'bestseller' },
      ],
    };
    const during = await loadPromoList(props, loaderContext(CH_FR, operations(), DURING));
    expect(during?.items.map((item) => item.link)).toEqual([
      '/fr/outillage-electrique/?tag=campaign-black-week',
      '/fr/search?tag=bestseller',
    ]);
    const after = await loadPromoList(props, loaderContext(CH_FR, operations(), AFTER));
    expect(after?.items.map((item) => item.title)).toEqual(['Bestsellers']);
  });

  it('leaves out a card whose category has no products in the market, and a list left without cards', async () => {
    const props: PromoListProps = {
      items: [
        { title: 'Gastro', categoryKey: 'gastro' },
        { title: 'Black Week', tag: 'campaign-black-week' },
      ],
    };
    expect(await loadPromoList(props, loaderContext(CH_FR, operations(), DURING))).toEqual({
      items: [{ title: 'Black Week', text: null, badge: null, link: '/fr/search?tag=campaign-black-week' }],
    });
    expect(await loadPromoList(props, loaderContext(CH_FR, operations(), AFTER))).toBeNull();
  });

  it("is a content error with the card's pointer when a category key names no category", async () => {
    const props: PromoListProps = {
      items: [
        { title: 'Garden', categoryKey: 'garden' },
        { title: 'Bestsellers', tag: 'bestseller' },
        { title: 'Nothing', categoryKey: 'nothing', tag: 'new' },
      ],
    };
    await expect(loadPromoList(props, loaderContext(CH_FR, operations()))).rejects.toMatchObject({
      name: 'BlockContentError',
      pointer: '/items/2/categoryKey',
    });
  });
});

describe('promo-list schema', () => {
  const card = { title: 'Bestsellers', tag: 'bestseller' };

  it('accepts its fixture, and 2 to 8 cards', () => {
    expect(checkBlock({ block: 'promo-list', props: fixture }).ok).toBe(true);
    expect(checkBlock({ block: 'promo-list', props: { items: [card] } })).toMatchObject({
      ok: false,
      pointer: '/props/items',
    });
    expect(checkBlock({ block: 'promo-list', props: { items: Array(9).fill(card) } }).ok).toBe(false);
  });

  it('wants each card to link somewhere, and a route alone', () => {
    const check = (item: object) => checkBlock({ block: 'promo-list', props: { items: [card, item] } });
    expect(check({ title: 'Nowhere' })).toMatchObject({ ok: false });
    expect(check({ title: 'Route and tag', routeKey: 'home', tag: 'new' })).toMatchObject({ ok: false });
    expect(check({ title: 'Route and category', routeKey: 'home', categoryKey: 'garden' })).toMatchObject({
      ok: false,
    });
    expect(check({ title: 'Category and tag', categoryKey: 'garden', tag: 'new' }).ok).toBe(true);
  });
});
