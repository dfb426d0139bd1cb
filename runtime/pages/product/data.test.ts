import { describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { OperationAnswers, OperationRequests, Product, Review } from '../../../generated/types.ts';
import { RequestError } from '../../client/operation-client.ts';
import { shopRouteOf } from '../../view/shop-route.ts';
import { data } from './+data.ts';
import { loadProductPage } from './load-product-page.server.ts';
import { sampleProduct } from '../../../tests/fixtures/product-fixture.ts';

type Calls = { [N in keyof OperationRequests]?: (payload: OperationRequests[N]) => unknown };

function review(index: number): Review {
  return {
    id: `rev-${index}`,
    title: `Review ${index}`,
    text: 'Good',
    authorName: 'Ola N.',
    rating: 5,
    createdAt: '2026-02-01T12:00:00Z',
    locale: 'de-DE',
    customerCareResponseText: null,
    source: 'shop',
  };
}

const reviewsAnswer = (total: number, offset: number): OperationAnswers['getReviews'] => ({
  offset,
  limit: 10,
  count: Math.max(0, Math.min(10, total - offset)),
  total,
  results: Array.from({ length: Math.max(0, Math.min(10, total - offset)) }, (_, index) => review(offset + index + 1)),
  statistics: { averageRating: 5, count: total, ratingsDistribution: { '5': total } },
  exists: total > 0,
});

/** A product page's context on the server, the middleware's operations answered by `calls`. */
function pageContext(url: string, calls: Calls) {
  const parsed = new URL(url);
  const shop = shopRouteOf(parsed.origin, parsed.pathname)!;
  const call = vi.fn(async (operation: keyof OperationRequests, payload: never) => {
    const answer = calls[operation];
    if (answer === undefined) throw new Error(`unexpected ${operation}`);
    return (answer as (payload: never) => unknown)(payload);
  });
  const context = {
    shop,
    // The data hook reads the shop's today of the frame (frame-data.ts).
    frame: { today: '2026-03-05' },
    operations: { call },
    urlParsed: { origin: parsed.origin, pathname: parsed.pathname, searchOriginal: parsed.search || null },
  } as unknown as PageContextServer;
  return { context, call };
}

const accessory = (sku: string, isOnStock = true): Product =>
  sampleProduct({ sku, name: `Accessory ${sku}`, availability: { isOnStock, availableQuantity: isOnStock ? 5 : 0 } });

function defaultCalls(overrides: Calls = {}): Calls {
  const product = sampleProduct({
    attributes: { relatedAccessories: ['prd-EX10000001', 'prd-EX10000002', 'prd-EX10000003'] },
  });
  return {
    getProduct: () => product,
    queryCategories: () => ({ offset: 0, limit: 100, count: 0, total: 0, results: [] }),
    getReviews: (payload) => reviewsAnswer(23, payload.offset ?? 0),
    getProductCardsBySkus: (payload) => ({ results: payload.skus.map((sku) => accessory(sku, sku !== 'EX10000002')) }),
    listProductCards: () => ({
      offset: 0,
      limit: 36,
      count: 2,
      total: 2,
      page: 1,
      pageCount: 1,
      results: [product, sampleProduct({ sku: 'EX30000002', name: 'Similar drill' })],
      facets: { brands: [], tags: [], ratings: [], categories: [], price: null },
    }),
    ...overrides,
  };
}

const URL_OF_PRODUCT = 'http://de.localhost:3000/kraftwerk-cordless-drills-kx200-30000001';

describe('product page data (spec/1 §2.1, §7; spec/3 §2, §7)', () => {
  it('loads the product in the page’s language and maps it for the page', async () => {
    const { context, call } = pageContext(URL_OF_PRODUCT, defaultCalls());
    const result = await data(context);
    expect(call).toHaveBeenCalledWith('getProduct', {
      slug: 'kraftwerk-cordless-drills-kx200-30000001',
      language: 'de',
    });
    expect(result.product).toMatchObject({ sku: 'EX30000001', price: { vatPercentage: 19, disclaimer: true } });
    expect(result.product.availability.deliveryDate).toBe('11.03.2026');
    expect(result.product.breadcrumbs[0]).toEqual({ name: 'Power tools', link: '/power-tools/' });
  });

  it('answers 404 for a product the store does not have', async () => {
    const { context } = pageContext(URL_OF_PRODUCT, {
      getProduct: () => {
        throw new RequestError('/api/getProduct', 404, 'Product not found');
      },
    });
    await expect(data(context)).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
  });

  it('loads the review page and sort of the query: 10 a page, offset from the page (spec/3 §2)', async () => {
    const { context, call } = pageContext(`${URL_OF_PRODUCT}?reviewPage=2&reviewSort=recent`, defaultCalls());
    const result = await loadProductPage(context);
    expect(call).toHaveBeenCalledWith('getReviews', {
      productId: 'prd-EX30000001',
      language: 'de',
      offset: 10,
      limit: 10,
      sort: 'recent',
    });
    expect(result.reviews).toMatchObject({ page: 2, pageCount: 3, sort: 'mostRecent', total: 23 });
    expect(result.reviews.reviews).toHaveLength(10);
  });

  it('shows the last page for a page past it (spec/1 §5 within bounds)', async () => {
    const { context, call } = pageContext(`${URL_OF_PRODUCT}?reviewPage=9`, defaultCalls());
    const result = await loadProductPage(context);
    expect(call).toHaveBeenCalledWith('getReviews', expect.objectContaining({ offset: 20, sort: 'rating' }));
    expect(result.reviews).toMatchObject({ page: 3, pageCount: 3 });
    expect(result.reviews.reviews).toHaveLength(3);
  });

  it('shows the page without reviews when they cannot be loaded (spec/3 §8: reviews swallow errors)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context } = pageContext(
      URL_OF_PRODUCT,
      defaultCalls({
        getReviews: () => {
          throw new RequestError('/api/getReviews', 500, 'down');
        },
      }),
    );
    const result = await loadProductPage(context);
    expect(result.reviews).toMatchObject({ page: 1, total: 0, reviews: [] });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('loads the related accessories by SKU and keeps those in stock (spec/1 §5, §9.7)', async () => {
    const { context, call } = pageContext(URL_OF_PRODUCT, defaultCalls());
    const result = await data(context);
    expect(call).toHaveBeenCalledWith('getProductCardsBySkus', {
      skus: ['EX10000001', 'EX10000002', 'EX10000003'],
      language: 'de',
    });
    expect(result.related.map((card) => card.sku)).toEqual(['EX10000001', 'EX10000003']);
  });

  it('asks for no related products when there are none, and shows none when they fail', async () => {
    const { context, call } = pageContext(URL_OF_PRODUCT, defaultCalls({ getProduct: () => sampleProduct() }));
    expect((await data(context)).related).toEqual([]);
    expect(call).not.toHaveBeenCalledWith('getProductCardsBySkus', expect.anything());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = pageContext(
      URL_OF_PRODUCT,
      defaultCalls({
        getProductCardsBySkus: () => {
          throw new Error('down');
        },
      }),
    );
    expect((await data(failing.context)).related).toEqual([]);
    error.mockRestore();
  });

  it('compares with products of the deepest category (spec/3 §7), 36 loaded to hold the fetch limit of 30', async () => {
    const { context, call } = pageContext(URL_OF_PRODUCT, defaultCalls());
    const result = await loadProductPage(context);
    expect(call).toHaveBeenCalledWith('listProductCards', {
      categoryKey: 'cordless-drills',
      language: 'de',
      query: 'hitsPerPage=36',
    });
    expect(result.comparison?.products.map((product) => product.sku)).toEqual(['EX30000001', 'EX30000002']);
  });

  it('has no comparison for a product without categories', async () => {
    const { context, call } = pageContext(
      URL_OF_PRODUCT,
      defaultCalls({ getProduct: () => sampleProduct({ categories: [], breadcrumbs: [] }) }),
    );
    const result = await data(context);
    expect(result.comparison).toBeNull();
    expect(call).not.toHaveBeenCalledWith('listProductCards', expect.anything());
    expect(call).not.toHaveBeenCalledWith('queryCategories', expect.anything());
  });

  it('says itself to search engines: canonical product path, alternates and schema.org Product', async () => {
    const { context } = pageContext(`${URL_OF_PRODUCT}?reviewPage=2`, defaultCalls());
    const { seo } = await data(context);
    expect(seo.canonicalPath).toBe('/kraftwerk-cordless-drills-kx200-30000001');
    expect(seo.alternates).toEqual({ de: '/kraftwerk-akku-bohrschrauber-kx200-30000001' });
    expect(seo.jsonLd).toMatchObject({
      '@type': 'Product',
      sku: 'EX30000001',
      offers: { price: '149.90', priceCurrency: 'EUR' },
      aggregateRating: { reviewCount: 12 },
    });
  });

  it('renders the reviews and the comparison on the server: their HTML is in a first page’s markup, not its page context (ADR 021)', async () => {
    const { context } = pageContext(`${URL_OF_PRODUCT}?reviewPage=2`, defaultCalls());
    const result = await data(context);
    expect(result.reviews.html).toContain('Review 11');
    expect(result.reviews.html).toContain('id="reviews"');
    expect(result.comparison?.html).toContain('Similar drill');
    // A document's page context goes to the browser without the HTML, which the markup carries (StaticBlock).
    expect(JSON.stringify(result.reviews)).toBe('{"block":"product-reviews"}');
    const navigation = pageContext(URL_OF_PRODUCT, defaultCalls());
    Object.assign(navigation.context, { isClientSideNavigation: true });
    expect(JSON.parse(JSON.stringify((await data(navigation.context)).comparison))).toMatchObject({
      block: 'product-comparison',
      html: expect.stringContaining('Similar drill'),
    });
  });
});
