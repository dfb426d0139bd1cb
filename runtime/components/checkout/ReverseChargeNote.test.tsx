// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { CartTotals } from '../cart/CartTotals.tsx';
import { ReverseChargeNote } from './ReverseChargeNote.tsx';

afterEach(cleanup);

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

/** A cart of 100 € before VAT: gross with 20 % VAT, or net (tax mode External) with a 0 % line. */
function cart(taxMode: 'Platform' | 'External'): Cart {
  const net = taxMode === 'External';
  return {
    taxMode,
    lineItems: [{ totalPrice: eur(net ? 10000 : 12000) }],
    totalDiscount: eur(0),
    shippingInfo: null,
    totalPrice: eur(net ? 10000 : 12000),
    taxedPrice: {
      totalNet: eur(10000),
      totalGross: eur(net ? 10000 : 12000),
      taxPortions: [{ rate: net ? 0 : 0.2, amount: eur(net ? 0 : 2000), name: 'VAT' }],
    },
  } as unknown as Cart;
}

describe('net totals and the reverse-charge note (ADR 026)', () => {
  const url = 'http://at.localhost:3000/';
  const t = shopTranslator(url);

  it('labels a net cart’s total excl. VAT, never incl. VAT over its 0 % line', () => {
    const { container } = renderInShop(<CartTotals cart={cart('External')} />, { url });
    const labels = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toContain(t('cart.totals.totalNet'));
    expect(labels).not.toContain(t('cart.totals.total'));
    expect(labels.filter((label) => label === t('cart.totals.totalNet'))).toHaveLength(1);
    expect(container.querySelector('.cart-totals__row--total dt')?.textContent).toBe(t('cart.totals.totalNet'));
  });

  it('labels a gross cart’s totals without and with VAT, as before', () => {
    const { container } = renderInShop(<CartTotals cart={cart('Platform')} />, { url });
    expect(container.querySelector('.cart-totals__row--net dt')?.textContent).toBe(t('cart.totals.totalNet'));
    expect(container.querySelector('.cart-totals__row--total dt')?.textContent).toBe(t('cart.totals.total'));
  });

  it.each(['http://at.localhost:3000/', 'http://fr.localhost:3000/', 'http://pl.localhost:3000/'])(
    'names the buyer’s VAT ID and the reverse charge in the shopper’s language (%s)',
    (page) => {
      const translate = shopTranslator(page);
      renderInShop(<ReverseChargeNote vatId="ATU13585627" />, { url: page });
      const note = screen.getByRole('note');
      expect(note.textContent).toContain(translate('checkout.vat.buyerVatId', { vatId: 'ATU13585627' }));
      expect(note.textContent).toContain(translate('checkout.vat.reverseCharge'));
      expect(note.textContent).toContain('2006/112');
    },
  );
});
