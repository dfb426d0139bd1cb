import { COUNTRIES, CURRENCIES, type CountryCode, type LanguageCode } from '../../../generated/index.ts';
import type { ListProductsRequest, OperationAnswers, OperationRequests } from '../../../generated/types.ts';
import type operationsSchema from '../../../schemas/operations.schema.json';
import { parseListingQuery } from '../../domain/routing/listing-query.ts';
import type { CatalogueContext, ListingRequest } from '../commerce/ports/catalogue-types.ts';
import type { SessionAccess } from '../sessions/session-access.server.ts';
import type { CataloguePort } from '../commerce/ports/catalogue-port.ts';

/** A middleware answer that is not a success: its status and message (spec/1 §8 HTTP codes 400, 404). */
export class OperationError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    readonly field?: string,
    /** What the answer carries besides (a 409's current version, spec/2 §4 Updates). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'OperationError';
  }
}

/**
 * The handler of operation N: its payload and its answer typed by the generated request and answer schemas, so
 * a handler that answers the wrong shape does not compile. The payload is the validated one (ValidatedRequest).
 */
export type Operation<N extends OperationName = OperationName> = (
  country: CountryCode,
  payload: ValidatedRequest<N>,
  context: OperationContext,
) => Promise<OperationAnswers[N]>;

/** What an operation may know of the call beyond its payload: the caller's session (ARCHITECTURE "Sessions"). */
export interface OperationContext {
  readonly session: SessionAccess;
  /** The shop's origin as the request reached it (`https://www.shop.de`): for addresses sent away (a payment's return). */
  readonly origin?: string;
}

type RequestSchemas = (typeof operationsSchema)['$defs'];

/** The properties of operation N's request that its schema (schemas/operations.schema.json) gives a default. */
export type DefaultedProperty<N extends OperationName> = RequestSchemas[N] extends { properties: infer Properties }
  ? { [P in keyof Properties]: Properties[P] extends { default: unknown } ? P : never }[keyof Properties] &
      keyof OperationRequests[N]
  : never;

/**
 * Operation N's request as its handler receives it: every payload passes its schema first
 * (operation-dispatch.server.ts), and Ajv's useDefaults fills in the properties the schema gives a default, so
 * they are present and the handler does not repeat the defaults.
 */
export type ValidatedRequest<N extends OperationName> = OperationRequests[N] & {
  [P in DefaultedProperty<N>]-?: Exclude<OperationRequests[N][P], undefined>;
};

export type OperationName = keyof OperationRequests & keyof OperationAnswers;

export type Operations<N extends OperationName = OperationName> = { [K in N]: Operation<K> };

/** The request's context: its country (from the host), the language asked for, the country's currency. */
export function catalogueContext(country: CountryCode, language: unknown): CatalogueContext {
  const languages = COUNTRIES[country].languages.map((entry) => entry.language as LanguageCode);
  const chosen = (language ?? COUNTRIES[country].defaultLanguage) as LanguageCode;
  if (!languages.includes(chosen)) {
    throw new OperationError(
      400,
      `/language must be one of ${languages.join(', ')} in this country (got "${String(language)}")`,
      '/language',
    );
  }
  return { country, language: chosen, currency: COUNTRIES[country].currency };
}

/** An answer, or the 404 of spec/1 §8 naming what was not found. */
export function found<T>(value: T | null, what: string): T {
  if (value === null) throw new OperationError(404, `${what} not found`);
  return value;
}

/** The listing request of a page: its query string read by the domain rule (bad values reset, spec/1 §5). */
export function listingRequest(context: CatalogueContext, payload: ListProductsRequest): ListingRequest {
  const query = parseListingQuery(payload.query ?? '');
  const scale = 10 ** CURRENCIES[context.currency].fractionDigits;
  return {
    ...(payload.text !== undefined ? { text: payload.text } : {}),
    // ADR 014: the page's category and brand are its scope; the query's levels and brands are filters within it.
    ...(payload.categoryKey !== undefined ? { categoryKey: payload.categoryKey } : {}),
    ...(query.categoryLevels.length > 0 ? { categoryLevels: [...query.categoryLevels] } : {}),
    ...(payload.brand !== undefined ? { scopeBrand: payload.brand } : {}),
    ...(payload.preset !== undefined ? { preset: payload.preset } : {}),
    brands: [...query.brands],
    tags: [...query.quickTags, ...(query.campaignTag ? [query.campaignTag] : []), ...query.tags],
    ...(query.minRating !== null ? { minRating: query.minRating } : {}),
    ...(query.priceMin !== null ? { priceMin: Math.round(query.priceMin * scale) } : {}),
    ...(query.priceMax !== null ? { priceMax: Math.round(query.priceMax * scale) } : {}),
    sort: query.sort,
    page: query.page,
    hitsPerPage: query.hitsPerPage,
  };
}

/** The catalogue operations of the middleware (spec/1 §7; spec/3 §7), by name. */
/** The operations about the caller's session (session-operations.server.ts), not the catalogue. */
export type SessionOperationName = 'isLoggedIn';

