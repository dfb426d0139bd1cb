import { describe, expect, it } from 'vitest';
import type { OperationRequests } from '../../generated/types.ts';
import { productCardView } from '../../runtime/view/product-card-view.ts';
import { sampleProduct } from '../../tests/fixtures/product-fixture.ts';
import { loaderContext } from '../../tests/fixtures/operations-fixture.ts';
import { ZONE_PRODUCTS, zoneOperations, ids, SHOWN_IDS } from '../../tests/fixtures/zone-fixture.ts';
import { listingQuery, loadZoneProducts, showsInZone, zonePageSize } from './zone-products.server.ts';

const DE = 'http://de.localhost:3000/';

describe('loadZoneProducts (spec/1 §2.9 product zones and product listings: their products)', () => {
  it("lists a tag's products through the listing (spec/1 §2.6), published and sellable ones only (spec/1 §5)", async () => {
    const operations = zoneOperations();
    const answer = await loadZoneProducts(
      { tag: 'bestseller', limit: 8, inStockOnly: false },
      loaderContext(DE, operations),
    );
    expect(ids(answer.products)).toEqual(SHOWN_IDS);
    expect(answer).toMatchObject({ category: null, total: 7 });
    // As the shop's product cards show them: the discounted one with the price before (spec/2 §3).
    expect(answer.products[2]).toEqual(productCardView(ZONE_PRODUCTS[3]!));
    expect(answer.products[2]!.price?.old).toEqual({ centAmount: 12990, currencyCode: 'EUR' });
    const request = operations.calls[0]!.payload as OperationRequests['listProductCards'];
    expect(request.language).toBe('de');
    expect(request.categoryKey).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(request.query))).toEqual({ tag: 'bestseller', hitsPerPage: '12' });
  });

  it("asks for the category's listing in the sort given, and names the category", async () => {
    const operations = zoneOperations();
    const answer = await loadZoneProducts(
      { categoryKey: 'saws', limit: 2, inStockOnly: false, sort: 'price-asc' },
      loaderContext(DE, operations),
    );
    expect(answer).toMatchObject({ category: { name: 'Sägen', link: '/saegen/' }, total: 7 });
    expect(ids(answer.products)).toEqual(['prd-EX30000001', 'prd-EX30000002']);
    const request = operations.calls.find((call) => call.operation === 'listProductCards')!
      .payload as OperationRequests['listProductCards'];
    expect(request.categoryKey).toBe('saws');
    expect(Object.fromEntries(new URLSearchParams(request.query))).toEqual({ sort: 'price-asc', hitsPerPage: '12' });
  });

  it('keeps in-stock products only when asked, asking the listing for twice as many', async () => {
    const operations = zoneOperations();
    const answer = await loadZoneProducts({ tag: 'new', limit: 12, inStockOnly: true }, loaderContext(DE, operations));
    expect(ids(answer.products)).toEqual(['prd-EX30000001', 'prd-EX30000004', 'prd-EX30000005', 'prd-EX30000006']);
    const request = operations.calls[0]!.payload as OperationRequests['listProductCards'];
    expect(new URLSearchParams(request.query).get('hitsPerPage')).toBe('24');
  });

  it('gives a SKU list in its own order, its sellable products as the total', async () => {
    const operations = zoneOperations();
    const answer = await loadZoneProducts(
      { skus: ['EX30000006', 'EX30000003', 'EX30000001', 'EX30000099'], limit: 8, inStockOnly: false },
      loaderContext(DE, operations),
    );
    expect(ids(answer.products)).toEqual(['prd-EX30000006', 'prd-EX30000001']);
    expect(answer.total).toBe(2);
    expect(operations.calls.map((call) => call.operation)).toEqual(['getProductCardsBySkus']);
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    await expect(
      loadZoneProducts({ categoryKey: 'nothing', limit: 8, inStockOnly: false }, loaderContext(DE, zoneOperations())),
    ).rejects.toMatchObject({ pointer: '/categoryKey', message: 'names no known category (got "nothing")' });
  });
});

describe('the products shown and the listing query', () => {
  it('shows published, sellable products, in stock when asked (spec/1 §5)', () => {
    expect(showsInZone(sampleProduct(), true)).toBe(true);
    expect(showsInZone(sampleProduct({ published: false }), false)).toBe(false);
    expect(showsInZone(sampleProduct({ attributes: { eligibleForSelling: false } }), false)).toBe(false);
    const soldOut = sampleProduct({ availability: { isOnStock: false, availableQuantity: 0 } });
    expect(showsInZone(soldOut, false)).toBe(true);
    expect(showsInZone(soldOut, true)).toBe(false);
  });

  it('asks the listing for the smallest page size that holds the products (spec/1 §2.6: 12, 24, 36, 48)', () => {
    expect([1, 12, 13, 40, 60, 96].map(zonePageSize)).toEqual([12, 12, 24, 48, 48, 48]);
  });

  it('writes the tag and the sort as the listing pages read them', () => {
    expect(listingQuery({ tag: 'campaign-black-week', sort: 'newest' }).toString()).toBe(
      'tag=campaign-black-week&sort=newest',
    );
    expect(listingQuery({}).toString()).toBe('');
  });
});
