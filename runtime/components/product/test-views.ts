// Test helpers of the product components: the views the data hook builds (product-view.ts) from fixture answers.
import type { CountryCode } from '../../../generated/index.ts';
import { productView, type ProductViewContext } from '../../pages/product/product-view.ts';
import { sampleProduct, type ProductOverrides } from '../../pages/product/product-fixture.ts';

export function viewContext(country: CountryCode = 'de'): ProductViewContext {
  return { country, today: '2026-03-05', timeZone: 'Europe/Bratislava', categoryLink: (slug) => `/${slug}/` };
}

/** The page's view of a fixture product, in a country. */
export function sampleView(overrides: ProductOverrides = {}, country: CountryCode = 'de') {
  return productView(sampleProduct(overrides), viewContext(country));
}
