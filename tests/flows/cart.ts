// The cart as a shopper uses it (spec/2 §2, §4, §5): on a product page "Add to cart" opens the cart sidebar
// with the product, its price, the shipping, the VAT of the country and the total; the header's cart button counts
// it; the cart step of the checkout (/checkout/cart, step 1) lists it where the country's checkout is open, and a
// quantity change there reaches the server and the totals. A flow of the browser tests and of the market matrix.
import { expect } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../generated/index.ts';
import type { Cart, Product } from '../../generated/types.ts';
import { formatNumber, formatPrice } from '../../runtime/components/format.ts';
import { vatPercentage } from '../../runtime/domain/money/vat-percentage.ts';
import { shippingCost } from '../../runtime/domain/shipping/shipping-fee.ts';
import { shopToday } from '../../runtime/domain/time/shop-today.ts';
import { money } from '../../runtime/domain/money/money.ts';
import { callOperation, localeOf, normalised, translator, type Shop } from '../e2e/shop.ts';
import { sidebarAfterAddToCartIn, type AddToCartSidebar } from '../../runtime/domain/cart/add-to-cart-flow.ts';
import { DEMO_DISCOUNT_CODES } from '../../runtime/server/commerce/seed/demo-discounts.ts';
import { effectivePrice } from './product.ts';

/**
 * A product of the country a shopper can buy: published, priced, in stock, more than 10 of it (the first listing's
 * first such); with `volumeGroup`, one whose volume-discount group is set or unset as asked (spec/2 §5); with
 * `sidebar`, one after whose add the flow opens that sidebar (spec/2 §4).
 */
export async function productForSale(
  country: CountryCode,
  wanted: { volumeGroup?: boolean; sidebar?: AddToCartSidebar; complementary?: boolean } = {},
): Promise<Product> {
  const { results: categories } = await callOperation(country, 'getFirstLevelCategories', {});
  for (const category of categories) {
    const listing = await callOperation(country, 'listProductCards', { categoryKey: category.key });
    for (const card of listing.results.filter((candidate) => candidate.availability.isOnStock)) {
      const product = await callOperation(country, 'getProduct', { slug: card.link.split('/').pop()! });
      const grouped = product.attributes.volumeDiscountGroup !== null;
      if (wanted.volumeGroup !== undefined && grouped !== wanted.volumeGroup) continue;
      if (product.price === null || !product.availability.isOnStock || product.availability.availableQuantity <= 10) {
        continue;
      }
      if (wanted.sidebar !== undefined && (await expectedSidebar(country, product.sku)) !== wanted.sidebar) continue;
      if (wanted.complementary !== undefined) {
        const { products } = await callOperation(country, 'getComplementaryProducts', { skus: [product.sku] });
        if (products.length > 0 !== wanted.complementary) continue;
      }
      return product;
    }
  }
  throw new Error(`No product for sale in ${country} as wanted: ${JSON.stringify(wanted)}`);
}

