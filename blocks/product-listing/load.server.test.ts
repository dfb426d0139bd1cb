import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../runtime/domain/routing/listing-query.ts';
import type { OperationRequests } from '../../generated/types.ts';
import { loaderContext } from '../../tests/fixtures/operations-fixture.ts';
import { ZONE_PRODUCTS, zoneOperations, zoneSample, ids, SHOWN_IDS } from '../../tests/fixtures/zone-fixture.ts';
import { DEFAULT_LISTING_LIMIT, loadProductListing } from './load.server.ts';
import schema from './schema.json' with { type: 'json' };

const DE = 'http://de.localhost:3000/';
const CH_FR = 'http://ch.localhost:3000/fr/';
/** Thirty sellable products in stock: more than a listing of 12 shows. */
const MANY = Array.from({ length: 30 }, (_, index) => zoneSample(10 + index));

describe('loadProductListing (spec/1 §2.9 product listings)', () => {
  it('shows the published, sellable products of the answer only (spec/1 §5)', async () => {
    const data = await loadProductListing({ tag: 'bestseller' }, loaderContext(DE, zoneOperations()));
    // 3 is not eligible for selling, 7 not published; 2 is out of stock but still shown.
    expect(ids(data?.products)).toEqual(SHOWN_IDS);
  });

  it('keeps in-stock products only when the CMS asks (spec/1 §5)', async () => {
    const data = await loadProductListing(
      { tag: 'bestseller', inStockOnly: true },
      loaderContext(DE, zoneOperations()),
    );
    expect(ids(data?.products)).toEqual(['prd-EX30000001', 'prd-EX30000004', 'prd-EX30000005', 'prd-EX30000006']);
  });

  it('shows 12 by default, at most its limit, asking the listing for a page that holds them in its sort', async () => {
    expect(DEFAULT_LISTING_LIMIT).toBe(12);
    const operations = zoneOperations(MANY);
    const twelve = await loadProductListing({ categoryKey: 'saws' }, loaderContext(DE, operations));
    expect(twelve?.products).toHaveLength(12);
    const bigger = await loadProductListing(
      { categoryKey: 'saws', limit: 20, sort: 'newest' },
      loaderContext(DE, operations),
    );
    expect(bigger?.products).toHaveLength(20);
    const request = operations.calls.filter((call) => call.operation === 'listProductCards').at(-1)!
      .payload as OperationRequests['listProductCards'];
    expect(request).toMatchObject({ categoryKey: 'saws', language: 'de' });
    expect(Object.fromEntries(new URLSearchParams(request.query))).toEqual({ sort: 'newest', hitsPerPage: '24' });
  });

  it("links to the category's full listing, with the tag and the sort, when it has more", async () => {
    const data = await loadProductListing(
      { categoryKey: 'saws', tag: 'on-sale', sort: 'price-asc', limit: 12 },
      loaderContext(DE, zoneOperations(MANY)),
    );
    expect(data).toMatchObject({
      categoryName: 'Sägen',
      seeAll: { link: '/saegen/?tag=on-sale&sort=price-asc', total: 30 },
    });
  });

  it("links a tag's listing to the search page of the page's language (spec/1 §2.1 /search)", async () => {
    const data = await loadProductListing({ tag: 'campaign-black-week' }, loaderContext(CH_FR, zoneOperations(MANY)));
    expect(data?.seeAll).toEqual({ link: '/fr/search?tag=campaign-black-week', total: 30 });
    expect(data?.categoryName).toBeNull();
  });

  it('has no "See all" when every product is shown, nor for a SKU list', async () => {
    const all = await loadProductListing({ categoryKey: 'saws', limit: 48 }, loaderContext(DE, zoneOperations(MANY)));
    expect(all?.products).toHaveLength(30);
    expect(all?.seeAll).toBeNull();
    const skus = MANY.map((product) => product.sku);
    const listed = await loadProductListing({ skus, limit: 5 }, loaderContext(DE, zoneOperations(MANY)));
    expect(ids(listed?.products)).toEqual(ids(MANY.slice(0, 5)));
    expect(listed?.seeAll).toBeNull();
  });

  it('is left out (null) without products, and a content error (/categoryKey) for an unknown category', async () => {
    const unsellable = ZONE_PRODUCTS.filter((product) => !product.attributes.eligibleForSelling || !product.published);
    expect(await loadProductListing({ tag: 'bware' }, loaderContext(DE, zoneOperations(unsellable)))).toBeNull();
    await expect(
      loadProductListing({ categoryKey: 'nothing' }, loaderContext(DE, zoneOperations())),
    ).rejects.toMatchObject({ pointer: '/categoryKey' });
  });

  it("offers exactly the listing pages' sorts (spec/1 §2.6)", () => {
    expect(schema.properties.sort.enum).toEqual([...SORT_OPTIONS]);
  });
});
