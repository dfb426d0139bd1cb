// The checkout as a shopper goes through it (spec/2 §2, §4, §5): from the cart step to the addresses
// (e-mail, client type, billing address, VAT ID for companies), the payment step with the methods the country's rules
// offer, the provider's hosted pages where the method is the card provider's, and the thank-you page. A flow of the
// browser tests and of the market matrix.
import { expect } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../generated/index.ts';
import type { Cart, Order } from '../../generated/types.ts';
import { formatPrice } from '../../runtime/components/format.ts';
import { localeOf, normalised, translator, type Shop } from '../e2e/shop.ts';
import { cartOfPage } from './cart.ts';
import { isShopPaymentMethod } from '../../runtime/domain/checkout/shop-payment.ts';
import { vatIdVerdict } from '../../runtime/server/integrations/vat-check/vat-id-rules.ts';
import { pageLocale, type ProviderTexts } from '../../runtime/server/integrations/payment/test-provider-texts.ts';

/** The address a shopper of `country` types: the country's postal-code example, a street number with a digit. */
export function shopperAddress(country: CountryCode) {
  return {
    email: `shopper.${country}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetName: 'Market Street',
    streetNumber: '12',
    postalCode: COUNTRIES[country].address.postalCode.example ?? '1000',
    city: 'Capital',
    phone: '+421 900 123 456',
  };
}

/** A field of the addresses page by its label (the label says "*" after a required field's name). */
function field(shop: Shop, form: 'billing' | 'shipping', name: string) {
  return shop.page.locator(`#${form}-${name}`);
}

/** The Google Pay express button of the cart step, and the embedded test wallet it opens (spec/2 §5 Google Pay). */
export async function openTestWallet(country: CountryCode, shop: Shop) {
  const t = translator(country);
  await shop.page.getByRole('button', { name: t('checkout.googlePay.button') }).click();
  const sheet = shop.page.getByRole('dialog', { name: t('checkout.googlePay.testWallet.title') });
  await sheet.waitFor();
  return sheet;
}

/** From the cart step to the addresses (spec/2 §2: step 2). */
export async function toAddresses(country: CountryCode, shop: Shop): Promise<void> {
  const t = translator(country);
  await shop.page.getByRole('link', { name: t('cart.page.toCheckout') }).click();
  await shop.page.waitForURL((url) => url.pathname.endsWith('/checkout/addresses'));
  await shop.page.getByRole('heading', { level: 1, name: t('pages.service.checkoutAddresses') }).waitFor();
}

/**
 * Fills the addresses page and goes on to the payment (spec/2 §2: step 4). A company gives its name and, optionally,
 * a VAT ID, checked on blur (spec/3 §5); `vatMessage` is then awaited.
 */
export async function fillAddresses(
  country: CountryCode,
  shop: Shop,
  options: { company?: { name: string; vatNumber?: string; expect?: string } } = {},
): Promise<void> {
  const t = translator(country);
  const { page } = shop;
  const address = shopperAddress(country);
  await page.locator('#billing-email').waitFor();
  const clientType = page.getByRole('radio', {
    name: t(options.company ? 'checkout.addresses.company' : 'checkout.addresses.private'),
  });
  await clientType.check();
  await field(shop, 'billing', 'email').fill(address.email);
  if (options.company) {
    await field(shop, 'billing', 'company').fill(options.company.name);
    if (options.company.vatNumber !== undefined) {
      await field(shop, 'billing', 'vatNumber').fill(options.company.vatNumber);
      await field(shop, 'billing', 'firstName').click();
      if (options.company.expect) await page.getByText(options.company.expect, { exact: true }).waitFor();
    }
  }
  for (const name of ['firstName', 'lastName', 'streetName', 'streetNumber', 'postalCode', 'city', 'phone'] as const) {
    await field(shop, 'billing', name).fill(address[name]);
  }
  await page.getByRole('button', { name: t('checkout.addresses.submit') }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/checkout/payment'));
  await page
    .getByRole('group', { name: t('checkout.payment.choose') })
    .getByRole('radio')
    .first()
    .waitFor();
}

/** Chooses a payment method on the payment step (its name in the shopper's language) and pays or places the order. */
export async function payWith(country: CountryCode, shop: Shop, method: string): Promise<void> {
  const t = translator(country);
  const { page } = shop;
  await page.getByRole('radio', { name: t(`checkout.payment.method.${method}`), exact: true }).check();
  const provider = !isShopPaymentMethod(method);
  await page
    .getByRole('button', { name: t(provider ? 'checkout.payment.pay' : 'checkout.payment.placeOrder') })
    .click();
}

/**
 * The shop sends the shopper to the provider's hosted session (Hosted Checkout, ADR 029), which goes on to the page of
 * the one method the shopper chose in the shop; answers once that page is open.
 */
async function onHostedMethodPage(shop: Shop): Promise<ProviderTexts> {
  await shop.page.waitForURL((url) => url.pathname.startsWith('/test-psp/hosted/'));
  // The page speaks the shopper's language (the payment's shopperLocale), as its lang says.
  return pageLocale(await shop.page.locator('html').getAttribute('lang')).texts;
}

/** On the provider's hosted card page: the card, then the issuer's password step. */
export async function payOnHostedCardPage(shop: Shop, holderName = 'Ada Lovelace'): Promise<void> {
  const { page } = shop;
  const texts = await onHostedMethodPage(shop);
  await page.getByLabel(texts.cardNumber).fill('4111 1111 1111 1111');
  await page.getByLabel(texts.expiryDate).fill('03/30');
  await page.getByLabel(texts.securityCode).fill('737');
  await page.getByLabel(texts.nameOnCard).fill(holderName);
  await page.locator('button[value="pay"]').click();
  await page.getByLabel(texts.issuerPassword).fill('password');
  await page.getByRole('button', { name: texts.confirm, exact: true }).click();
}

/** On a redirect method's hosted page (PayPal, iDEAL, Klarna…): the payment authorised. */
export async function authoriseOnHostedPage(shop: Shop): Promise<void> {
  const texts = await onHostedMethodPage(shop);
  await shop.page.getByRole('button', { name: texts.authorise, exact: true }).click();
}

/** The thank-you page of the order just placed: its number as shown, and the order as the server has it. */
export async function thankYou(country: CountryCode, shop: Shop): Promise<Order> {
  const t = translator(country);
  const { page } = shop;
  await page.waitForURL((url) => /\/checkout\/thank-you\/[\w-]+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: t('pages.service.checkoutThankYou') }).waitFor();
  const orderId = page.url().split('/').pop()!;
  const order = await page.evaluate(async (id) => {
    const response = await fetch('/api/getMyOrders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ where: { id } }),
    });
    return ((await response.json()) as { orders: { results: Order[] } }).orders.results[0]!;
  }, orderId);
  expect(normalised(await page.locator('.thank-you__number strong').textContent())).toBe(order.displayOrderNumber);
  // The cart button is hidden on the thank-you page (spec/2 §2).
  expect(await page.getByRole('banner').locator('.header__cart').count()).toBe(0);
  await thankYouAddsUp(country, shop, order);
  return order;
}

