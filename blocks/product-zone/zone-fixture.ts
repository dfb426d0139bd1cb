// Test fixtures of the product blocks' loaders (product-zone, product-listing): products as the store answers them
// and operations that list them as the middleware would — a page of the listing, its total, the SKUs asked for.
// Used by the tests beside the loaders only.
import type { OperationAnswers, Product } from '../../generated/types.ts';
import { parseListingQuery } from '../../runtime/domain/routing/listing-query.ts';
import { sampleProduct } from '../../runtime/pages/product/product-fixture.ts';
import { categoriesByKey, fakeOperations, sampleCategory, type FakeOperations } from '../operations-fixture.ts';

export const euro = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

/** A sellable product in stock, at 149.90 €, with SKU EX3000000n. */
export const zoneSample = (n: number, overrides: Parameters<typeof sampleProduct>[0] = {}): Product =>
  sampleProduct({ sku: `EX3${String(n).padStart(7, '0')}`, ...overrides });

/**
 * The store's answer: 1 and 5–6 sellable and in stock, 2 out of stock, 3 not eligible for selling, 4 discounted
 * (129.90 € → 99.90 €), 7 not published (the store never answers such a product; the blocks check anyway).
 */
export const ZONE_PRODUCTS: readonly Product[] = [
  zoneSample(1),
  zoneSample(2, { availability: { isOnStock: false, availableQuantity: 0 } }),
  zoneSample(3, { attributes: { eligibleForSelling: false } }),
  zoneSample(4, { price: { value: euro(12990), discounted: { value: euro(9990), isActive: true } } }),
  zoneSample(5),
  zoneSample(6),
  zoneSample(7, { published: false }),
];

/** The ids of ZONE_PRODUCTS a product block shows, in order: published and sellable (2 is out of stock but shown). */
export const SHOWN_IDS = ['prd-EX30000001', 'prd-EX30000002', 'prd-EX30000004', 'prd-EX30000005', 'prd-EX30000006'];

/** The ids of a block's products, in order. */
export const ids = (products: readonly { id: string }[] | undefined) => products?.map((product) => product.id);

/**
 * Operations that know the category 'saws' (Sägen, /saegen/) and answer the listing with `products`, a page of
 * the size asked for (the total counts them all), and SKUs with the products named, in the order asked.
 */
export function zoneOperations(products: readonly Product[] = ZONE_PRODUCTS, total = products.length): FakeOperations {
  return fakeOperations({
    queryCategories: categoriesByKey({ saws: sampleCategory('saws', { name: 'Sägen', link: '/saegen/' }) }),
    listProductCards: ({ query }): OperationAnswers['listProductCards'] => {
      const { hitsPerPage } = parseListingQuery(query ?? '');
      const results = products.slice(0, hitsPerPage);
      return {
        results,
        offset: 0,
        limit: hitsPerPage,
        count: results.length,
        total,
        page: 1,
        pageCount: Math.max(1, Math.ceil(total / hitsPerPage)),
        facets: { brands: [], tags: [], ratings: [], categories: [], price: null },
      };
    },
    getProductCardsBySkus: ({ skus }) => ({
      results: skus.flatMap((sku) => products.filter((product) => product.sku === sku)),
    }),
  });
}
