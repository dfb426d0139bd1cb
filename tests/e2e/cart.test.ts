// The cart in a real browser (issue 13 part 3; spec/2 §2, §4, §5, §8): add from a product page, the sidebar (a modal
// dialog: Escape closes it, a route change closes it), the header's cart button, the checkout's cart step and its
// guard, the quantity rules, the failed add's notification, and two sessions that never see each other's cart.
import { describe, expect } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../generated/index.ts';
import { CART_ADDING_PROBLEM_NOTIFICATION_ID } from '../../runtime/domain/cart/cart-messages.ts';
import { NOTIFICATION_DISMISS_MS } from '../../runtime/state/notifications.ts';
import { addToCartFlow, cartOfPage, checkoutCartFlow, productForSale } from '../flows/cart.ts';
import { COUNTRIES_UNDER_TEST, test, translator } from './shop.ts';

/** spec/2 §2 "Checkout is disabled for IE, SI, LT, GR, BG and RO": as the config says, not as this test would. */
const CLOSED_MARKETS = (Object.keys(COUNTRIES) as CountryCode[]).filter(
  (code) => COUNTRIES[code].flags.checkoutDisabled,
);

describe('cart (issue 13; spec/2 §2, §4, §5)', () => {
  test.for(COUNTRIES_UNDER_TEST)(
    '%s: add from the product page, the sidebar, the cart step',
    async (country, { shop }) => {
      const product = await productForSale(country);
      await addToCartFlow(country, shop, product);
      await checkoutCartFlow(country, shop, product);
    },
  );

  test('the sidebar is a modal dialog: focus inside, Escape closes it, the cart button opens it again', async ({
    shop,
  }) => {
    const country = 'de';
    const t = translator(country);
    const { page } = shop;
    const product = await productForSale(country);
    await addToCartFlow(country, shop, product);
    const sidebar = page.getByRole('dialog', { name: t('cart.sidebar.title') });
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'detached' });
    // With items, the header's cart button opens the sidebar (spec/2 §2).
    await page.getByRole('banner').locator('.header__cart').click();
    await sidebar.waitFor();
    await sidebar.getByRole('button', { name: t('cart.sidebar.close') }).click();
    await sidebar.waitFor({ state: 'detached' });
  });

  test('an empty cart: the hint, and the cart step sends the shopper home', async ({ shop }) => {
    const country = 'sk';
    const t = translator(country);
    const { page } = shop;
    await shop.open(country, '/');
    await page.getByRole('banner').locator('.header__cart').click();
    await page.getByText(t('frame.cart.empty')).waitFor();
    // spec/2 §2 Route guard for checkout: no cart → home.
    const response = await page.goto(`${new URL(page.url()).origin}/checkout/cart`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
  });

  test('a failed add shows the spec’s notification, which goes by itself (spec/2 §8, §4)', async ({ shop }) => {
    const country = 'gb';
    const t = translator(country);
    const { page } = shop;
    const product = await productForSale(country);
    shop.allowConsole(/500|A cart change failed/);
    await page.route('**/api/updateCart', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
    await shop.open(country, product.link);
    await page
      .locator('.product-page__add')
      .getByRole('button', { name: t('product.addToCart.button') })
      .click();
    const notification = page.locator(`#${CART_ADDING_PROBLEM_NOTIFICATION_ID}`);
    await notification.getByText(t('cart.addingProblem')).waitFor();
    expect(await notification.getAttribute('role')).toBe('alert');
    await notification.waitFor({ state: 'detached', timeout: NOTIFICATION_DISMISS_MS + 2000 });
    expect(await cartOfPage(shop)).toBeNull();
  });

  test('a market with closed checkout: the cart works, the sidebar says so, the cart step goes home', async ({
    shop,
  }) => {
    const country = CLOSED_MARKETS[0]!;
    const { page } = shop;
    const product = await productForSale(country);
    await addToCartFlow(country, shop, product);
    await checkoutCartFlow(country, shop, product);
    await shop.open(country, '/checkout/cart');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('two sessions never see each other’s cart, and the product page is the same for both', async ({ shop }) => {
    const country = 'ch';
    const { page, context } = shop;
    const product = await productForSale(country);
    await addToCartFlow(country, shop, product);
    const html = await (await page.request.get(page.url())).text();

    // A second visitor: a new browser context, its own cookies.
    const other = await context.browser()!.newContext();
    try {
      const otherPage = await other.newPage();
      const response = await otherPage.goto(page.url());
      const otherHtml = await response!.text();
      // The catalogue page is the same document for both (cacheable); the cart arrives after hydration.
      expect(otherHtml).toBe(html);
      expect(otherHtml).not.toContain(product.sku + '"quantity');
      const otherCart = await otherPage.evaluate(async () => {
        const answer = await fetch('/api/getMyCart', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return ((await answer.json()) as { cart: unknown }).cart;
      });
      expect(otherCart).toBeNull();
      // The first visitor's cart step is personal: never kept for anyone.
      const cartStep = await page.request.get(new URL('/checkout/cart', page.url()).href);
      expect(cartStep.headers()['cache-control']).toBe('private, no-store');
      const otherStep = await otherPage.goto(new URL('/checkout/cart', page.url()).href);
      expect(new URL(otherPage.url()).pathname).toBe('/');
      expect(otherStep?.status()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
