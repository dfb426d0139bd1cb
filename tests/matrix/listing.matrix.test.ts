// Market matrix, listing (spec/1 §2.6): a category from the category bar, a filter, a sort and page 2, each URL
// showing the store's products for its query (tests/flows/listing.ts).
import { describe } from 'vitest';
import { test } from '../e2e/shop.ts';
import { listingFlow } from '../flows/listing.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    test('listing: category, filter, sort and page 2', ({ shop }) => listingFlow(country, shop));
  });
}
