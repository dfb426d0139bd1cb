import { describe, expect, it } from 'vitest';
import type { Product } from '../../generated/types.ts';
import { scriptJson } from '../domain/text/script-json.ts';
import { sampleProduct } from '../../tests/fixtures/product-fixture.ts';
import {
  comparisonListingQuery,
  comparisonView,
  deepestCategoryKey,
  productJsonLd,
  productView,
  relatedAccessorySkus,
  relatedView,
  reviewsView,
  type ProductViewContext,
} from './product-view.ts';

const context = (overrides: Partial<ProductViewContext> = {}): ProductViewContext => ({
  country: 'de',
  today: '2026-03-05',
  timeZone: 'Europe/Bratislava',
  categoryLink: (slug) => `/${slug}/`,
  ...overrides,
});

const money = (centAmount: number, currencyCode = 'EUR') => ({ centAmount, currencyCode, fractionDigits: 2 });
/** An amount as the page formats it (no fraction digits: formatPrice takes the currency's). */
const amount = (centAmount: number, currencyCode = 'EUR') => ({ centAmount, currencyCode });

describe('productView: the price (spec/2 §3, §5)', () => {
  it('carries the tax rate as a VAT percentage and the price disclaimer in Germany', () => {
    const view = productView(sampleProduct(), context());
    expect(view.price).toEqual({ current: amount(14990), old: null, vatPercentage: 19, disclaimer: true });
  });

  it.each([
    { country: 'fi', currency: 'EUR', rate: 0.255, percent: 25.5, disclaimer: true },
    { country: 'ch', currency: 'CHF', rate: 0.081, percent: 8.1, disclaimer: false },
    { country: 'gb', currency: 'GBP', rate: 0.2, percent: 20, disclaimer: false },
    { country: 'no', currency: 'NOK', rate: 0.25, percent: 25, disclaimer: false },
    { country: 'sk', currency: 'EUR', rate: 0.23, percent: 23, disclaimer: true },
  ] as const)('$country: VAT rate $rate is $percent %, price disclaimer $disclaimer (spec/2 §5)', (row) => {
    const { country, currency, rate, percent, disclaimer } = row;
    const product = sampleProduct({ taxRate: rate, price: { value: money(14990, currency), discounted: null } });
    const view = productView(product, context({ country }));
    expect(view.price?.vatPercentage).toBe(percent);
    expect(view.price?.disclaimer).toBe(disclaimer);
  });

  it('shows an active discounted price with the regular price struck through', () => {
    const product = sampleProduct({
      price: { value: money(14990), discounted: { value: money(11990), isActive: true } },
    });
    expect(productView(product, context()).price).toMatchObject({ current: amount(11990), old: amount(14990) });
  });

  it('has no price view when the store has no price in the currency', () => {
    expect(productView(sampleProduct({ price: null }), context()).price).toBeNull();
  });
});

describe('productView: availability (spec/2 §3, §5, §9; spec/3 §9)', () => {
  it('estimates delivery from today plus the parcel range’s upper bound, in working days, as dd.mm.yyyy', () => {
    // Thursday 05.03.2026 + 4 working days = Wednesday 11.03.2026.
    const view = productView(sampleProduct(), context());
    expect(view.availability).toEqual({
      isOnStock: true,
      stock: 120,
      lowStockQuantity: null,
      deliveryDate: '11.03.2026',
    });
  });

  it('counts the freight range for freight products', () => {
    const view = productView(sampleProduct({ attributes: { freight: true } }), context());
    expect(view.availability.deliveryDate).toBe('17.03.2026');
  });

  it('has no delivery estimate out of stock', () => {
    const view = productView(sampleProduct({ availability: { isOnStock: false, availableQuantity: 0 } }), context());
    expect(view.availability).toEqual({ isOnStock: false, stock: 0, lowStockQuantity: null, deliveryDate: null });
  });

  it('shows the low-stock quantity while the stock left is worth the low boundary or less', () => {
    const low = sampleProduct({ availability: { isOnStock: true, availableQuantity: 1 } });
    expect(productView(low, context()).availability.lowStockQuantity).toBe(1);
    const plenty = sampleProduct({ availability: { isOnStock: true, availableQuantity: 2 } });
    expect(productView(plenty, context()).availability.lowStockQuantity).toBeNull();
  });

  it('shows no low-stock hint without a price', () => {
    const product = sampleProduct({ price: null, availability: { isOnStock: true, availableQuantity: 1 } });
    expect(productView(product, context()).availability.lowStockQuantity).toBeNull();
  });
});

