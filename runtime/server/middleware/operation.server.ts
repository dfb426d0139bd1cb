// What every operation of the middleware (POST /api/<operation>, spec/1 §7) is: its handler's type, typed by the
// generated request and answer schemas; the error it answers a failure with (spec/1 §8); the catalogue context of a
// call; and which module answers which operations.
import { COUNTRIES, type CountryCode, type LanguageCode } from '../../../generated/index.ts';
import type { OperationAnswers, OperationRequests } from '../../../generated/types.ts';
import type operationsSchema from '../../../schemas/operations.schema.json';
import type { CatalogueContext } from '../commerce/ports/catalogue-types.ts';
import type { SessionAccess } from '../sessions/session-access.server.ts';

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
