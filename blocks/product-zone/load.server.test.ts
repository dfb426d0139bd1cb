import { describe, expect, it } from 'vitest';
import type { OperationRequests, Product } from '../../generated/types.ts';
import { sampleProduct } from '../../runtime/pages/product/product-fixture.ts';
import { categoriesByKey, fakeOperations, loaderContext, sampleCategory } from '../operations-fixture.ts';
import { loadProductZone, showsInZone, zonePageSize, zoneProduct } from './load.server.ts';

const DE = 'http://de.localhost:3000/';
const euro = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });
const PRODUCTS: Product[] = [
  sampleProduct({ sku: 'EX30000001' }),
  sampleProduct({ sku: 'EX30000002', availability: { isOnStock: false, availableQuantity: 0 } }),
  sampleProduct({ sku: 'EX30000003', attributes: { eligibleForSelling: false } }),
  sampleProduct({
    sku: 'EX30000004',
    price: { value: euro(12990), discounted: { value: euro(9990), isActive: true } },
  }),
];

function zoneOperations() {
  return fakeOperations({
    queryCategories: categoriesByKey({ saws: sampleCategory('saws', { name: 'Sägen', link: '/saegen/' }) }),
    listProducts: () => ({
      results: PRODUCTS,
      offset: 0,
      limit: 12,
      count: 4,
      total: 4,
      page: 1,
      pageCount: 1,
      facets: {} as never,
    }),
    getProductsBySkus: ({ skus }) => ({ results: PRODUCTS.filter((product) => skus.includes(product.sku)) }),
  });
}

describe('loadProductZone (spec/1 §2.9 product listing / product zone)', () => {
  it("lists a tag's products through the listing (spec/1 §2.6 tag refinement), sellable ones only (spec/1 §5)", async () => {
    const operations = zoneOperations();
    const data = await loadProductZone({ tag: 'bestseller', limit: 8 }, loaderContext(DE, operations));
    expect(data?.products.map((product) => product.id)).toEqual(['prd-EX30000001', 'prd-EX30000002', 'prd-EX30000004']);
    expect(data).toMatchObject({ categoryName: null, seeAllLink: null });
    const request = operations.calls[0]!.payload as OperationRequests['listProducts'];
    expect(request.language).toBe('de');
    expect(Object.fromEntries(new URLSearchParams(request.query))).toEqual({ tag: 'bestseller', hitsPerPage: '12' });
  });

  it("names a category zone after its category and links to the category's listing with the tag", async () => {
    const data = await loadProductZone(
      { categoryKey: 'saws', tag: 'new', limit: 1 },
      loaderContext(DE, zoneOperations()),
    );
    expect(data).toMatchObject({ categoryName: 'Sägen', seeAllLink: '/saegen/?tag=new' });
    expect(data?.products).toHaveLength(1);
  });

  it('keeps in-stock products only when asked, and leaves a zone without products out (null)', async () => {
    const data = await loadProductZone(
      { skus: ['EX30000002', 'EX30000004'], inStockOnly: true },
      loaderContext(DE, zoneOperations()),
    );
    expect(data?.products.map((product) => product.id)).toEqual(['prd-EX30000004']);
    expect(await loadProductZone({ skus: ['EX30000003'] }, loaderContext(DE, zoneOperations()))).toBeNull();
  });

  it('is a content error (pointer /categoryKey) when the category is unknown', async () => {
    await expect(
      loadProductZone({ categoryKey: 'nothing' }, loaderContext(DE, zoneOperations())),
    ).rejects.toMatchObject({
      pointer: '/categoryKey',
    });
  });

  it('ships only what a card renders: the price to pay and, under an active discount, the price before', () => {
    expect(zoneProduct(PRODUCTS[3]!)).toEqual({
      id: 'prd-EX30000004',
      name: PRODUCTS[3]!.name,
      link: PRODUCTS[3]!.link,
      image: PRODUCTS[3]!.images[0],
      price: { centAmount: 9990, currencyCode: 'EUR' },
      previousPrice: { centAmount: 12990, currencyCode: 'EUR' },
      isOnStock: true,
    });
    expect(zoneProduct(sampleProduct({ price: null, images: [] }))).toMatchObject({
      price: null,
      previousPrice: null,
      image: null,
    });
    expect(showsInZone(sampleProduct({ published: false }), false)).toBe(false);
  });

  it('asks the listing for the smallest page size that holds the zone (spec/1 §2.6: 12, 24, 36, 48)', () => {
    expect([1, 12, 13, 40, 60].map(zonePageSize)).toEqual([12, 12, 24, 48, 48]);
  });
});
