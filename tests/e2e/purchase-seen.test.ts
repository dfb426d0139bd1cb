// The purchase as a shopper sees it (spec/2 §2 screens, §3 client UI state, §4 Payment), on a desktop and on a
// 390 × 844 phone: the addresses step's controls are touch targets with readable text, keep what was typed over a
// reload and show the review consent where it is a setting (CZ); each way of paying is told in its own words on the
// thank-you page — paid on delivery with the amount, a bank transfer with the IBAN in groups of four and copyable, a
// multibanco voucher with its deadline as day.month.year — and the page's figures add up (thankYouAddsUp). The
// provider's steps (card form, 3-D Secure) take one another's place in the browser's history: back from the thank-you
// page leads to the shop.
import { describe, expect } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../generated/index.ts';
import { formatPrice } from '../../runtime/components/format.ts';
import { paperIban } from '../../runtime/domain/money/iban.ts';
import { formatDeadline } from '../../runtime/domain/time/format-deadline.ts';
import { SHOP_TIME_ZONE } from '../../runtime/domain/time/shop-today.ts';
import { addToCartFlow, productForSale } from '../flows/cart.ts';
import { pageLocale } from '../../runtime/server/integrations/payment/test-provider-texts.ts';
import {
  cartWithLines,
  fillAddresses,
  payOnHostedCardPage,
  payWith,
  shopperAddress,
  thankYou,
  toAddresses,
  untouchableControls,
} from '../flows/checkout.ts';
import { localeOf, test, translator, type Shop } from './shop.ts';

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The step's primary action is on the first screen, where a thumb reaches it without scrolling (spec/2 §2). */
async function inReach(shop: Shop, selector: string, viewport: { width: number; height: number }) {
  const box = await shop.page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.y, `${selector} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${selector} bottom`).toBeLessThanOrEqual(viewport.height);
}

async function toAddressesStep(country: CountryCode, shop: Shop, viewport: { width: number; height: number }) {
  await shop.page.setViewportSize(viewport);
  const product = await productForSale(country);
  await addToCartFlow(country, shop, product);
  await shop.open(country, '/checkout/cart');
  await cartWithLines(shop);
  if (viewport.width < 768) await inReach(shop, '.checkout-cart__next', viewport);
  await toAddresses(country, shop);
  await shop.page.locator('#billing-email').waitFor();
}

