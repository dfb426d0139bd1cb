// Test fixtures of the product page: a Product answer as the store gives it (operation-answers.schema.json), in
// euros unless told otherwise. Used by the tests beside the page and by the product components' tests only.
import type { Product } from '../../../generated/types.ts';

export type ProductOverrides = Omit<Partial<Product>, 'attributes'> & { attributes?: Partial<Product['attributes']> };

export function sampleProduct(overrides: ProductOverrides = {}): Product {
  const { attributes, ...rest } = overrides;
  const sku = rest.sku ?? 'EX30000001';
  return {
    id: `prd-${sku}`,
    key: sku.toLowerCase(),
    sku,
    name: 'Kraftwerk Cordless Drill KX200',
    slug: `kraftwerk-cordless-drills-kx200-${sku.slice(2)}`,
    link: `/kraftwerk-cordless-drills-kx200-${sku.slice(2)}`,
    description: 'A compact drill for wood and metal.\n\nWith two gears and a 2 Ah battery.',
    metaTitle: 'Kraftwerk Cordless Drill KX200 | Multishop',
    metaDescription: 'A compact drill for wood and metal.',
    metaKeywords: 'drill, cordless drill, Kraftwerk',
    images: [
      { url: `/images/p/${sku}/1.svg`, label: 'Kraftwerk KX200 (1)' },
      { url: `/images/p/${sku}/2.svg`, label: 'Kraftwerk KX200 (2)' },
      { url: `/images/p/${sku}/3.svg`, label: 'Kraftwerk KX200 (3)' },
    ],
    categories: [
      { id: 'cat-1', key: 'power-tools', depth: 0 },
      { id: 'cat-2', key: 'drills', depth: 1 },
      { id: 'cat-3', key: 'cordless-drills', depth: 2 },
    ],
    breadcrumbs: [
      { key: 'power-tools', name: 'Power tools', slug: 'power-tools' },
      { key: 'drills', name: 'Drills', slug: 'drills' },
      { key: 'cordless-drills', name: 'Cordless drills', slug: 'cordless-drills' },
    ],
    published: true,
    price: {
      value: { centAmount: 14990, currencyCode: 'EUR', fractionDigits: 2 },
      discounted: null,
    },
    availability: { isOnStock: true, availableQuantity: 120 },
    taxRate: 0.19,
    reviewRatingStatistics: {
      averageRating: 4.3,
      count: 12,
      ratingsDistribution: { '1': 1, '2': 0, '3': 1, '4': 3, '5': 7 },
    },
    tags: [],
    slugAllLocales: { de: `kraftwerk-akku-bohrschrauber-kx200-${sku.slice(2)}` },
    ...rest,
    attributes: {
      brand: 'Kraftwerk',
      family: 'Kraftwerk cordless-drills',
      model: 'KX200',
      freight: false,
      isBware: false,
      eligibleForSelling: true,
      releaseDate: '2026-01-10',
      energyClass: null,
      volumeDiscountGroup: null,
      highlights: ['Two gears', 'LED light'],
      techdetails: [
        { name: 'power', value: '650 W' },
        { name: 'weight', value: '1.4 kg' },
        { name: 'warranty', value: '3 y' },
      ],
      grossWeightKg: 1.8,
      netWeightKg: 1.4,
      dimensionsCm: { height: 24, length: 30, width: 9 },
      parentProductsForAccessory: [],
      relatedAccessories: [],
      enabledOnMarket: [],
      ...attributes,
    },
  };
}
