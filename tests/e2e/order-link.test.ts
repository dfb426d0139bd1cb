// ADR 039 in a real browser: the order confirmation e-mail's "View order" link opens the order in a FRESH browser —
// no cookie of the session that ordered, as a phone's mail app or another computer — with its number and its lines,
// on a desktop and on a 390 × 844 touch screen; the token leaves the address bar and a reload still shows the order;
// a tampered link shows the page's "not found".
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import type { Order } from '../../generated/types.ts';
import { addToCartFlow, productForSale } from '../flows/cart.ts';
import { cartWithLines, fillAddresses, payWith, thankYou, toAddresses } from '../flows/checkout.ts';
import { normalised, shopUrl, test, translator, type Shop } from './shop.ts';

const { database } = inject('e2e');
const country = 'sk';

/** A bank-transfer order placed in the browser of `shop`, as the thank-you page reads it. */
async function placeOrder(shop: Shop): Promise<Order> {
  await addToCartFlow(country, shop, await productForSale(country));
  await shop.open(country, '/checkout/cart');
  await cartWithLines(shop);
  await toAddresses(country, shop);
  await fillAddresses(country, shop);
  await payWith(country, shop, 'bankTransfer');
  return thankYou(country, shop);
}

/** The "View order" link of the order's confirmation, read from the shop's outbox (sent just after the order). */
async function mailedLink(order: Order): Promise<string> {
  const store = new Database(database, { readonly: true, fileMustExist: true });
  try {
    const find = store
      .prepare<[string], string>(`select text from outbox where kind = 'order-confirmation' and text like ?`)
      .pluck();
    await expect.poll(() => find.get(`%/checkout/thank-you/${order.id}?%`) ?? null).not.toBeNull();
    const links = find.get(`%/checkout/thank-you/${order.id}?%`)!.match(/https?:\/\/\S+\/checkout\/thank-you\/\S+/g);
    expect(links).toHaveLength(1);
    return links![0]!;
  } finally {
    store.close();
  }
}

/** A browser context sharing nothing with the one that ordered; fails the test on a console error. */
async function freshContext(shop: Shop, touch: boolean): Promise<{ context: BrowserContext; problems: string[] }> {
  const context = await shop.context
    .browser()!
    .newContext(
      touch
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 900 } },
    );
  context.setDefaultTimeout(10_000);
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught error: ${error.error().message}`));
  return { context, problems };
}

describe('the order confirmation e-mail’s link (ADR 039)', () => {
  test.for([
    ['desktop', false],
    ['phone (390 × 844, touch)', true],
  ] as const)('%s: opens the order in a fresh browser, and only with its token', async ([, touch], { shop }) => {
    const t = translator(country);
    const order = await placeOrder(shop);
    const link = await mailedLink(order);
    const url = new URL(link);
    // The mail links to the shop's configured origin; this run's server answers the same path on its port.
    const local = shopUrl(country, `${url.pathname}${url.search}`);
    expect(url.searchParams.get('access')).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);

    const { context, problems } = await freshContext(shop, touch);
    try {
      expect(await context.cookies()).toEqual([]);
      const page = await context.newPage();
      await page.goto(local);
      const number = page.locator('.thank-you__number strong');
      await number.waitFor();
      expect(normalised(await number.textContent())).toBe(order.displayOrderNumber);
      const lines = page.locator('.thank-you__lines li');
      expect(await lines.count()).toBe(order.lineItems.length);
      for (const line of order.lineItems) await lines.filter({ hasText: line.name }).waitFor();
      // The token leaves the address bar (history, bookmarks, a shared screenshot); a reload still shows the order.
      expect(new URL(page.url()).searchParams.has('access')).toBe(false);
      expect(new URL(page.url()).pathname).toBe(url.pathname);
      await page.reload();
      await number.waitFor();
      expect(normalised(await number.textContent())).toBe(order.displayOrderNumber);

      // Another fresh browser with the link tampered sees what any stranger sees: the page's "not found".
      const { context: other, problems: otherProblems } = await freshContext(shop, touch);
      try {
        const stranger = await other.newPage();
        const access = url.searchParams.get('access')!;
        const tampered = `${access.slice(0, -2)}${access.at(-2) === 'A' ? 'B' : 'A'}${access.at(-1)!}`;
        await stranger.goto(shopUrl(country, `${url.pathname}?access=${tampered}`));
        await stranger.getByText(t('checkout.thankYou.notFound')).waitFor();
        expect(await stranger.locator('.thank-you__number').count()).toBe(0);
        await stranger.goto(shopUrl(country, url.pathname));
        await stranger.getByText(t('checkout.thankYou.notFound')).waitFor();
        expect(otherProblems).toEqual([]);
      } finally {
        await other.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    expect(shop.problems()).toEqual([]);
  });
});