describe('productView: what the page shows of the product (spec/3 §3)', () => {
  it('links the breadcrumbs to their category pages, first level first', () => {
    expect(productView(sampleProduct(), context()).breadcrumbs).toEqual([
      { name: 'Power tools', link: '/power-tools/' },
      { name: 'Drills', link: '/drills/' },
      { name: 'Cordless drills', link: '/cordless-drills/' },
    ]);
  });

  it('keeps the texts, details, dimensions, energy class and rating distribution (5 stars first)', () => {
    const view = productView(sampleProduct({ attributes: { energyClass: 'B' } }), context());
    expect(view).toMatchObject({
      sku: 'EX30000001',
      brand: 'Kraftwerk',
      highlights: ['Two gears', 'LED light'],
      techDetails: [
        { name: 'power', value: '650 W' },
        { name: 'weight', value: '1.4 kg' },
        { name: 'warranty', value: '3 y' },
      ],
      dimensions: { lengthCm: 30, widthCm: 9, heightCm: 24, grossWeightKg: 1.8, netWeightKg: 1.4 },
      energyClass: 'B',
      rating: {
        average: 4.3,
        count: 12,
        distribution: [
          { stars: 5, count: 7 },
          { stars: 4, count: 3 },
          { stars: 3, count: 1 },
          { stars: 2, count: 0 },
          { stars: 1, count: 1 },
        ],
      },
    });
  });

  it('counts a missing rate of the distribution as 0', () => {
    const product = sampleProduct({
      reviewRatingStatistics: { averageRating: 5, count: 1, ratingsDistribution: { '5': 1 } },
    });
    expect(productView(product, context()).rating.distribution.map((row) => row.count)).toEqual([1, 0, 0, 0, 0]);
  });

  it('ships only what the page renders: no slugs of other languages, no categories, no tags', () => {
    const view = productView(sampleProduct(), context()) as unknown as Record<string, unknown>;
    expect(view).not.toHaveProperty('slugAllLocales');
    expect(view).not.toHaveProperty('categories');
    expect(view).not.toHaveProperty('tags');
  });
});

/** A related or similar product as the store answers it. */
function other(sku: string, overrides: Parameters<typeof sampleProduct>[0] = {}): Product {
  return sampleProduct({ sku, name: `Product ${sku}`, ...overrides });
}

describe('related products (spec/1 §5 in stock, §9.7 limit 8; spec/3 §3 related accessories)', () => {
  it('reads the SKUs of the related accessories, from SKUs or from ids that end in one', () => {
    expect(relatedAccessorySkus(['prd-EX10000001', 'EX10000002', 'prd-EX10000001', 'not an id', 'x-'])).toEqual([
      'EX10000001',
      'EX10000002',
    ]);
  });

  it('asks for at most 100 SKUs (getProductCardsBySkus)', () => {
    const many = Array.from({ length: 150 }, (_, index) => `prd-EX1${String(index).padStart(7, '0')}`);
    expect(relatedAccessorySkus(many)).toHaveLength(100);
  });

  it('shows at most 8, in stock only, as cards', () => {
    const loaded = Array.from({ length: 12 }, (_, index) =>
      other(`EX100000${String(index).padStart(2, '0')}`, {
        availability: { isOnStock: index % 4 !== 0, availableQuantity: index % 4 === 0 ? 0 : 5 },
      }),
    );
    const shown = relatedView(sampleProduct(), loaded);
    expect(shown).toHaveLength(8);
    expect(shown.every((card) => card.isOnStock)).toBe(true);
    expect(shown.map((card) => card.sku)).not.toContain('EX10000000');
    expect(shown[0]).toEqual({
      id: 'prd-EX10000001',
      sku: 'EX10000001',
      name: 'Product EX10000001',
      link: '/kraftwerk-cordless-drills-kx200-10000001',
      image: { url: '/images/p/EX10000001/1.svg', label: 'Kraftwerk KX200 (1)' },
      price: { current: amount(14990), old: null },
      isOnStock: true,
      averageRating: 4.3,
      reviewCount: 12,
      quickTags: [],
      brand: 'Kraftwerk',
      energyClass: null,
    });
  });

  it('leaves out products not eligible for selling, and the product itself', () => {
    const shown = relatedView(sampleProduct(), [
      other('EX30000001'),
      other('EX10000001', { attributes: { eligibleForSelling: false } }),
      other('EX10000002', { images: [] }),
    ]);
    expect(shown.map((card) => card.sku)).toEqual(['EX10000002']);
    expect(shown[0]?.image).toBeNull();
  });
});

