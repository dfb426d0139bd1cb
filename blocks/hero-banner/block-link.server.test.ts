import { describe, expect, it } from 'vitest';
import { COUNTRY_LOCALES } from '../../generated/index.ts';
import imageText from '../image-text/schema.json' with { type: 'json' };
import { categoriesByKey, fakeOperations, loaderContext, sampleCategory } from '../operations-fixture.ts';
import promoBanner from '../promo-banner/schema.json' with { type: 'json' };
import promoList from '../promo-list/schema.json' with { type: 'json' };
import { activeCampaignOf, categoriesOf, routeLink, tagListingLink, taggedListing } from './block-link.server.ts';
import { BLOCK_LINK_ROUTE_KEYS } from './route-keys.ts';
import heroBanner from './schema.json' with { type: 'json' };

const AT = { country: 'at', language: 'de' } as const;
const BE_NL = { country: 'be', language: 'nl' } as const;

describe('block links (spec/1 §2.9 banners and promo lists)', () => {
  it("offers the same routes in every linking block's schema as the loaders link to", () => {
    const enums = {
      'hero-banner': heroBanner.properties.routeKey.enum,
      'promo-banner': promoBanner.properties.routeKey.enum,
      'image-text': imageText.properties.routeKey.enum,
      'promo-list': promoList.properties.items.items.properties.routeKey.enum,
    };
    for (const [block, routes] of Object.entries(enums)) expect(routes, block).toEqual([...BLOCK_LINK_ROUTE_KEYS]);
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
