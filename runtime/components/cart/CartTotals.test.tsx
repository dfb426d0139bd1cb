// @vitest-environment happy-dom
// The cart's totals as the shopper reads them (spec/2 §3 Cart taxedPrice, discounts; §5 VAT on cart, Shipping): each
// row's label in the page's language and its amount as the locale writes it, in the order shown.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart, undiscountedCart } from '../../../tests/fixtures/sample-cart.ts';
import { CartTotals } from './CartTotals.tsx';

afterEach(cleanup);

const GERMANY = 'http://de.localhost:3000/';

/** The rows of the totals as read: label and amount, with the locale's (narrow) no-break spaces as plain ones. */
function rowsOf(cart: Cart, url = GERMANY): string[][] {
  const { container } = renderInShop(<CartTotals cart={cart} />, { url });
  const plain = (node: Element) => node.textContent!.replace(/[\u00a0\u202f]/g, ' ');
  return [...container.querySelectorAll('.cart-totals__row')].map((row) => [
    plain(row.querySelector('dt')!),
    plain(row.querySelector('dd')!),
  ]);
}

const euros = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('CartTotals', () => {
  it('shows the products before the discount, the discount, the shipping, the net total, the VAT and the total', () => {
    expect(rowsOf(sampleCart())).toEqual([
      ['Warenwert', '249,99 €'],
      ['Rabatt', '−20,00 €'],
      ['Versand (Paket)', '4,95 €'],
      ['Gesamtsumme exkl. MwSt.', '197,43 €'],
      ['MwSt. 19 %', '37,51 €'],
      ['Gesamtsumme inkl. MwSt.', '234,94 €'],
    ]);
  });

  it('has no discount row for a cart without a discount, and the same products’ value', () => {
    const rows = rowsOf(undiscountedCart());
    expect(rows.map(([label]) => label)).not.toContain('Rabatt');
    expect(rows[0]).toEqual(['Warenwert', '249,99 €']);
    expect(rows.at(-1)).toEqual(['Gesamtsumme inkl. MwSt.', '254,94 €']);
  });

  it('says free shipping in words, names freight as freight, and shows no shipping row before one is known', () => {
    const parcel = sampleCart().shippingInfo!;
    const free = rowsOf(sampleCart({ shippingInfo: { ...parcel, price: euros(0) } }));
    expect(free).toContainEqual(['Versand (Paket)', 'Kostenlos']);
    cleanup();
    const freight = rowsOf(
      sampleCart({ shippingInfo: { ...parcel, shippingMethodName: 'freight', price: euros(5900) } }),
    );
    expect(freight).toContainEqual(['Versand (Spedition)', '59,00 €']);
    cleanup();
    const none = rowsOf(sampleCart({ shippingInfo: null }));
    expect(none.map(([label]) => label)).toEqual([
      'Warenwert',
      'Rabatt',
      'Gesamtsumme exkl. MwSt.',
      'MwSt. 19 %',
      'Gesamtsumme inkl. MwSt.',
    ]);
  });

  it('shows one VAT row per rate, each with its rate as the locale writes it', () => {
    const cart = sampleCart({
      taxedPrice: {
        totalNet: euros(19_743),
        totalGross: euros(23_494),
        taxPortions: [
          { rate: 0.19, amount: euros(3_500), name: '19% MwSt.' },
          { rate: 0.07, amount: euros(251), name: '7% MwSt.' },
        ],
      },
    });
    expect(rowsOf(cart).filter(([label]) => label!.startsWith('MwSt.'))).toEqual([
      ['MwSt. 19 %', '35,00 €'],
      ['MwSt. 7 %', '2,51 €'],
    ]);
  });

  it('speaks the page’s language: French in the Belgian shop’s French pages', () => {
    expect(rowsOf(sampleCart(), 'http://be.localhost:3000/fr/')).toEqual([
      ['Produits', '249,99 €'],
      ['Remise', '−20,00 €'],
      ['Livraison (colis)', '4,95 €'],
      ['Total HT', '197,43 €'],
      ['TVA 19 %', '37,51 €'],
      ['Total TTC', '234,94 €'],
    ]);
  });

  it('writes a Swiss rate with its decimal and the amounts in francs, in Swiss German', () => {
    const francs = (centAmount: number) => ({ centAmount, currencyCode: 'CHF', fractionDigits: 2 });
    const cart = sampleCart({
      lineItems: sampleCart().lineItems.map((line) => ({ ...line, totalPrice: francs(line.totalPrice.centAmount) })),
      shippingInfo: null,
      totalPrice: francs(22_999),
      taxedPrice: {
        totalNet: francs(21_276),
        totalGross: francs(22_999),
        taxPortions: [{ rate: 0.081, amount: francs(1_723), name: '8.1% MWST' }],
      },
      totalDiscount: francs(2_000),
    });
    const rows = rowsOf(cart, 'http://ch.localhost:3000/de/');
    // Swiss German: "MWST", and the point as the decimal sign (de-CH), also in the rate.
    expect(rows).toEqual([
      ['Warenwert', 'CHF 249.99'],
      ['Rabatt', '−CHF 20.00'],
      ['Gesamtsumme exkl. MWST', 'CHF 212.76'],
      ['MWST 8.1 %', 'CHF 17.23'],
      ['Gesamtsumme inkl. MWST', 'CHF 229.99'],
    ]);
  });
});
