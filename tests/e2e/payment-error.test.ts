// The payment error page in a real browser (spec/2 §2 "payment error page (one per language prefix) — shown after a
// refused card-provider payment", §8 the payment error states, each reloading the cart; spec/1 §2.1 the provider's
// name followed by -payment-error; spec/3 error catalogue "Payment error codes"), on a desktop and on a 390 × 844
// touch phone: each code's own message and the way back to paying. A guest (in through the checkout's log-in page,
// which leads guests on) whose card the embedded test provider refuses lands there, goes back to paying with the cart
// as it was, and a reload of the payment step shows no error of the payment long past.
import { describe, expect, onTestFinished } from 'vitest';
import type { CountryCode } from '../../generated/index.ts';
import { PAYMENT_ERROR_STATES } from '../../runtime/domain/routing/payment-error.ts';
import { addToCartFlow, productForSale } from '../flows/cart.ts';
import { cartWithLines, fillAddresses, payOnHostedCardPage, payWith } from '../flows/checkout.ts';
import { hydrated, shopIn, test, translator, type Shop } from './shop.ts';
import type { Locator } from 'playwright-core';

const PHONE = { width: 390, height: 844 };

type Device = 'desktop' | 'phone';

/**
 * The shop on `device`: the test's own desktop tab, or a 390 × 844 touch phone — a browser context of its own (touch
 * is a context's), failing the test on a console error or an uncaught page error as the desktop tab does.
 */
async function shopOn(device: Device, desktop: Shop): Promise<Shop> {
  if (device === 'desktop') return desktop;
  const context = await desktop.context.browser()!.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const phone = await shopIn(context);
  onTestFinished(async () => {
    await context.close();
    expect(phone.problems(), 'the phone: console errors, uncaught page errors or CSP violations').toEqual([]);
  });
  return phone;
}

/** A click on the desktop, a tap on the phone. */
const press = (device: Device, target: Locator) => (device === 'phone' ? target.tap() : target.click());

/** A touch target of at least 44 × 44 px (ADR 016, the house's accessibility rule). */
async function expectTouchTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the link is on the page').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

/** Nothing past the right edge of the screen. */
async function expectNoSideScroll(shop: Shop): Promise<void> {
  const { scrollWidth, innerWidth } = await shop.page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.each(['desktop', 'phone'] as const)('the payment error page on the %s (spec/2 §2, §8)', (device) => {
  test('each code shows its own message, the way back to paying and the way to the cart; not indexed', async ({
    shop: desktop,
  }) => {
    const shop = await shopOn(device, desktop);
    const pages: [CountryCode, string, string, string | undefined][] = [
      ...PAYMENT_ERROR_STATES.map((state): [CountryCode, string, string, string] => [
        'de',
        '',
        `?error=${state}`,
        state,
      ]),
      // An unknown code, and none: the generic payment-error message, never an error page.
      ['de', '', '?error=card-expired', undefined],
      ['de', '', '', undefined],
      // Another language prefix: the Belgian shop's Dutch pages.
      ['be', '/nl', '?error=cancelled-transaction', 'cancelled-transaction'],
    ];
    for (const [country, prefix, query, state] of pages) {
      const t = translator(country, prefix === '' ? undefined : 'nl');
      const response = await shop.open(country, `${prefix}/adyen-payment-error/${query}`);
      expect(response?.status(), `${prefix}${query}`).toBe(200);
      const { page } = shop;
      await page.getByRole('heading', { level: 1, name: t('pages.service.paymentError') }).waitFor();
      expect(await page.getByRole('alert').textContent()).toBe(
        t(`checkout.paymentError.message.${state ?? 'payment-error'}`),
      );
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      const main = page.getByRole('main');
      const back = main.getByRole('link', { name: t('checkout.paymentError.backToPayment') });
      const cart = main.getByRole('link', { name: t('checkout.paymentError.toCart') });
      expect(await back.getAttribute('href')).toBe(`${prefix}/checkout/payment`);
      expect(await cart.getAttribute('href')).toBe(`${prefix}/checkout/cart`);
      await expectTouchTarget(back);
      await expectTouchTarget(cart);
      await expectNoSideScroll(shop);
    }
  });

  test('a guest’s refused card lands on it; back to paying, the cart is still there, a reload shows no old error', async ({
    shop: desktop,
  }) => {
    const shop = await shopOn(device, desktop);
    const country: CountryCode = device === 'desktop' ? 'de' : 'sk';
    const t = translator(country);
    const { page } = shop;
    const product = await productForSale(country);
    await addToCartFlow(country, shop, product);
    await shop.open(country, '/checkout/cart');
    const before = await cartWithLines(shop);
    // In through the checkout's log-in page: accounts are not built yet (spec/3), so it leads a guest on to the
    // addresses (spec/2 §1 "Guests may check out with an e-mail only"), titled so, and says nothing of "coming soon".
    await shop.open(country, '/checkout/login');
    await page.getByRole('heading', { level: 1, name: t('checkout.guest.title') }).waitFor();
    expect(await page.title()).toBe(`${t('checkout.guest.title')} – Multishop`);
    expect(await page.getByRole('main').textContent()).not.toContain(t('pages.service.comingWithAccounts'));
    const asGuest = page.getByRole('main').getByRole('link', { name: t('checkout.guest.continue') });
    await expectTouchTarget(asGuest);
    await press(device, asGuest);
    await page.waitForURL((url) => url.pathname === '/checkout/addresses');
    await fillAddresses(country, shop);
    await payWith(country, shop, 'scheme');
    // The embedded test provider refuses the card of this holder (its hosted card page, ADR 029).
    await payOnHostedCardPage(shop, 'DECLINED');

    await page.waitForURL((url) => url.pathname === '/adyen-payment-error/' && url.search === '?error=payment-error');
    await page
      .getByRole('alert')
      .filter({ hasText: t('checkout.paymentError.message.payment-error') })
      .waitFor();
    const back = page.getByRole('main').getByRole('link', { name: t('checkout.paymentError.backToPayment') });
    await hydrated(back);
    await press(device, back);

    // The payment step, with the cart as it was and no error in its address or on it.
    await page.waitForURL((url) => url.pathname === '/checkout/payment' && url.search === '');
    const scheme = page.getByRole('radio', { name: t('checkout.payment.method.scheme'), exact: true });
    await scheme.waitFor();
    const kept = await cartWithLines(shop);
    expect(kept.id).toBe(before.id);
    expect(kept.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[product.sku, 1]]);
    expect(kept.totalPrice).toEqual(before.totalPrice);
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.reload({ waitUntil: 'load' });
    await scheme.waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);

    // An address of the payment step that still carries a state (spec/2 §2): shown once, then gone from the address,
    // so a reload shows nothing.
    await shop.open(country, '/checkout/payment?error=payment-error');
    await page
      .getByRole('alert')
      .filter({ hasText: t('checkout.payment.error.payment-error') })
      .waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.reload({ waitUntil: 'load' });
    await scheme.waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoSideScroll(shop);
  });
});
