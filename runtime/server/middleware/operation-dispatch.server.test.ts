import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OperationRequests } from '../../../generated/types.ts';
import operationsSchema from '../../../schemas/operations.schema.json' with { type: 'json' };
import type { DefaultedProperty, OperationName, Operations, ValidatedRequest } from './operation.server.ts';
import { createOperationDispatcher, UNKNOWN_MIDDLEWARE } from './operation-dispatch.server.ts';

/** Each operation's smallest valid payload: its required properties only (schemas/operations.schema.json). */
const REQUIRED_ONLY: { readonly [N in OperationName]: OperationRequests[N] } = {
  getCategory: { slug: 'garden' },
  getFirstLevelCategories: {},
  queryCategories: {},
  getProduct: { slug: 'drill' },
  getProductsBySkus: { skus: ['EX30000001'] },
  getProductCardsBySkus: { skus: ['EX30000001'] },
  search: { text: 'drill' },
  listProducts: {},
  listProductCards: {},
  getReviews: { productId: 'prd-EX30000001' },
  listReviewHighlights: {},
  getStore: { key: 'store' },
  queryStores: {},
  getContentPage: { slug: 'about' },
  listContentPages: {},
  getFrameContent: {},
  getSeoRedirection: { sourceUrl: '/old' },
  checkImage: { url: '/images/p/EX30000001/1.svg' },
  isLoggedIn: {},
  getMyCart: {},
  addToCart: { sku: 'EX30000001', quantity: 1 },
  updateCartQuantity: { cartId: 'c', version: 1, lineItemId: 'l', quantity: 2 },
  removeFromCart: { cartId: 'c', version: 1, lineItemId: 'l' },
  updateCart: { actions: [{ action: 'recalculate' }] },
  applyCartCoupon: { cartId: 'c', version: 1, code: 'WELCOME10' },
  removeCartCoupon: { cartId: 'c', version: 1, discountCode: { id: 'd', typeId: 'discount-code' } },
  getVolumeDiscounts: {},
  getPersonalizedDiscounts: {},
  getExtraGuaranteeOffers: { sku: 'EX30000001' },
  getShippingMethods: {},
  getShippingMethodsByCart: { cartId: 'c' },
  getMe: {},
  getComplementaryProducts: { skus: ['EX30000001'] },
  deleteCart: { cartId: 'c', version: 1 },
  getInventory: { skus: ['EX30000001'] },
  validateVatId: { cartId: 'c', version: 1, vatId: 'DE123456789' },
  pay: { cartId: 'c', version: 1, clientType: 'PRIVATE', paymentMethod: { type: 'scheme' } },
  getPaymentMethods: { cartId: 'c', clientType: 'COMPANY' },
  createMyOrderFromCart: { cartId: 'c', version: 1, paymentMethod: 'cashOnDelivery', clientType: 'PRIVATE' },
  getMyOrders: { where: { orderNumber: 'DE100001' } },
  getGooglePayExpress: { cartId: 'c' },
  payWithGooglePay: {
    cartId: 'c',
    version: 1,
    expectedTotal: 1999,
    paymentData: { paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 't' } } },
  },
};

type PropertySchema = { readonly default?: unknown };
const SCHEMAS = operationsSchema.$defs as Record<string, { properties?: Record<string, PropertySchema> }>;

/** Operations that record the payload their handler receives. */
function recordingOperations(): { operations: Operations; received: Map<string, unknown> } {
  const received = new Map<string, unknown>();
  const handlers = Object.keys(REQUIRED_ONLY).map((name) => [
    name,
    (_country: string, payload: unknown) => {
      received.set(name, structuredClone(payload));
      return Promise.resolve({});
    },
  ]);
  return { operations: Object.fromEntries(handlers) as unknown as Operations, received };
}

describe('operation dispatch', () => {
  it('names every operation of the schema', () => {
    expect(Object.keys(REQUIRED_ONLY).sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.keys(REQUIRED_ONLY) as OperationName[])(
    "%s: a handler receives the schema's default of every property the request leaves out",
    async (operation) => {
      const { operations, received } = recordingOperations();
      const result = await createOperationDispatcher(operations).dispatch('de', operation, REQUIRED_ONLY[operation]);
      expect(result).toEqual({ ok: true, answer: {} });
      const defaults = Object.entries(SCHEMAS[operation]!.properties ?? {}).flatMap(([name, schema]) =>
        'default' in schema ? [[name, schema.default] as const] : [],
      );
      expect(received.get(operation)).toEqual({ ...REQUIRED_ONLY[operation], ...Object.fromEntries(defaults) });
    },
  );

  it('fills a default in a request without a body, and keeps a value given', async () => {
    const { operations, received } = recordingOperations();
    const dispatcher = createOperationDispatcher(operations);
    await dispatcher.dispatch('de', 'queryStores', undefined);
    expect(received.get('queryStores')).toEqual({ limit: 25, offset: 0 });
    await dispatcher.dispatch('de', 'queryStores', { limit: 3 });
    expect(received.get('queryStores')).toEqual({ limit: 3, offset: 0 });
  });

  it('answers 400 naming the field for a payload its schema refuses, 404 for an unknown operation (ADR 010: no 500 for any request)', async () => {
    const dispatcher = createOperationDispatcher(recordingOperations().operations);
    const refused = await dispatcher.dispatch('de', 'getReviews', { productId: 'p', limit: 0 });
    expect(refused).toMatchObject({ ok: false, failure: { statusCode: 400, field: '/limit' } });
    expect(await dispatcher.dispatch('de', 'nothing', {})).toEqual({
      ok: false,
      failure: { statusCode: 404, message: UNKNOWN_MIDDLEWARE },
    });
  });

  it("types the schema's defaulted properties as present in the handler's request", () => {
    expectTypeOf<DefaultedProperty<'getReviews'>>().toEqualTypeOf<'offset' | 'limit' | 'sort'>();
    expectTypeOf<DefaultedProperty<'getProduct'>>().toEqualTypeOf<never>();
    expectTypeOf<ValidatedRequest<'queryStores'>['limit']>().toEqualTypeOf<number>();
    expectTypeOf<ValidatedRequest<'queryStores'>['keys']>().toEqualTypeOf<string[] | undefined>();
  });
});
