import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../tests/fixtures/product-fixture.ts';
import { priceView, productCardView } from './product-card-view.ts';

const euro = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('productCardView (a product as every card shows it)', () => {
  it("ships only what a card renders, from the catalogue's product answer", () => {
    const product = sampleProduct({ tags: ['topRated', 'popular', 'campaign-black-week', 'new'] });
    expect(productCardView(product)).toEqual({
      id: 'prd-EX30000001',
      sku: 'EX30000001',
      name: product.name,
      link: product.link,
      image: { url: product.images[0]!.url, label: product.images[0]!.label },
      price: { current: { centAmount: 14990, currencyCode: 'EUR' }, old: null },
      isOnStock: true,
      averageRating: 4.3,
      reviewCount: 12,
      // spec/1 §2.6 the quick tags only, in the listing's order: the card's badges.
      quickTags: ['new', 'topRated'],
      brand: 'Kraftwerk',
      energyClass: null,
    });
    expect(productCardView(sampleProduct({ price: null, images: [] }))).toMatchObject({ price: null, image: null });
  });

  it('shows an active discount as the price to pay and the price before (spec/2 §3 discounted, isActive)', () => {
    const discounted = { value: euro(9990), isActive: true };
    expect(priceView({ value: euro(12990), discounted })).toEqual({
      current: { centAmount: 9990, currencyCode: 'EUR' },
      old: { centAmount: 12990, currencyCode: 'EUR' },
    });
    expect(priceView({ value: euro(12990), discounted: { ...discounted, isActive: false } })).toEqual({
      current: { centAmount: 12990, currencyCode: 'EUR' },
      old: null,
    });
    expect(priceView(null)).toBeNull();
  });
});
