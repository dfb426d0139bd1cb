// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { ProductAvailability } from './ProductAvailability.tsx';
import { sampleView } from '../../../tests/fixtures/product-test-views.ts';

afterEach(cleanup);

describe('ProductAvailability (spec/2 §3 availability, §5 delivery date, §9 low stock)', () => {
  it('shows in stock and the delivery estimate as day.month.year', () => {
    const { availability } = sampleView();
    renderInShop(<ProductAvailability availability={availability} />, { url: 'http://ie.localhost:3000/' });
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('Delivered by 11.03.2026')).toBeTruthy();
  });

  it('shows out of stock, without a delivery estimate', () => {
    const { availability } = sampleView({ availability: { isOnStock: false, availableQuantity: 0 } });
    renderInShop(<ProductAvailability availability={availability} />, { url: 'http://ie.localhost:3000/' });
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText(/Delivered by/)).toBeNull();
  });

  it('shows the low-stock hint in the language’s plural form', () => {
    const cheap = {
      price: { value: { centAmount: 2000, currencyCode: 'PLN', fractionDigits: 2 }, discounted: null },
      availability: { isOnStock: true, availableQuantity: 3 },
    };
    renderInShop(<ProductAvailability availability={sampleView(cheap, 'pl').availability} />, {
      url: 'http://pl.localhost:3000/',
    });
    expect(screen.getByText(/Zostały tylko 3 sztuki/)).toBeTruthy();
  });

  it('shows no low-stock hint while plenty is left', () => {
    renderInShop(<ProductAvailability availability={sampleView().availability} />, {
      url: 'http://ie.localhost:3000/',
    });
    expect(screen.queryByText(/Only/)).toBeNull();
  });
});