describe('comparison (spec/3 §7)', () => {
  it('compares within the deepest category, loading a page that holds the fetch limit of 30', () => {
    expect(deepestCategoryKey(sampleProduct())).toBe('cordless-drills');
    expect(deepestCategoryKey(sampleProduct({ categories: [] }))).toBeNull();
    expect(comparisonListingQuery()).toBe('hitsPerPage=36');
  });

  it('ranks by stock (+3), popular (+2) and sale (+1), shows 5 after the product itself', () => {
    const candidates = [
      other('EX30000011', { availability: { isOnStock: false, availableQuantity: 0 } }),
      other('EX30000012', { tags: ['sale'] }),
      other('EX30000013', { tags: ['popular'] }),
      other('EX30000014', { tags: ['popular', 'sale'] }),
      other('EX30000015'),
      other('EX30000016', { availability: { isOnStock: false, availableQuantity: 0 }, tags: ['popular', 'sale'] }),
      other('EX30000017'),
    ];
    const view = comparisonView(sampleProduct(), candidates);
    expect(view?.products.map((product) => product.sku)).toEqual([
      'EX30000001',
      'EX30000014',
      'EX30000013',
      'EX30000012',
      // In stock (3) ties with out of stock but popular and on sale (2 + 1): the search's order decides.
      'EX30000015',
      'EX30000016',
    ]);
  });

  it('never compares the product with itself, and ranks only the first 30 candidates', () => {
    const candidates = [
      sampleProduct(),
      ...Array.from({ length: 30 }, (_, index) => other(`EX300001${String(index).padStart(2, '0')}`)),
      other('EX30000299', { tags: ['popular', 'sale'] }),
    ];
    const skus = comparisonView(sampleProduct(), candidates)!.products.map((product) => product.sku);
    expect(skus.filter((sku) => sku === 'EX30000001')).toHaveLength(1);
    expect(skus).not.toContain('EX30000299');
  });

  it('compares at most 5 attributes that have a value somewhere; a missing one is a dash', () => {
    const view = comparisonView(sampleProduct({ attributes: { energyClass: 'A' } }), [
      other('EX30000011', { attributes: { techdetails: [{ name: 'power', value: '800 W' }] } }),
    ])!;
    expect(view.attributes).toEqual(['tech:power', 'tech:weight', 'tech:warranty', 'brand', 'energyClass']);
    expect(view.products[1]?.values).toEqual(['800 W', '-', '-', 'Kraftwerk', '-']);
  });

  it('leaves out an attribute no compared product has', () => {
    const view = comparisonView(sampleProduct(), [other('EX30000011')])!;
    expect(view.attributes).not.toContain('energyClass');
  });

  it('is null when there is nothing to compare with', () => {
    expect(comparisonView(sampleProduct(), [sampleProduct()])).toBeNull();
    expect(comparisonView(sampleProduct(), [])).toBeNull();
  });
});

describe('reviewsView (spec/3 §2 Review list)', () => {
  it('counts the pages of 10 and shows dates as dd.mm.yyyy in the shop’s time zone', () => {
    const view = reviewsView(
      {
        total: 23,
        results: [
          {
            id: 'rev-1',
            title: 'Great <b>drill</b>',
            text: '<script>alert(1)</script>',
            authorName: 'Jana K.',
            rating: 5,
            createdAt: '2026-02-28T23:30:00Z',
            locale: 'de-DE',
            customerCareResponseText: null,
            source: 'shop',
          },
        ],
      },
      2,
      'mostRecent',
      'Europe/Bratislava',
    );
    expect(view).toEqual({
      page: 2,
      pageCount: 3,
      sort: 'mostRecent',
      total: 23,
      reviews: [
        {
          id: 'rev-1',
          title: 'Great <b>drill</b>',
          text: '<script>alert(1)</script>',
          authorName: 'Jana K.',
          rating: 5,
          date: '01.03.2026',
          response: null,
        },
      ],
    });
  });
});

describe('productJsonLd (SEO: schema.org Product)', () => {
  it('describes the product, its offer and its rating', () => {
    expect(productJsonLd(sampleProduct(), 'https://www.multishop.de')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kraftwerk Cordless Drill KX200',
      sku: 'EX30000001',
      brand: { '@type': 'Brand', name: 'Kraftwerk' },
      image: [
        'https://www.multishop.de/images/p/EX30000001/1.svg',
        'https://www.multishop.de/images/p/EX30000001/2.svg',
        'https://www.multishop.de/images/p/EX30000001/3.svg',
      ],
      description: 'A compact drill for wood and metal.\n\nWith two gears and a 2 Ah battery.',
      offers: {
        '@type': 'Offer',
        url: 'https://www.multishop.de/kraftwerk-cordless-drills-kx200-30000001',
        price: '149.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('offers the discounted price while it is active, and says out of stock', () => {
    const product = sampleProduct({
      price: { value: money(14990), discounted: { value: money(11990), isActive: true } },
      availability: { isOnStock: false, availableQuantity: 0 },
    });
    expect(productJsonLd(product, '')).toMatchObject({
      offers: { price: '119.90', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('leaves out the rating without reviews, and what the product lacks', () => {
    const product = sampleProduct({
      price: null,
      images: [{ url: 'https://cdn.example/a.png', label: '' }],
      description: '',
      reviewRatingStatistics: { averageRating: 0, count: 0, ratingsDistribution: {} },
      attributes: { brand: '' },
    });
    const jsonLd = productJsonLd(product, 'https://www.multishop.de');
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd).not.toHaveProperty('offers');
    expect(jsonLd).not.toHaveProperty('brand');
    expect(jsonLd).not.toHaveProperty('description');
    expect(jsonLd.image).toEqual(['https://cdn.example/a.png']);
    expect(productJsonLd(sampleProduct({ images: [] }), '')).not.toHaveProperty('image');
  });

  it('stays inert in the head: store text cannot end the script element', () => {
    const json = scriptJson(productJsonLd(sampleProduct({ name: '</script><script>alert(1)</script>' }), ''));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
