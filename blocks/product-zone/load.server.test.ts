import { describe, expect, it } from 'vitest';
import type { OperationRequests } from '../../generated/types.ts';
import { loaderContext } from '../../tests/fixtures/operations-fixture.ts';
import { loadProductZone } from './load.server.ts';
import { ZONE_PRODUCTS, zoneOperations, ids, SHOWN_IDS } from '../../tests/fixtures/zone-fixture.ts';

const DE = 'http://de.localhost:3000/';

describe('loadProductZone (spec/1 §2.9 product zone)', () => {
  it("lists a tag's products through the listing (spec/1 §2.6 tag refinement), sellable ones only (spec/1 §5)", async () => {
    const operations = zoneOperations();
    const data = await loadProductZone({ tag: 'bestseller', limit: 8 }, loaderContext(DE, operations));
    expect(ids(data?.products)).toEqual(SHOWN_IDS);
    expect(data).toMatchObject({ categoryName: null, seeAllLink: null });
    const request = operations.calls[0]!.payload as OperationRequests['listProductCards'];
    expect(request.language).toBe('de');
    expect(Object.fromEntries(new URLSearchParams(request.query))).toEqual({ tag: 'bestseller', hitsPerPage: '12' });
  });

  it("names a category zone after its category and links to the category's listing with the tag", async () => {
    const data = await loadProductZone(
      { categoryKey: 'saws', tag: 'new', limit: 3 },
      loaderContext(DE, zoneOperations()),
    );
    expect(data).toMatchObject({ categoryName: 'Sägen', seeAllLink: '/saegen/?tag=new' });
    expect(data?.products).toHaveLength(3);
  });

  it('keeps in-stock products only when asked', async () => {
    const data = await loadProductZone(
      { skus: ['EX30000002', 'EX30000004', 'EX30000005', 'EX30000006'], inStockOnly: true },
      loaderContext(DE, zoneOperations()),
    );
    expect(ids(data?.products)).toEqual(['prd-EX30000004', 'prd-EX30000005', 'prd-EX30000006']);
  });

  it('leaves a zone with fewer than 3 products out (null: spec/1 §9.7 product group slider, minimum 3 items)', async () => {
    const context = loaderContext(DE, zoneOperations());
    // Three named, one of them not sellable: two left.
    expect(await loadProductZone({ skus: ['EX30000001', 'EX30000003', 'EX30000005'] }, context)).toBeNull();
    // Three in stock of four: shown.
    expect(
      ids(
        (
          await loadProductZone(
            { skus: ['EX30000001', 'EX30000002', 'EX30000005', 'EX30000006'], inStockOnly: true },
            context,
          )
        )?.products,
      ),
    ).toEqual(['prd-EX30000001', 'prd-EX30000005', 'prd-EX30000006']);
    // A listing of two sellable products.
    expect(
      await loadProductZone({ tag: 'bware' }, loaderContext(DE, zoneOperations(ZONE_PRODUCTS.slice(0, 3)))),
    ).toBeNull();
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    await expect(
      loadProductZone({ categoryKey: 'nothing' }, loaderContext(DE, zoneOperations())),
    ).rejects.toMatchObject({
      pointer: '/categoryKey',
    });
  });
});