/**
 * spec/2 §2, §3: the thank-you page's figures add up to its total, as the payment step's did — each line before its
 * discount, the products (their sum), the discount, shipping or freight, the cash-on-delivery fee, the total — and each
 * figure shown is the order's, in the shop's money format.
 */
export async function thankYouAddsUp(country: CountryCode, shop: Shop, order: Order): Promise<void> {
  const locale = localeOf(country);
  const t = translator(country);
  const money = (centAmount: number) => normalised(formatPrice({ ...order.totalPrice, centAmount }, locale));
  const lines = order.lineItems.map((line) => line.totalPrice.centAmount + (line.discount?.amount.centAmount ?? 0));
  const products = lines.reduce((sum, amount) => sum + amount, 0);
  const discount = order.totalDiscount.centAmount;
  const shipping = order.shippingInfo?.price.centAmount ?? 0;
  const fee = order.custom.codFee?.centAmount ?? 0;
  expect(products - discount + shipping + fee, 'products − discount + shipping + fee = total').toBe(
    order.totalPrice.centAmount,
  );
  const main = shop.page.getByRole('main');
  const shownLines = await main.locator('.thank-you__lines li > span:last-child').allTextContents();
  expect(shownLines.map(normalised)).toEqual(lines.map(money));
  const rows = main.locator('.thank-you .cart-totals__row');
  const row = async (name: string) =>
    normalised(
      await rows
        .filter({ has: shop.page.locator('dt', { hasText: name }) })
        .first()
        .locator('dd')
        .textContent(),
    );
  expect(await row(t('cart.totals.subtotal'))).toBe(money(products));
  if (discount > 0) expect(await row(t('cart.totals.discount'))).toBe(`−${money(discount)}`);
  if (order.shippingInfo !== null) {
    const name = t(
      order.shippingInfo.shippingMethodName === 'freight'
        ? 'cart.totals.shippingFreight'
        : 'cart.totals.shippingParcel',
    );
    expect(await row(name)).toBe(shipping === 0 ? t('cart.totals.free') : money(shipping));
  }
  if (fee > 0) expect(await row(t('checkout.payment.codFeeRow'))).toBe(money(fee));
  expect(normalised(await main.locator('.thank-you .cart-totals__row--total dd').textContent())).toBe(
    money(order.totalPrice.centAmount),
  );
}

