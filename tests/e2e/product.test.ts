// The product page opened from a listing as a shopper does (tests/flows/product.ts).
import { describe } from 'vitest';
import { productFlow } from '../flows/product.ts';
import { COUNTRIES_UNDER_TEST, test } from './shop.ts';

describe('product page (spec/1 §2.1, §7)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: opened from a listing, with name, price, JSON-LD and reviews',
    async (country, { shop }) => {
      await productFlow(country, shop);
    },
  );
});
