// Market matrix, the checkout as a person sees it (spec/2 §2 screens): each step — the cart, the addresses, the
// payment, the thank-you page — on a desktop (1366 × 900) and a 390 × 844 phone, in three languages, kept as
// screenshots in the matrix report (reports/market-matrix.html, "Screens to look at") so a person can look at what
// no assertion sees. The three shops are the first open ones, by code, of three different languages: no country is
// named. The purchase is one the country's rules give a private cart (a shop method, else the first offered).
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../generated/index.ts';
import { isCheckoutOpen } from '../../runtime/domain/checkout/checkout-open.ts';
import { isShopPaymentMethod } from '../../runtime/domain/checkout/shop-payment.ts';
import { test, translator } from '../e2e/shop.ts';
import { addToCartFlow, productForSale } from '../flows/cart.ts';
import { cartWithLines, fillAddresses, payWith, thankYou, toAddresses } from '../flows/checkout.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

const { screenshotDir } = inject('matrix')!;

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The first open shop, by code, of each language, three languages in all. */
const SCREEN_COUNTRIES: CountryCode[] = [];
for (const country of MATRIX_COUNTRIES.filter(isCheckoutOpen)) {
  const language = COUNTRIES[country].defaultLanguage;
  if (SCREEN_COUNTRIES.every((kept) => COUNTRIES[kept].defaultLanguage !== language)) SCREEN_COUNTRIES.push(country);
}
SCREEN_COUNTRIES.splice(3);

for (const country of SCREEN_COUNTRIES) {
  describe(country, () => {
    test.for(VIEWPORTS)('checkout screens: each step on a %s (spec/2 §2)', async ([name, viewport], { shop, task }) => {
      const { page } = shop;
      await page.setViewportSize(viewport);
      const screens: { file: string; caption: string }[] = [];
      const keep = async (step: string) => {
        const file = path.join(screenshotDir, `screens-${country}-${name}-${screens.length + 1}-${step}.png`);
        await page.screenshot({ path: file, fullPage: true });
        screens.push({ file, caption: `${country} ${name}: ${step}` });
      };
      const product = await productForSale(country);
      await addToCartFlow(country, shop, product);
      await shop.open(country, '/checkout/cart');
      await cartWithLines(shop);
      // The step drawn (its way on to the addresses), not its loading frame.
      await page.getByRole('link', { name: translator(country)('cart.page.toCheckout') }).waitFor();
      await keep('cart');
      await toAddresses(country, shop);
      // The step's form, drawn once its code and the cart are there (not the "Loading" frame before it).
      await page.locator('#billing-email').waitFor();
      await keep('addresses');
      await fillAddresses(country, shop);
      await keep('payment');
      const offered = await page
        .locator('input[name="paymentMethod"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const method = offered.find(isShopPaymentMethod);
      expect(method, `${country} offers a shop payment method for a private cart`).toBeDefined();
      await payWith(country, shop, method!);
      await thankYou(country, shop);
      await keep('thank-you');
      task.meta.screens = screens;
    });
  });
}