/** The operations on the caller's cart (cart-operations.server.ts). */
export type CartOperationName =
  | 'getMyCart'
  | 'addToCart'
  | 'updateCartQuantity'
  | 'removeFromCart'
  | 'updateCart'
  | 'applyCartCoupon'
  | 'removeCartCoupon'
  | 'deleteCart'
  | 'getInventory'
  | 'getVolumeDiscounts'
  | 'getPersonalizedDiscounts'
  | 'getExtraGuaranteeOffers'
  | 'getShippingMethods'
  | 'getShippingMethodsByCart'
  | 'getMe'
  | 'getComplementaryProducts';

/** The operations on the caller's orders (order-operations.server.ts). */
export type OrderOperationName = 'getPaymentMethods' | 'createMyOrderFromCart' | 'getMyOrders';

/** Paying at the card provider (pay-operation.server.ts), and with Google Pay from the cart (google-pay-express.server.ts). */
export type PayOperationName = 'pay' | 'getGooglePayExpress' | 'payWithGooglePay';

/** The VAT ID check of a checkout (vat-operations.server.ts). */
export type VatOperationName = 'validateVatId';

/** The operations the content port answers (content-operations.server.ts), not the catalogue. */
export type ContentOperationName = 'getContentPage' | 'listContentPages' | 'getFrameContent';

export function catalogueOperations(
  catalogue: CataloguePort,
): Operations<
  Exclude<
    OperationName,
    | 'checkImage'
    | ContentOperationName
    | SessionOperationName
    | CartOperationName
    | OrderOperationName
    | VatOperationName
    | PayOperationName
  >
> {
  return {
    async getCategory(country, payload) {
      const context = catalogueContext(country, payload.language);
      const { slug, fetchSiblings } = payload;
      return found(await catalogue.getCategoryBySlug(context, slug, { fetchSiblings }), 'Category');
    },
    async getFirstLevelCategories(country, payload) {
      return { results: await catalogue.getFirstLevelCategories(catalogueContext(country, payload.language)) };
    },
    async queryCategories(country, payload) {
      const { limit, offset } = payload;
      return catalogue.queryCategories(catalogueContext(country, payload.language), {
        ...(payload.parentKey !== undefined ? { parentKey: payload.parentKey } : {}),
        ...(payload.keys !== undefined ? { keys: payload.keys } : {}),
        limit,
        offset,
      });
    },
    async getProduct(country, payload) {
      return found(
        await catalogue.getProductBySlug(catalogueContext(country, payload.language), payload.slug),
        'Product',
      );
    },
    async getProductsBySkus(country, payload) {
      return { results: await catalogue.getProductsBySkus(catalogueContext(country, payload.language), payload.skus) };
    },
    async getProductCardsBySkus(country, payload) {
      const context = catalogueContext(country, payload.language);
      return { results: await catalogue.getProductCardsBySkus(context, payload.skus) };
    },
    async search(country, payload) {
      const { text, limit } = payload;
      return catalogue.searchAsYouType(catalogueContext(country, payload.language), text, limit);
    },
    async listProducts(country, payload) {
      const context = catalogueContext(country, payload.language);
      return catalogue.listProducts(context, listingRequest(context, payload));
    },
    async listProductCards(country, payload) {
      const context = catalogueContext(country, payload.language);
      return catalogue.listProductCards(context, listingRequest(context, payload));
    },
    async getReviews(country, payload) {
      const { productId, offset, limit, sort } = payload;
      return found(
        await catalogue.getReviews(catalogueContext(country, payload.language), productId, { offset, limit, sort }),
        'Product',
      );
    },
    async listReviewHighlights(country, payload) {
      const context = catalogueContext(country, payload.language);
      const { categoryKey, skus, minRating, limit } = payload;
      // spec/1 §2.9 review carousel: reviews of a category or of SKUs, one source, never both (a user's mistake
      // told as such, CONVENTIONS §9).
      if (categoryKey !== undefined && skus !== undefined) {
        throw new OperationError(400, '/skus cannot be combined with /categoryKey: give one or the other', '/skus');
      }
      const results = await catalogue.listReviewHighlights(context, {
        ...(categoryKey !== undefined ? { categoryKey } : {}),
        ...(skus !== undefined ? { skus } : {}),
        minRating,
        limit,
      });
      if (results === null) throw new OperationError(404, 'Category not found', '/categoryKey');
      return { results };
    },
    async getStore(_country, payload) {
      return found(await catalogue.getStore(payload.key), 'Store');
    },
    async queryStores(_country, payload) {
      const { limit, offset } = payload;
      return catalogue.queryStores({ ...(payload.keys !== undefined ? { keys: payload.keys } : {}), limit, offset });
    },
    async getSeoRedirection(country, payload) {
      return found(await catalogue.getSeoRedirection(country, payload.sourceUrl), 'Redirection');
    },
  };
}