/** The session's cart as the page's own requests see it (the session cookie is the browser's). */
export async function cartOfPage(shop: Shop): Promise<Cart | null> {
  return shop.page.evaluate(async () => {
    const response = await fetch('/api/getMyCart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { cart: Cart | null }).cart;
  });
}

/** The product page's main add-to-cart button (the one in the buy box, not the floating bar's). */
export function mainAddButton(country: CountryCode, shop: Shop) {
  return shop.page
    .locator('.product-page__add')
    .getByRole('button', { name: translator(country)('product.addToCart.button'), exact: true });
}

/** The sidebar the add-to-cart flow must open after adding `sku` to an empty cart (spec/2 §4), as the server says. */
export async function expectedSidebar(country: CountryCode, sku: string): Promise<AddToCartSidebar> {
  const [{ offers }, { products }] = await Promise.all([
    callOperation(country, 'getExtraGuaranteeOffers', { sku }),
    callOperation(country, 'getComplementaryProducts', { skus: [sku] }),
  ]);
  return sidebarAfterAddToCartIn(country, {
    alreadyGuaranteed: false,
    excludedFromGuarantee: offers.length === 0,
    complementaryProductCount: products.length,
  });
}

const SIDEBAR_TITLES: Record<AddToCartSidebar, string> = {
  extraGuarantee: 'cart.guarantee.title',
  complementaryProducts: 'cart.complementary.title',
  cart: 'cart.sidebar.title',
};

/** The sidebar open after an add, by its dialog's name. */
export async function openedSidebar(country: CountryCode, shop: Shop, _sku?: string): Promise<AddToCartSidebar> {
  const t = translator(country);
  const dialog = shop.page.getByRole('dialog');
  await dialog.waitFor();
  const name = normalised(await dialog.locator('h2').first().textContent());
  const kind = (Object.keys(SIDEBAR_TITLES) as AddToCartSidebar[]).find(
    (candidate) => normalised(t(SIDEBAR_TITLES[candidate])) === name,
  );
  if (kind === undefined) throw new Error(`An unknown sidebar opened: ${name}`);
  return kind;
}

/** From the sidebar the flow opened on to the cart sidebar: passing on the guarantee, or going on from the products. */
export async function toCartSidebar(country: CountryCode, shop: Shop): Promise<void> {
  const t = translator(country);
  const dialog = shop.page.getByRole('dialog');
  // The guarantee, then the products that go with the item where there are some, then the cart (spec/2 §4).
  for (let kind = await openedSidebar(country, shop); kind !== 'cart'; kind = await openedSidebar(country, shop)) {
    const next =
      kind === 'extraGuarantee'
        ? dialog.getByRole('button', { name: t('cart.guarantee.skip'), exact: true })
        : // exact: Spanish "Ir a la cesta" is inside every card's "Añadir a la cesta – …".
          dialog.getByRole('button', { name: t('cart.complementary.toCart'), exact: true });
    await next.click();
    await shop.page.getByRole('dialog', { name: t(SIDEBAR_TITLES[kind]) }).waitFor({ state: 'detached' });
  }
}

/** Adds one of the product from its page and checks the sidebar, the header and the totals. Returns the cart. */
export async function addToCartFlow(country: CountryCode, shop: Shop, product: Product): Promise<Cart> {
  const { page } = shop;
  const t = translator(country);
  const locale = localeOf(country);
  await shop.open(country, product.link);
  await mainAddButton(country, shop).click();

  // spec/2 §4 Add-to-cart flow: the guarantee sidebar, the complementary products or the cart, as the country's flags
  // and the product's offers say; then on to the cart sidebar (a modal dialog).
  expect(await openedSidebar(country, shop, product.sku)).toBe(await expectedSidebar(country, product.sku));
  await toCartSidebar(country, shop);
  const sidebar = page.getByRole('dialog', { name: t('cart.sidebar.title') });
  await sidebar.waitFor();
  await sidebar.getByRole('link', { name: product.name }).waitFor();

  const cart = await cartOfPage(shop);
  expect(cart, 'the server holds no cart after the add').not.toBeNull();
  expect(cart!.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[product.sku, 1]]);

  // The totals the server computed, as the sidebar writes them: price, shipping by the country's fee and threshold,
  // the country's VAT rate, the total.
  const price = effectivePrice(product)!;
  expect(cart!.lineItems[0]!.totalPrice.centAmount).toBe(price.centAmount);
  expect(cart!.totalPrice.currencyCode).toBe(COUNTRIES[country].currency);
  const shipping = shippingCost(
    country,
    {
      total: money(price.centAmount, price.currencyCode as never),
      items: [{ freight: product.attributes.freight }],
    },
    shopToday(new Date()),
  );
  expect(cart!.shippingInfo?.price.centAmount).toBe(shipping.fee.centAmount);
  expect(cart!.totalPrice.centAmount).toBe(price.centAmount + shipping.fee.centAmount);

  const text = normalised(await sidebar.textContent());
  const shown = (amount: { centAmount: number; currencyCode: string }) => normalised(formatPrice(amount, locale));
  expect(text).toContain(shown(cart!.totalPrice));
  expect(text).toContain(
    normalised(shipping.fee.centAmount === 0 ? t('cart.totals.free') : formatPrice(shipping.fee, locale)),
  );
  expect(text).toContain(normalised(t('cart.totals.vat', { rate: formatNumber(vatPercentage(country), locale) })));

  // spec/1 §2.3 the header's cart button: one item, the gross total.
  const summary = t('frame.cart.summary', { count: 1, total: formatPrice(cart!.totalPrice, locale) });
  await page.getByRole('banner').getByRole('button', { name: summary }).waitFor({ state: 'attached' });
  return cart!;
}

/**
 * From the sidebar to the checkout's cart step, where the country's checkout is open (spec/2 §2); a quantity change
 * there reaches the server and the totals. Where checkout is closed, the sidebar says so and links nowhere.
 */