/**
 * What a phone's shopper cannot use on a purchase page: a control smaller than a 44 px touch target (a radio or a
 * checkbox counts by its label's row), or text fields under 16 px (a phone's browser zooms into them on focus). Each
 * as "what: measure".
 */
export async function untouchableControls(shop: Shop): Promise<string[]> {
  return shop.page.getByRole('main').evaluate((main) => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent || (element as HTMLInputElement).name || '').trim().slice(0, 40)}"`;
    for (const element of main.querySelectorAll('input, select, textarea, button, a.button')) {
      if (!visible(element)) continue;
      const input = element as HTMLInputElement;
      const choice = input.type === 'radio' || input.type === 'checkbox';
      const target = choice ? (input.closest('label') ?? input.parentElement!) : element;
      const height = target.getBoundingClientRect().height;
      if (height < 44) problems.push(`${name(target)}: ${Math.round(height)} px high`);
      if (!choice && element.matches('input, select, textarea')) {
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (size < 16) problems.push(`${name(element)}: ${size} px text`);
      }
    }
    return problems;
  });
}

/** The cart as the page's session holds it, once it has lines. */
export async function cartWithLines(shop: Shop): Promise<Cart> {
  await expect.poll(async () => (await cartOfPage(shop))?.lineItems.length ?? 0).toBeGreaterThan(0);
  return (await cartOfPage(shop))!;
}

/**
 * A VAT number of `country` the embedded checker finds valid (format and check digits, spec/3 §7): the country's
 * placeholder with its last digits tried until they make one — not a test id, which a production server refuses.
 */
export function validVatNumber(country: CountryCode): string {
  const placeholder = COUNTRIES[country].address.vat.placeholder;
  const digits = placeholder.replace(/\d/g, (digit, index: number) => String((Number(digit) + index) % 10));
  for (let tail = 0; tail < 1000; tail++) {
    const candidate = digits.slice(0, -3) + String(tail).padStart(3, '0');
    if (vatIdVerdict(country, candidate) === 'valid') return candidate;
  }
  throw new Error(`No valid VAT number found for ${country} near ${placeholder}`);
}
