// Test data of the components that show product cards: a card's view as product-card-view.ts makes it.
import type { ProductCardView } from './product-card-view.ts';

const pounds = (centAmount: number) => ({ centAmount, currencyCode: 'GBP' });

/** A cordless drill at £129.99, in stock, rated 4.3 from 12 reviews, without badges or energy class. */
export function productCardFixture(overrides: Partial<ProductCardView> = {}): ProductCardView {
  return {
    id: 'p1',
    sku: 'SKU00001',
    name: 'Cordless drill X18',
    link: '/cordless-drill-x18-12345678',
    image: { url: '/images/p/SKU00001/1.svg', label: 'Cordless drill X18 (1)' },
    price: { current: pounds(12_999), old: null },
    isOnStock: true,
    averageRating: 4.3,
    reviewCount: 12,
    quickTags: [],
    brand: 'Bosch',
    energyClass: null,
    ...overrides,
  };
}

/** A price under an active discount: the price to pay and the price before (spec/2 §3). */
export function discountedPrice(current: number, old: number, currencyCode = 'GBP') {
  return { current: { centAmount: current, currencyCode }, old: { centAmount: old, currencyCode } };
}