export async function checkoutCartFlow(country: CountryCode, shop: Shop, product: Product): Promise<void> {
  const { page } = shop;
  const t = translator(country);
  const locale = localeOf(country);
  const sidebar = page.getByRole('dialog', { name: t('cart.sidebar.title') });
  const toCart = sidebar.getByRole('link', { name: t('cart.sidebar.toCart'), exact: true });
  if (COUNTRIES[country].flags.checkoutDisabled) {
    expect(await toCart.count()).toBe(0);
    expect(normalised(await sidebar.textContent())).toContain(normalised(t('cart.sidebar.checkoutClosed')));
    return;
  }
  await toCart.click();
  await page.waitForURL((url) => url.pathname.endsWith('/checkout/cart'));
  // The sidebar closes on the route change (spec/2 §2).
  await sidebar.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: t('cart.page.title') }).waitFor();
  const step = page.getByRole('navigation', { name: t('cart.page.steps') }).locator('[aria-current="step"]');
  expect(normalised(await step.textContent())).toContain(normalised(t('cart.page.stepName.cart')));

  const main = page.getByRole('main');
  await main.getByRole('link', { name: product.name }).waitFor();
  // Accessories for the cart's products (spec/2 §5), as the server names them.
  const { products: accessories } = await callOperation(country, 'getComplementaryProducts', { skus: [product.sku] });
  if (accessories.length > 0) {
    const region = main.getByRole('region', { name: t('cart.complementary.title') });
    await region.waitFor();
    const names = await region.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.map(normalised)).toEqual(accessories.map((accessory) => normalised(accessory.name)));
  }
  await main.getByRole('button', { name: t('cart.line.increase'), exact: true }).click();
  // The change goes to the server after the debounce, and the page shows the server's answer.
  await expect.poll(async () => (await cartOfPage(shop))?.lineItems[0]?.quantity, { timeout: 5000 }).toBe(2);
  const cart = (await cartOfPage(shop))!;
  await main
    .locator('.cart-totals__row--total')
    .filter({ hasText: normalised(formatPrice(cart.totalPrice, locale)).split(' ')[0]! })
    .waitFor();
  expect(normalised(await main.locator('.cart-totals__row--total').textContent())).toContain(
    normalised(formatPrice(cart.totalPrice, locale)),
  );
  await couponFlow(country, shop);
}

/**
 * The coupon field of the cart step (spec/2 §4, §7 apply cart coupon), with the seed's demo codes: a code of another
 * store is refused in the shopper's language (where the country's store is not the code's), the code valid in every
 * store takes effect — its state, the discount row — and is removed again.
 */
async function couponFlow(country: CountryCode, shop: Shop): Promise<void> {
  const t = translator(country);
  const main = shop.page.getByRole('main');
  const field = main.getByRole('textbox', { name: t('cart.coupon.label') });
  const apply = main.getByRole('button', { name: t('cart.coupon.apply'), exact: true });
  const store = COUNTRIES[country].storeId;
  const foreign = DEMO_DISCOUNT_CODES.find(
    (code) => code.isActive && code.stores.length > 0 && !code.stores.includes(store),
  );
  if (foreign !== undefined) {
    // A refused code is a 400 answer, which Chromium reports on its console.
    shop.allowConsole(/status of 400/);
    await field.fill(foreign.code);
    await apply.click();
    await main
      .getByRole('alert')
      .filter({ hasText: t('cart.coupon.otherStore', { code: foreign.code }) })
      .waitFor();
  }
  const everywhere = DEMO_DISCOUNT_CODES.find(
    (code) =>
      code.isActive &&
      code.stores.length === 0 &&
      code.validFrom === null &&
      code.validUntil === null &&
      code.maxApplications === null,
  )!;
  await field.fill(everywhere.code);
  await apply.click();
  await main
    .getByRole('status')
    .filter({ hasText: t('cart.coupon.applied', { code: everywhere.code }) })
    .waitFor();
  const cart = (await cartOfPage(shop))!;
  expect(cart.discountCodes.map((entry) => [entry.discountCode.code, entry.state])).toEqual([
    [everywhere.code, 'MatchesCart'],
  ]);
  expect(cart.totalDiscount.centAmount).toBeGreaterThan(0);
  await main.locator('.cart-totals__row--discount').waitFor();
  await main.getByRole('button', { name: t('cart.coupon.remove', { code: everywhere.code }) }).click();
  await main.locator('.cart-totals__row--discount').waitFor({ state: 'detached' });
}
