import { describe, expect, it } from 'vitest';
import { COUNTRY_LOCALES } from '../../generated/index.ts';
import common from '../../schemas/common.schema.json' with { type: 'json' };
import { checkBlock } from '../load-blocks.server.ts';
import {
  categoriesByKey,
  fakeOperations,
  loaderContext,
  sampleCategory,
} from '../../tests/fixtures/operations-fixture.ts';
import { activeCampaignOf, categoriesOf, routeLink, tagListingLink, taggedListing } from './block-link.server.ts';
import { BLOCK_LINK_ROUTE_KEYS } from './route-keys.ts';

const BLOCK_SCHEMAS = import.meta.glob('/blocks/*/schema.json', { eager: true, import: 'default' });

const AT = { country: 'at', language: 'de' } as const;
const BE_NL = { country: 'be', language: 'nl' } as const;

describe('block links (spec/1 §2.9 banners and promo lists)', () => {
  it("offers one list of routes to every linking block's schema, the routes the loaders link to", () => {
    expect(common.$defs.blockLinkRouteKey.enum).toEqual([...BLOCK_LINK_ROUTE_KEYS]);
    // Every routeKey of every block schema, at any depth, references the shared list instead of repeating it.
    const routeKeys: [string, unknown][] = [];
    const collect = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'routeKey' && at.endsWith('/properties')) routeKeys.push([`${at}/${key}`, value]);
        collect(value, `${at}/${key}`);
      }
    };
    for (const [file, schema] of Object.entries(BLOCK_SCHEMAS)) collect(schema, file);
    expect(routeKeys.map(([where]) => where.split('/')[2]).sort()).toEqual([
      'campaign-countdown',
      'hero-banner',
      'image-text',
      'promo-banner',
      'promo-list',
    ]);
    for (const [where, routeKey] of routeKeys) {
      expect(Object.keys(routeKey as object).sort(), where).toEqual(['$ref', 'description']);
      expect((routeKey as { $ref: string }).$ref, where).toBe(
        '../../schemas/common.schema.json#/$defs/blockLinkRouteKey',
      );
    }
  });

  it("checks a block's routeKey against the shared list when a page loads the block", () => {
    expect(checkBlock({ block: 'hero-banner', props: { heading: 'Hilfe', routeKey: 'helpCentre' } }).ok).toBe(true);
    expect(checkBlock({ block: 'promo-banner', props: { text: 'Hilfe', routeKey: 'cart' } })).toMatchObject({
      ok: false,
      pointer: '/props/routeKey',
    });
  });

  it("links a route in the page's language, with its language prefix (spec/1 §2.1)", () => {
    expect(routeLink('home', AT)).toBe('/');
    expect(routeLink('helpCentre', BE_NL)).toMatch(/^\/nl\//);
    // Every route a block may link to has a path in every language of every country: href never throws.
    for (const [country, languages] of Object.entries(COUNTRY_LOCALES)) {
      for (const language of Object.keys(languages)) {
        const shop = { country, language } as Parameters<typeof routeLink>[1];
        for (const route of BLOCK_LINK_ROUTE_KEYS)
          expect(() => routeLink(route, shop), `${country} ${language}`).not.toThrow();
      }
    }
  });

  it('refines a listing to a tag (spec/1 §2.1 tag refinement list), or to every product carrying it', () => {
    expect(taggedListing('/garten/', null)).toBe('/garten/');
    expect(taggedListing('/garten/', 'campaign-black-week')).toBe('/garten/?tag=campaign-black-week');
    expect(tagListingLink('on-sale', AT)).toBe('/search?tag=on-sale');
    expect(tagListingLink('new', BE_NL)).toBe('/nl/search?tag=new');
  });

  it('names a campaign only while it is active in the country: from its start, not at its end (spec/1 §4)', () => {
    // countries/at.json: black-week from 2026-11-20T00:00+01:00 until 2026-12-01T00:00+01:00.
    const start = new Date('2026-11-20T00:00:00+01:00');
    const end = new Date('2026-12-01T00:00:00+01:00');
    expect(activeCampaignOf('black-week', AT, new Date(start.getTime() - 1))).toBeNull();
    expect(activeCampaignOf('black-week', AT, start)).toBe('black-week');
    expect(activeCampaignOf('black-week', AT, new Date(end.getTime() - 1))).toBe('black-week');
    expect(activeCampaignOf('black-week', AT, end)).toBeNull();
    expect(activeCampaignOf('summer-sale', AT, start)).toBeNull();
    expect(activeCampaignOf(undefined, AT, start)).toBeNull();
  });

  it("fetches the named categories in one call, each key once, in the page's language", async () => {
    const operations = fakeOperations({
      queryCategories: categoriesByKey({ garden: sampleCategory('garden'), workshop: sampleCategory('workshop') }),
    });
    const context = loaderContext('http://be.localhost:3000/nl/', operations);
    const found = await categoriesOf(['garden', 'nothing', 'garden', 'workshop'], context);
    expect([...found.keys()]).toEqual(['garden', 'workshop']);
    expect(operations.calls).toEqual([
      {
        operation: 'queryCategories',
        payload: { keys: ['garden', 'nothing', 'workshop'], language: 'nl', limit: 3, offset: 0 },
      },
    ]);
    expect(await categoriesOf([], context)).toEqual(new Map());
    expect(operations.calls).toHaveLength(1);
  });
});
