// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleProduct } from '../../../tests/fixtures/product-fixture.ts';
import { comparisonView } from '../../view/product-view.ts';
import { ComparisonTable } from './ComparisonTable.tsx';

afterEach(cleanup);

const product = sampleProduct({ attributes: { energyClass: 'A' } });
const similar = [
  sampleProduct({
    sku: 'EX30000011',
    name: 'Similar out of stock',
    availability: { isOnStock: false, availableQuantity: 0 },
    reviewRatingStatistics: { averageRating: 0, count: 0, ratingsDistribution: {} },
  }),
  sampleProduct({
    sku: 'EX30000012',
    name: 'Similar popular',
    tags: ['popular'],
    attributes: { techdetails: [{ name: 'power', value: '900 W' }] },
  }),
];

function renderTable(url = 'http://ie.localhost:3000/') {
  return renderInShop(<ComparisonTable comparison={comparisonView(product, similar)!} productName={product.name} />, {
    url,
  });
}

describe('ComparisonTable (spec/3 §7 Comparison)', () => {
  it('is a table captioned with the product, the products as column headers in ranking order', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Kraftwerk Cordless Drill KX200 compared with similar products' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'This productKraftwerk Cordless Drill KX200',
      'Similar popular',
      'Similar out of stock',
    ]);
    expect(within(headers[0]!).queryByRole('link')).toBeNull();
    expect(within(headers[1]!).getByRole('link').getAttribute('href')).toBe(
      '/kraftwerk-cordless-drills-kx200-30000012',
    );
  });

  it('compares price, rating, availability and the attributes in rows, a missing value as a dash', () => {
    renderTable();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    const names = rows.map((row) => within(row).getByRole('rowheader').textContent);
    expect(names).toEqual(['Price', 'Rating', 'Availability', 'Power', 'Weight', 'Warranty', 'Brand', 'Energy class']);
    expect(cells[0]).toEqual(['Price: €149.90', 'Price: €149.90', 'Price: €149.90']);
    expect(cells[1]).toEqual(['4.3 out of 5 (12 reviews)', '4.3 out of 5 (12 reviews)', '-']);
    expect(cells[2]).toEqual(['In stock', 'In stock', 'Out of stock']);
    expect(cells[3]).toEqual(['650 W', '900 W', '650 W']);
    expect(cells[4]).toEqual(['1.4 kg', '-', '1.4 kg']);
    expect(cells[7]).toEqual(['A', '-', '-']);
  });

  it('can be scrolled sideways with the keyboard', () => {
    renderTable();
    const region = screen.getByRole('region', {
      name: 'Kraftwerk Cordless Drill KX200 compared with similar products',
    });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('region', { name: 'Compare with similar products' }).contains(region)).toBe(true);
  });

  it('translates the compared features', () => {
    renderTable('http://de.localhost:3000/');
    expect(screen.getByRole('rowheader', { name: 'Leistung' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Energieklasse' })).toBeTruthy();
  });
});
