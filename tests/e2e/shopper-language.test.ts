// A purchase in the shopper's language (spec/1 §1: 21 languages; spec/2 §5 Extra guarantee): in a French and a
// Polish shop the extra guarantee is named in the shop's language where it is offered, in the cart and on the
// thank-you page, and the provider's hosted card page speaks it too (the payment's shopperLocale). On a desktop and
// on a 390 × 844 phone.
import { describe, expect } from 'vitest';
import { DEMO_EXTRA_GUARANTEES } from '../../runtime/server/commerce/seed/demo-guarantees.ts';
import { PROVIDER_TEXTS } from '../../runtime/server/integrations/payment/test-provider-texts.ts';
import { cartOfPage, mainAddButton, productForSale, toCartSidebar } from '../flows/cart.ts';
import {
  cartWithLines,
  fillAddresses,
  payOnHostedCardPage,
  payWith,
  thankYou,
  toAddresses,
} from '../flows/checkout.ts';
import { callOperation, defaultLanguage, localeOf, normalised, test, translator } from './shop.ts';

describe('a purchase in the shopper’s language (spec/1 §1)', () => {
  test.for([
    ['fr', 'desktop', { width: 1280, height: 900 }],
    ['pl', 'phone', { width: 390, height: 844 }],
  ] as const)(
    '%s on a %s: the guarantee named in the shop’s language, the hosted card page in it too',
    async ([country, , viewport], { shop }) => {
      const t = translator(country);
      const language = defaultLanguage(country);
      const { page } = shop;
      await page.setViewportSize(viewport);
      const product = await productForSale(country, { sidebar: 'extraGuarantee' });
      const { offers } = await callOperation(country, 'getExtraGuaranteeOffers', { sku: product.sku });
      const offer = offers[0]!;
      const demo = DEMO_EXTRA_GUARANTEES.find((guarantee) => guarantee.sku === offer.sku)!;
      expect(offer.name).toBe(demo.name[language]);
      expect(offer.name).not.toBe(demo.name.en);

      await shop.open(country, product.link);
      await mainAddButton(country, shop).click();
      const dialog = page.getByRole('dialog', { name: t('cart.guarantee.title') });
      await dialog.getByRole('button', { name: `${t('cart.guarantee.add')}: ${offer.name}` }).click();
      await dialog.waitFor({ state: 'detached' });
      await toCartSidebar(country, shop);
      const sidebar = page.getByRole('dialog', { name: t('cart.sidebar.title') });
      expect(normalised(await sidebar.locator('.cart-line--guarantee .cart-line__name').textContent())).toBe(
        normalised(offer.name),
      );
      expect((await cartOfPage(shop))!.lineItems).toHaveLength(2);

      await shop.open(country, '/checkout/cart');
      await cartWithLines(shop);
      await toAddresses(country, shop);
      await fillAddresses(country, shop);
      await payWith(country, shop, 'scheme');
      await page.waitForURL((url) => url.pathname.startsWith('/test-psp/hosted/'));
      const texts = PROVIDER_TEXTS[language];
      expect(await page.locator('html').getAttribute('lang')).toBe(localeOf(country));
      await page.getByRole('heading', { level: 1, name: texts.payByCard }).waitFor();
      await payOnHostedCardPage(shop);

      const order = await thankYou(country, shop);
      expect(order.lineItems.map((line) => line.name)).toContain(offer.name);
      await page.getByText(`1 × ${offer.name}`).waitFor();
    },
  );
});
