// Market matrix, cart (spec/2 §2, §4, §5): in every country's own build, add to cart from a product page, the cart
// sidebar with the country's currency, VAT rate and shipping fee (tests/flows/cart.ts checks them against the
// domain's rules for the country), then the checkout's cart step where the country's checkout is open — or the
// sidebar saying it is closed, where it is not.
import { describe } from 'vitest';
import { test } from '../e2e/shop.ts';
import { addToCartFlow, checkoutCartFlow, productForSale } from '../flows/cart.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    test('cart: add to cart, the sidebar, the cart step', async ({ shop }) => {
      const product = await productForSale(country);
      await addToCartFlow(country, shop, product);
      await checkoutCartFlow(country, shop, product);
    });
  });
}
