// Rows of the embedded store become the port's entities here (CONVENTIONS §2: reshape at the boundary, and test it).
import { describe, expect, it } from 'vitest';
import { toProduct, toProductCard, type ProductCardRow, type ProductRow } from './catalogue-mappers.ts';

const row: ProductRow = {
  id: 'prd-EX30000007',
  sku: 'EX30000007',
  key: 'ex30000007',
  brand: 'Voltaro',
  family: 'Voltaro jigsaws',
  published: 1,
  eligible_for_selling: 1,
  freight: 0,
  is_bware: 0,
  created_at: '2026-10-01T08:00:00Z',
  release_date: '2026-10-01',
  energy_class: null,
  tags: 'new on-sale',
  volume_discount_group: null,
  images: JSON.stringify([{ url: '/images/p/EX30000007/1.svg', label: 'Voltaro X120 (1)' }]),
  attributes: JSON.stringify({
    model: 'X120',
    techdetails: [{ name: 'power', value: '650 W' }],
    grossWeightKg: 2.4,
    netWeightKg: 2.2,
    dimensionsCm: { height: 20, length: 30, width: 10 },
    parentProductsForAccessory: [],
  }),
  rating_average: 4.5,
  rating_count: 2,
  ratings_distribution: JSON.stringify({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 }),
  name: 'Voltaro Stichsäge X120',
  slug: 'voltaro-stichsaegen-x120-30000007',
  description: 'Die Stichsäge X120 von Voltaro.',
  highlights: JSON.stringify(['Leise']),
  meta_keywords: 'Voltaro, Stichsäge, Stichsägen, Sägen, Elektrowerkzeuge',
  cent_amount: 12_999,
  discounted_cent_amount: 9_999,
  available_quantity: 3,
};
const extra = { categories: [], breadcrumbs: [], relatedAccessories: [], slugAllLocales: { de: row.slug } };

describe('toProduct', () => {
  it('projects the row to the request’s language and currency, with its meta texts (spec/3 §3)', () => {
    const product = toProduct(row, extra, { country: 'de', language: 'de', currency: 'EUR' });
    expect(product).toMatchObject({
      sku: 'EX30000007',
      link: '/voltaro-stichsaegen-x120-30000007',
      metaTitle: 'Voltaro Stichsäge X120 | Multishop',
      metaDescription: 'Die Stichsäge X120 von Voltaro.',
      metaKeywords: 'Voltaro, Stichsäge, Stichsägen, Sägen, Elektrowerkzeuge',
      price: { value: { centAmount: 12_999, currencyCode: 'EUR' }, discounted: { value: { centAmount: 9_999 } } },
      availability: { isOnStock: true, availableQuantity: 3 },
      tags: ['new', 'on-sale'],
      taxRate: 0.19,
    });
  });
});

describe('toProductCard (ADR 011)', () => {
  const card: ProductCardRow = {
    id: row.id,
    sku: row.sku,
    brand: row.brand,
    published: 1,
    eligible_for_selling: 1,
    energy_class: 'A',
    tags: 'new on-sale',
    rating_average: 4.5,
    rating_count: 2,
    image_url: '/images/p/EX30000007/1.svg',
    image_label: 'Voltaro X120 (1)',
    techdetails: JSON.stringify([{ name: 'power', value: '650 W' }]),
    name: row.name,
    slug: row.slug,
    cent_amount: 12_999,
    discounted_cent_amount: null,
    available_quantity: null,
  };

  it('projects the row as a card, in the request’s country, language and currency', () => {
    expect(toProductCard(card, { country: 'ch', language: 'fr', currency: 'CHF' })).toEqual({
      id: 'prd-EX30000007',
      sku: 'EX30000007',
      name: 'Voltaro Stichsäge X120',
      slug: 'voltaro-stichsaegen-x120-30000007',
      link: '/fr/voltaro-stichsaegen-x120-30000007',
      images: [{ url: '/images/p/EX30000007/1.svg', label: 'Voltaro X120 (1)' }],
      published: true,
      price: { value: { centAmount: 12_999, currencyCode: 'CHF', fractionDigits: 2 }, discounted: null },
      availability: { isOnStock: false, availableQuantity: 0 },
      reviewRatingStatistics: { averageRating: 4.5, count: 2 },
      attributes: {
        brand: 'Voltaro',
        energyClass: 'A',
        eligibleForSelling: true,
        techdetails: [{ name: 'power', value: '650 W' }],
      },
      tags: ['new', 'on-sale'],
    });
  });

  it('has no picture without images, no details without technical details, no tags from an empty list', () => {
    const bare = toProductCard(
      { ...card, image_url: null, image_label: null, techdetails: null, tags: '', cent_amount: null },
      { country: 'de', language: 'de', currency: 'EUR' },
    );
    expect(bare).toMatchObject({ images: [], price: null, tags: [], attributes: { techdetails: [] } });
  });
});
