// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { ProductPrice } from './ProductPrice.tsx';
import { sampleView } from '../../../tests/fixtures/product-test-views.ts';

afterEach(cleanup);

const price = (centAmount: number, currencyCode: string) => ({
  value: { centAmount, currencyCode, fractionDigits: 2 },
  discounted: null,
});

describe('ProductPrice (spec/2 §3 price; §5 VAT percentage and price disclaimer)', () => {
  it('shows the German price with "inkl. 19 % MwSt." and the price disclaimer (DE shows one)', () => {
    const view = sampleView({ taxRate: 0.19 }, 'de');
    renderInShop(<ProductPrice price={view.price} />, { url: 'http://de.localhost:3000/' });
    expect(screen.getByText('149,90 €')).toBeTruthy();
    expect(screen.getByText('inkl. 19 % MwSt.')).toBeTruthy();
    expect(screen.getByText('Onlinepreis. Versandkosten werden im Warenkorb berechnet.')).toBeTruthy();
  });

  it('writes the Finnish 25.5 % with a decimal comma, with the disclaimer', () => {
    const view = sampleView({ taxRate: 0.255 }, 'fi');
    renderInShop(<ProductPrice price={view.price} />, { url: 'http://fi.localhost:3000/' });
    expect(screen.getByText('sis. alv 25,5 %')).toBeTruthy();
    expect(screen.getByText(/Toimituskulut lisätään ostoskorissa/)).toBeTruthy();
  });

  it('shows Swiss VAT without a disclaimer (CH has none), in each language’s words', () => {
    const view = sampleView({ taxRate: 0.081, price: price(16900, 'CHF') }, 'ch');
    const { container } = renderInShop(<ProductPrice price={view.price} />, { url: 'http://ch.localhost:3000/' });
    // Swiss German writes the decimal point (8.1), and MWST.
    expect(screen.getByText('inkl. 8.1 % MWST')).toBeTruthy();
    expect(container.querySelector('.product-price__disclaimer')).toBeNull();
    cleanup();
    renderInShop(<ProductPrice price={view.price} />, { url: 'http://ch.localhost:3000/fr/' });
    expect(screen.getByText('dont TVA 8,1 %')).toBeTruthy();
  });

  it('shows British VAT without a disclaimer (GB has none)', () => {
    const view = sampleView({ taxRate: 0.2, price: price(12900, 'GBP') }, 'gb');
    const { container } = renderInShop(<ProductPrice price={view.price} />, { url: 'http://gb.localhost:3000/' });
    expect(screen.getByText('£129.00')).toBeTruthy();
    expect(screen.getByText('incl. 20% VAT')).toBeTruthy();
    expect(container.querySelector('.product-price__disclaimer')).toBeNull();
  });

  it('strikes the former price through while a discount is active, naming both for screen readers', () => {
    const view = sampleView({
      price: {
        value: { centAmount: 14990, currencyCode: 'EUR', fractionDigits: 2 },
        discounted: { value: { centAmount: 11990, currencyCode: 'EUR', fractionDigits: 2 }, isActive: true },
      },
    });
    const { container } = renderInShop(<ProductPrice price={view.price} />, { url: 'http://ie.localhost:3000/' });
    expect(container.querySelector('s')?.textContent).toBe('Previous price: €149.90');
    expect(container.querySelector('.price-tag__current')?.textContent).toBe('Price: €119.90');
  });

  it('shows no struck price without an active discount', () => {
    const view = sampleView({
      price: {
        value: { centAmount: 14990, currencyCode: 'EUR', fractionDigits: 2 },
        discounted: { value: { centAmount: 11990, currencyCode: 'EUR', fractionDigits: 2 }, isActive: false },
      },
    });
    const { container } = renderInShop(<ProductPrice price={view.price} />, { url: 'http://ie.localhost:3000/' });
    expect(container.querySelector('s')).toBeNull();
  });

  it('says when there is no price', () => {
    renderInShop(<ProductPrice price={null} />, { url: 'http://ie.localhost:3000/' });
    expect(screen.getByText('Price not available')).toBeTruthy();
  });
});