describe('the purchase as a shopper sees it (spec/2 §2)', () => {
  test.for(VIEWPORTS)(
    '%s, cz: the addresses step is touchable, keeps a reload, asks the review consent; cash on delivery says so',
    async ([, viewport], { shop }) => {
      const country = 'cz';
      const t = translator(country);
      const { page } = shop;
      await toAddressesStep(country, shop, viewport);
      expect(await untouchableControls(shop)).toEqual([]);
      // Company fields too: the VAT ID's prefixed field, the company and department.
      await page.getByRole('radio', { name: t('checkout.addresses.company') }).check();
      expect(await untouchableControls(shop)).toEqual([]);
      await page.getByRole('radio', { name: t('checkout.addresses.private') }).check();
      // spec/1 §9.5: review consent is a setting in CZ, on by default (spec/2 §3).
      const consent = page.getByRole('checkbox', { name: t('checkout.addresses.reviewConsent') });
      expect(await consent.isChecked()).toBe(true);
      // A reload loses nothing typed.
      const address = shopperAddress(country);
      await page.locator('#billing-email').fill(address.email);
      await page.locator('#billing-firstName').fill('Božena');
      await page.locator('#billing-streetNumber').fill('12a');
      await page.reload();
      await page.locator('#billing-email').waitFor();
      await expect.poll(() => page.locator('#billing-firstName').inputValue()).toBe('Božena');
      expect(await page.locator('#billing-email').inputValue()).toBe(address.email);
      expect(await page.locator('#billing-streetNumber').inputValue()).toBe('12a');
      // The house number is no "address line 2" for the browser's autofill.
      expect(await page.locator('#billing-streetNumber').getAttribute('autocomplete')).toBe('off');

      await fillAddresses(country, shop);
      expect(await untouchableControls(shop)).toEqual([]);
      if (viewport.width < 768) await inReach(shop, 'button.checkout__pay', viewport);
      await payWith(country, shop, 'cashOnDelivery');
      const order = await thankYou(country, shop);
      expect(order.custom.reviewConsent).toBe(true);
      const amount = formatPrice(order.totalPrice, localeOf(country));
      await page.getByText(t('checkout.thankYou.onDelivery', { amount })).waitFor();
      expect(await page.getByText(t('checkout.thankYou.confirming')).count()).toBe(0);
      expect(await untouchableControls(shop)).toEqual([]);
    },
  );

  test.for(VIEWPORTS)(
    '%s, sk: a bank transfer tells what to transfer, the IBAN in groups of four and copyable',
    async ([, viewport], { shop }) => {
      const country = 'sk';
      const t = translator(country);
      const { page } = shop;
      await shop.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await toAddressesStep(country, shop, viewport);
      await fillAddresses(country, shop);
      await payWith(country, shop, 'bankTransfer');
      const order = await thankYou(country, shop);
      const amount = formatPrice(order.totalPrice, localeOf(country));
      await page.getByText(t('checkout.thankYou.transfer', { amount })).waitFor();
      const bank = COUNTRIES.sk.payment.bankTransfer;
      if (!bank.enabled) throw new Error('SK offers bank transfer (countries/sk.json)');
      const iban = t('checkout.thankYou.bank.iban');
      await page.getByText(paperIban(bank.details.iban), { exact: true }).waitFor();
      await page.getByRole('button', { name: t('checkout.thankYou.copyLabel', { label: iban }) }).click();
      await page.getByText(t('checkout.thankYou.copied', { label: iban })).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bank.details.iban.replace(/\s/g, ''));
      expect(await untouchableControls(shop)).toEqual([]);
    },
  );

  test.for(VIEWPORTS)(
    '%s, pt: a multibanco voucher with its reference and its deadline as day.month.year',
    async ([, viewport], { shop }) => {
      const country = 'pt';
      const t = translator(country);
      const { page } = shop;
      await toAddressesStep(country, shop, viewport);
      await fillAddresses(country, shop);
      await payWith(country, shop, 'multibanco');
      const order = await thankYou(country, shop);
      const voucher = order.paymentInfo.payments[0]!.voucher!;
      const deadline = formatDeadline(voucher.expiresAt, localeOf(country), SHOP_TIME_ZONE);
      expect(deadline).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      const amount = formatPrice(order.totalPrice, localeOf(country));
      await page.getByText(t('checkout.thankYou.voucherNote', { amount, deadline })).waitFor();
      await page.getByText(voucher.reference, { exact: true }).waitFor();
    },
  );

  test.for(VIEWPORTS)(
    '%s, de: a card with its 3-D Secure step; back from the thank-you page leads to the shop, not the provider',
    async ([, viewport], { shop }) => {
      const country = 'de';
      const { page } = shop;
      await toAddressesStep(country, shop, viewport);
      await fillAddresses(country, shop);
      await payWith(country, shop, 'scheme');
      await page.waitForURL((url) => url.pathname.startsWith('/test-psp/hosted/'));
      const entries = await page.evaluate(() => history.length);
      // A mistake on the card form is shown in the form's place, the alert focused, no new history entry.
      const texts = pageLocale(await page.locator('html').getAttribute('lang')).texts;
      await page.getByLabel(texts.cardNumber).fill('4111 1111 1111 1112');
      await page.locator('button[value="pay"]').click();
      await page.getByRole('alert').filter({ hasText: texts.errors.invalidNumber }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
      await payOnHostedCardPage(shop);
      await thankYou(country, shop);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.goBack();
      // The payment step it came from, whose cart is now an order: the shop sends the shopper home (AddressesStep).
      await page.waitForURL((url) => url.pathname === '/');
    },
  );
});
