// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaticRenderedBlock } from '../../view/block-types.ts';
import { ComparisonTable } from '../../components/product/ComparisonTable.tsx';
import { ProductReviews } from '../../components/product/ProductReviews.tsx';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import type { ProductData } from './+data.ts';
import Page from './+Page.tsx';
import { sampleProduct, type ProductOverrides } from '../../../tests/fixtures/product-fixture.ts';
import { comparisonView, productView, relatedView, reviewsView } from '../../view/product-view.ts';

afterEach(cleanup);

/** A part the server renders (+data.ts), as its HTML. */
function staticPart(block: string, element: ReactElement): StaticRenderedBlock {
  const { container, unmount } = renderInShop(element, { url: PRODUCT_URL });
  const html = container.innerHTML;
  unmount();
  return { block, html };
}

function pageData(overrides: ProductOverrides = {}): ProductData {
  const product = sampleProduct(overrides);
  const view = productView(product, {
    country: 'de',
    today: '2026-03-05',
    timeZone: 'Europe/Bratislava',
    categoryLink: (slug) => `/${slug}/`,
  });
  const reviews = reviewsView({ results: [], total: 0 }, 1, 'rating', 'Europe/Bratislava');
  const comparison = comparisonView(product, [sampleProduct({ sku: 'EX30000002', name: 'Similar drill' })]);
  return {
    product: view,
    reviews: staticPart(
      'product-reviews',
      <ProductReviews rating={view.rating} reviews={reviews} basePath={view.link} />,
    ),
    related: relatedView(product, [sampleProduct({ sku: 'EX10000001', name: 'Akku 2 Ah' })]),
    comparison:
      comparison &&
      staticPart('product-comparison', <ComparisonTable comparison={comparison} productName={view.name} />),
    categoryBar: { chips: [], hideOnSale: true },
    seo: { title: '', description: '', canonicalPath: product.link, alternates: {} },
  };
}

const PRODUCT_URL = 'http://de.localhost:3000/kraftwerk-cordless-drills-kx200-30000001';

function renderPage(data: ProductData) {
  return renderInShop(<Page />, { url: PRODUCT_URL, data });
}

describe('the product page (spec/1 §2.1; spec/3 §3)', () => {
  it('names the product, its brand and SKU, with breadcrumbs from home through its categories', () => {
    const { container } = renderPage(pageData());
    expect(screen.getByRole('heading', { level: 1, name: 'Kraftwerk Cordless Drill KX200' })).toBeTruthy();
    expect(container.querySelector('.product-page__brand')?.textContent).toBe('Kraftwerk');
    expect(screen.getByText('Art.-Nr. EX30000001')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Startseite', '/'],
      ['Power tools', '/power-tools/'],
      ['Drills', '/drills/'],
      ['Cordless drills', '/cordless-drills/'],
    ]);
    expect(within(crumbs).getByText('Kraftwerk Cordless Drill KX200').getAttribute('aria-current')).toBe('page');
  });

  it('shows price with tax note, availability with delivery date, highlights and the details', () => {
    const { container } = renderPage(pageData());
    expect(screen.getByText('inkl. 19 % MwSt.')).toBeTruthy();
    expect(container.querySelector('.availability')?.textContent).toContain('Auf Lager');
    expect(screen.getByText('Lieferung bis 11.03.2026')).toBeTruthy();
    expect(screen.getByText('LED light')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Technische Daten' });
    expect(within(details).getByRole('rowheader', { name: 'Leistung' }).nextElementSibling?.textContent).toBe('650 W');
    expect(screen.getByRole('rowheader', { name: 'Länge' }).nextElementSibling?.textContent).toBe('30 cm');
    expect(screen.getByRole('rowheader', { name: 'Bruttogewicht' }).nextElementSibling?.textContent).toBe('1,8 kg');
  });

  it('shows the description as text, one paragraph per block, markup inert', () => {
    const { container } = renderPage(pageData({ description: 'First <img src=x onerror=alert(1)>\n\nSecond' }));
    const section = screen.getByRole('region', { name: 'Beschreibung' });
    expect(
      within(section)
        .getAllByText(/First|Second/)
        .map((p) => p.textContent),
    ).toEqual(['First <img src=x onerror=alert(1)>', 'Second']);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a technical detail without a translation by its name', () => {
    renderPage(pageData({ attributes: { techdetails: [{ name: 'ipRating', value: 'IP54' }] } }));
    const details = screen.getByRole('region', { name: 'Technische Daten' });
    expect(within(details).getByRole('rowheader', { name: 'ipRating' }).nextElementSibling?.textContent).toBe('IP54');
  });

  it('shows the energy label only when the product has an energy class (spec/3 §3)', () => {
    const { container } = renderPage(pageData({ attributes: { energyClass: 'B' } }));
    expect(screen.getByText('Energieeffizienzklasse B')).toBeTruthy();
    expect(container.querySelector('.energy-label--b')).toBeTruthy();
    cleanup();
    renderPage(pageData());
    expect(screen.queryByText(/Energieeffizienzklasse/)).toBeNull();
  });

  it('links the rating to the reviews, and has reviews, related products, comparison and the add-to-cart bar', () => {
    renderPage(pageData());
    expect(screen.getByRole('link', { name: '12 Bewertungen' }).getAttribute('href')).toBe('#reviews');
    expect(screen.getByRole('heading', { level: 2, name: 'Kundenbewertungen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Passendes Zubehör' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mit ähnlichen Produkten vergleichen' })).toBeTruthy();
    // The main button in the buy box, and the floating bar's, which stays inert until the main one scrolls away.
    const [main, floating] = screen.getAllByRole('button', { name: 'In den Warenkorb' });
    expect(main!.closest('.product-page__add')).toBeTruthy();
    expect(main!.hasAttribute('disabled')).toBe(false);
    expect(floating!.closest('.sticky-cart')!.hasAttribute('inert')).toBe(true);
  });

  it('leaves out what the product lacks: rating link, related products, comparison', () => {
    const data = pageData({ reviewRatingStatistics: { averageRating: 0, count: 0, ratingsDistribution: {} } });
    renderPage({ ...data, related: [], comparison: null });
    expect(screen.queryByRole('link', { name: /Bewertungen/ })).toBeNull();
    expect(screen.getByText('Noch keine Bewertungen')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Passendes Zubehör' })).toBeNull();
    expect(screen.queryByRole('table', { name: /im Vergleich/ })).toBeNull();
  });
});
