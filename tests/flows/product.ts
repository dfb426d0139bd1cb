// The product page (spec/1 §2.1 "/{slug?} … product page", §7 "Product load when on a product page"; SEO
// JSON-LD; spec/3 §3 reviews) opened from a listing as a shopper does: its name, its price in the locale's format and
// currency, its structured data and its reviews. A flow of the browser tests and of the market matrix.
import { expect } from 'vitest';
import type { CountryCode } from '../../generated/index.ts';
import type { Product } from '../../generated/types.ts';
import { formatPrice } from '../../runtime/components/format.ts';
import { callOperation, localeOf, normalised, productLinks, translator, type Shop } from '../e2e/shop.ts';

/** The price a shopper pays: the discounted one while it is active (spec/2 §3). */
export function effectivePrice(product: Product) {
  const price = product.price;
  if (price === null) return null;
  return price.discounted?.isActive ? price.discounted.value : price.value;
}

/** From a listing's first card to its product page, and that page loaded fresh. Returns the product. */
export async function productFlow(country: CountryCode, shop: Shop): Promise<Product> {
  const { page } = shop;
  const t = translator(country);
  const { results } = await callOperation(country, 'getFirstLevelCategories', {});
  const category = results[0]!;
  await shop.open(country, category.link);
  const [link] = await productLinks(page);
  expect(link, 'the listing links to no product').toBeDefined();
  const product = await callOperation(country, 'getProduct', { slug: link!.split('/').pop()! });

  // A shopper clicks the card (client-side navigation: the page's data comes as JSON).
  await page.getByRole('main').locator(`a[href="${link}"]`).first().click();
  await page.waitForURL((url) => url.pathname === product.link);

  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: product.name }).waitFor();
  expect(normalised(await heading.textContent())).toBe(normalised(product.name));

  const price = effectivePrice(product);
  expect(price, `${product.sku} has no price in ${country}`).not.toBeNull();
  const main = normalised(await page.getByRole('main').textContent());
  expect(main).toContain(normalised(formatPrice(price!, localeOf(country))));

  // The reviews section (spec/3 §3 review list), a landmark named by its heading.
  await page.getByRole('region', { name: t('product.reviews.heading'), exact: true }).waitFor();

  // Structured data (SEO): parseable JSON naming the product, in the document the server sends — what a
  // crawler reads (vike-react renders +Head on the server only, so it is checked on a fresh load).
  const loaded = await shop.open(country, product.link);
  expect(loaded?.status()).toBe(200);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.length, 'no JSON-LD').toBeGreaterThan(0);
  const documents = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const graph = documents.flatMap((document) =>
    Array.isArray(document['@graph']) ? (document['@graph'] as Record<string, unknown>[]) : [document],
  );
  const described = graph.find((entry) => entry['@type'] === 'Product');
  expect(described, 'no schema.org Product').toBeDefined();
  expect(described!.name).toBe(product.name);
  await page.getByRole('region', { name: t('product.reviews.heading'), exact: true }).waitFor();
  return product;
}
