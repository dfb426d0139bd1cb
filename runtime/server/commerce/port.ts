// The commerce port (CONVENTIONS §1): pages and the middleware read and change commerce data only through this
// interface. The embedded SQLite engine implements it now; a commercetools adapter can later, unchanged above.
import type { CountryCode } from '../../../generated/index.ts';
import type {
  Availability,
  Cart,
  CartAddress,
  Order,
  OrderRefund,
  ProductImage,
  ProductPrice,
  ReviewHighlight,
} from '../../../generated/types.ts';
import type { CustomField } from '../../domain/cart/guarantee-parent-sku.ts';
import type { ShippingMethodKey } from '../../domain/shipping/default-shipping-method.ts';
import type {
  CardListingResult,
  CatalogueContext,
  Category,
  ListingRequest,
  ListingResult,
  Paged,
  Product,
  ProductCard,
  ReviewPage,
  ReviewSort,
  SearchHit,
  SeoRedirection,
  Store,
} from './catalogue-types.ts';

/** Which reviews a review carousel shows (spec/1 §2.9): from a category, from SKUs, or from the whole catalogue. */
export interface ReviewHighlightQuery {
  categoryKey?: string;
  skus?: readonly string[];
  /** 1 to 5 stars. */
  minRating: number;
  limit: number;
}

/** What a cart line shows and is priced by (spec/2 §3): a product's name, slug and picture, price, stock, freight. */
export interface CartItemFacts {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly images: ProductImage[];
  readonly price: ProductPrice | null;
  readonly availability: Availability;
  /** spec/3 §3 freight flag: the cart ships by freight (spec/2 §5). */
  readonly freight: boolean;
  /** spec/3 §3 eligibleForSelling. */
  readonly eligibleForSelling: boolean;
  /** spec/2 §5 Volume discounts: the product's volume-discount group; null for none. */
  readonly volumeDiscountGroup: string | null;
  /** spec/2 §5 Extra guarantee: exclusions by brand and by relation (its own and its root category's keys). */
  readonly brand: string;
  readonly relations: readonly string[];
}

/** spec/2 §3 an extra-guarantee product (a virtual SKU) with its attributes, its name in the context's language. */
export interface ExtraGuaranteeFacts {
  readonly sku: string;
  readonly name: string;
  /** Percent of the guarded product's price (spec/2 §5). */
  readonly relativePriceRate: number;
  readonly excludedSkus: readonly string[];
  readonly excludedBrands: readonly string[];
  readonly excludedRelations: readonly string[];
  /** Language-country locales, e.g. 'de-AT'. */
  readonly enabledOnMarket: readonly string[];
}

export interface CataloguePort {
  /** spec/1 §7 Store load by key; spec/3 §7 get stores. */
  getStore(key: string): Promise<Store | null>;
  queryStores(query: { keys?: string[]; limit: number; offset: number }): Promise<Paged<Store>>;
  /** spec/1 §7 Category load by slug with language and optional siblings. */
  getCategoryBySlug(
    context: CatalogueContext,
    slug: string,
    options: { fetchSiblings: boolean },
  ): Promise<{ category: Category; siblings: Category[] } | null>;
  /** spec/1 §7 First-level categories for the current language and country. */
  getFirstLevelCategories(context: CatalogueContext): Promise<Category[]>;
  /** spec/3 §7 categories query: children of a parent, or by keys. */
  queryCategories(
    context: CatalogueContext,
    query: { parentKey?: string; keys?: string[]; limit: number; offset: number },
  ): Promise<Paged<Category>>;
  /**
   * spec/1 §7 Product load when on a product page: by its slug in the context's language, or else by its slug in
   * another language (ADR 014), answered in the context's language all the same (its `slug` then differs from
   * the one asked for, and the page redirects to it).
   */
  getProductBySlug(context: CatalogueContext, slug: string): Promise<Product | null>;
  /** spec/3 §7 products with skus. */
  getProductsBySkus(context: CatalogueContext, skus: string[]): Promise<Product[]>;
  /**
   * getProductsBySkus answered as cards (ADR 011): what the related products and product blocks show, read
   * without the details of a full product.
   */
  getProductCardsBySkus(context: CatalogueContext, skus: string[]): Promise<ProductCard[]>;
  /**
   * What a cart needs of its products, read fresh (never from a cache: stock and prices decide what the
   * shopper may buy) — published products only, in the SKUs' order.
   */
  getCartItems(context: CatalogueContext, skus: readonly string[]): Promise<CartItemFacts[]>;
  /**
   * spec/2 §5 Complementary products: the categories a product references — in the embedded store, the
   * categories of the accessories it is sold with — and the SKUs of published products in them (at most `limit`,
   * the best rated first); null for a product that is not published.
   */
  complementaryOf(sku: string, limit: number): Promise<{ categoryIds: string[]; skus: string[] } | null>;
  /** spec/2 §3, §5: the extra-guarantee products (virtual SKUs 41000x0), names in the context's language. */
  getExtraGuarantees(context: CatalogueContext): Promise<ExtraGuaranteeFacts[]>;
  /** spec/1 §2.5 search-as-you-type against the per-language index. */
  searchAsYouType(
    context: CatalogueContext,
    text: string,
    limit: number,
  ): Promise<{ hits: SearchHit[]; total: number }>;
  /** spec/1 §2.6 listing pages: filters, facets, sorts, paging. */
  listProducts(context: CatalogueContext, request: ListingRequest): Promise<ListingResult>;
  /** listProducts answered as cards (ADR 011): listing pages, product blocks and the comparison show cards. */
  listProductCards(context: CatalogueContext, request: ListingRequest): Promise<CardListingResult>;
  /** spec/3 §2, §7 reviews of a product with its statistics. */
  getReviews(
    context: CatalogueContext,
    productId: string,
    query: { offset: number; limit: number; sort: ReviewSort },
  ): Promise<ReviewPage | null>;
  /**
   * spec/1 §2.9 review carousel: the most recent reviews rated at least `minRating`, written in the context's
   * language, of published products (of a category and its descendants, or of the SKUs given); null when the
   * category is unknown.
   */
  listReviewHighlights(context: CatalogueContext, query: ReviewHighlightQuery): Promise<ReviewHighlight[] | null>;
  /** spec/1 §7 SEO redirection request with sourceUrl. */
  getSeoRedirection(country: CountryCode, sourceUrl: string): Promise<SeoRedirection | null>;
  /**
   * The sitemap: published products (or all categories) in id order from `offset`, with their slug in each
   * of the languages asked for. `count` is the number of published products.
   */
  sitemapSlugs(
    kind: 'category' | 'product',
    languages: readonly string[],
    offset: number,
    limit: number,
  ): Promise<Array<{ id: string; slugs: Partial<Record<string, string>> }>>;
  countPublishedProducts(): Promise<number>;
}

/**
 * The catalogue side of the port. Sessions, carts, discounts, orders and payment attempts have their own interfaces
 * below (SessionStore, CartStore, DiscountStore, OrderStore, PaymentAttemptStore), with commercetools-shaped
 * entities; customers (spec/3) will add theirs the same way.
 */
export type CommercePort = CataloguePort;

/** spec/3 §2 a newsletter consent confirmed from an e-mail link. */
export interface NewsletterConsentEvent {
  country: CountryCode;
  /** The link's hash as received. */
  hash: string;
  recordedAt: Date;
}

/**
 * Where newsletter consent events are recorded (spec/3 §2 "records a newsletter consent event with the hash"):
 * the store for now, until a tracking port (spec/3 §7) sends them on.
 */
export interface NewsletterConsentLog {
  recordNewsletterConsent(event: NewsletterConsentEvent): Promise<void>;
}

/** A visitor's server-side session (ARCHITECTURE "Sessions"). */
export interface Session {
  /** What the session's cart is kept under: never sent to the visitor, the same after a rotation. */
  readonly key: string;
  /** The country whose shop began it. */
  readonly country: CountryCode;
  /** The signed-in customer; null for a guest. */
  readonly customerId: string | null;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

/**
 * Where sessions live: the store, so that any server process serves any request and a restart keeps them. A session
 * is known by its token, which only the visitor's cookie holds; the store keeps the token's SHA-256.
 */
export interface SessionStore {
  /** Begins a session; returns the token for the cookie. */
  create(country: CountryCode, now: number): Promise<{ token: string; session: Session }>;
  /**
   * The session of a token, its idle expiry moved on; null for a token that is malformed, unknown, of another
   * country's shop or ended (an ended session is deleted).
   */
  find(token: string, country: CountryCode, now: number): Promise<Session | null>;
  /**
   * Gives the session a new token and forgets the old one, keeping what it holds (at sign-in and every change of
   * privilege, against session fixation); null when the old token finds no session.
   */
  rotate(token: string, country: CountryCode, now: number): Promise<{ token: string; session: Session } | null>;
  /** Ends a session (sign-out). */
  delete(token: string): Promise<void>;
  /** Deletes the sessions that have ended; returns how many. */
  purgeExpired(now: number): Promise<number>;
}

/**
 * A line of a stored cart: its SKU and quantity (prices are the catalogue's, read with the cart); a guarantee line's
 * first custom field holds its parent SKU (spec/2 §3).
 */
export interface StoredLine {
  readonly id: string;
  readonly sku: string;
  readonly quantity: number;
  readonly customFields?: readonly CustomField[];
}

/** What a cart holds besides its lines (spec/2 §3 Cart), as the update actions of spec/2 §4 set it. */
export interface CartDetails {
  readonly customerEmail: string | null;
  readonly billingAddress: CartAddress | null;
  readonly shippingAddress: CartAddress | null;
  /** The shipping method key last set (spec/2 §4 set shipping method); null until one is. */
  readonly shippingMethodKey: ShippingMethodKey | null;
  /** spec/2 §3 Cart custom fields the shopper sets. */
  readonly custom: Cart['custom'];
  /** spec/2 §3 Cart discountCodes: the ids of the codes applied, in the order applied. */
  readonly discountCodeIds: readonly string[];
  /** spec/2 §3 taxMode, §5: External once a valid company VAT ID made the cart's prices net (spec/3 §4). */
  readonly taxMode: 'Platform' | 'External';
  /** The last check of the billing address's VAT ID (spec/3 §3 vatValidated, VAT raw response); null when none. */
  readonly vatCheck: CartVatCheck | null;
}

/** spec/3 §3 custom address fields vatValidated and VAT raw response: a VAT ID check as the cart keeps it. */
export interface CartVatCheck {
  /** The VAT ID checked, as sent (with its country prefix). */
  readonly vatId: string;
  readonly result: 'valid' | 'notValid' | 'couldNotValidate';
  readonly code: number;
  readonly raw: string;
}

/** A cart as the store keeps it (spec/2 §3 Cart). */
export interface StoredCart extends CartDetails {
  readonly id: string;
  readonly version: number;
  readonly country: CountryCode;
  readonly sessionKey: string;
  readonly createdAt: number;
  readonly lines: readonly StoredLine[];
}

/** A line after a change: a kept line keeps its id, a new one has none yet. */
export interface ChangedLine {
  readonly id?: string;
  readonly sku: string;
  readonly quantity: number;
  readonly customFields?: readonly CustomField[];
}

/** A cart after a change, before it is saved: new lines have no id yet. */
export interface CartDraft extends CartDetails {
  readonly lines: readonly ChangedLine[];
}

/** A cart of no lines and no details: what a session's first change starts from. */
export const EMPTY_CART_DETAILS: CartDetails = Object.freeze({
  customerEmail: null,
  billingAddress: null,
  shippingAddress: null,
  shippingMethodKey: null,
  custom: Object.freeze({}),
  discountCodeIds: Object.freeze([]),
  taxMode: 'Platform',
  vatCheck: null,
});

/** Why a change did not land: the cart is not the session's (or none), or the version named is stale. */
export type ChangeRefusal =
  { readonly kind: 'notFound' } | { readonly kind: 'conflict'; readonly currentVersion: number };

/** Where carts live (ADR 022): one active cart per session and shop, every change checking its version. */
export interface CartStore {
  /** The active cart of a session in a country's shop; null when it has none. */
  ofSession(sessionKey: string, country: CountryCode): Promise<StoredCart | null>;
  /**
   * Saves `next` over `base`, the session's cart as the caller read it, in one transaction, moving the version on by
   * one: only if the cart is still `base` (its id and version) — or, for a `base` of null, if the session still has
   * no cart, which the save begins. Otherwise nothing changes and the refusal says why: another session's or a
   * deleted cart is not found; a cart changed since it was read is a conflict, with its current version. Only the
   * lines that changed are written.
   */
  save(
    sessionKey: string,
    country: CountryCode,
    base: StoredCart | null,
    next: CartDraft,
    now: number,
  ): Promise<StoredCart | ChangeRefusal>;
  /** Deletes the session's cart at the version named; answers it as it was, or the refusal. */
  delete(
    sessionKey: string,
    country: CountryCode,
    expected: { readonly cartId: string; readonly version: number },
  ): Promise<StoredCart | ChangeRefusal>;
}

/** spec/2 §3 a discount code (commercetools DiscountCode, with its one relative cart discount's value). */
export interface StoredDiscountCode {
  readonly id: string;
  /** What the shopper types: letters, digits, _ and -; compared case-sensitively. */
  readonly code: string;
  /** Store keys the code is valid in; empty for every store. */
  readonly stores: readonly string[];
  /** ISO 8601 date-times; null for no bound. validFrom inclusive, validUntil exclusive. */
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  readonly isActive: boolean;
  /** spec/2 §3 value: relative, in permyriad (percent = permyriad / 100). */
  readonly permyriad: number;
  /** Per language (`{ de: …, en: … }`) or one name for all. */
  readonly name: string | Readonly<Record<string, string>>;
  /** How many orders may use the code; null for no limit. */
  readonly maxApplications: number | null;
  /** How many orders have used it (counted when an order is placed, ADR 027). */
  readonly applications: number;
}

/** spec/2 §3 Volume discount / cart discount: a volume tier of a group, or a customer tier's personalised discount. */
export interface StoredCartDiscount {
  readonly id: string;
  readonly key: string;
  readonly kind: 'volume' | 'personalised';
  readonly isActive: boolean;
  /** Store keys; empty for no store. */
  readonly stores: readonly string[];
  /** commercetools sortOrder, a decimal between 0 and 1 as text. */
  readonly sortOrder: string;
  /** For a volume discount: its group (spec/2 §5: the discount carries the group's custom field). */
  readonly volumeDiscountGroup: string | null;
  /** For a volume discount: the quantity from which the tier applies. */
  readonly minQuantity: number;
  /** For a personalised discount: the customer tier (spec/2 §3 Customer tiers) it is for. */
  readonly customerTier: string | null;
  readonly permyriad: number;
}

/** Where discount codes and cart discounts live (spec/2 §3, §5, §7). */
export interface DiscountStore {
  /** The discount code a shopper typed; null when there is none. */
  codeNamed(code: string): Promise<StoredDiscountCode | null>;
  /** The codes of these ids that exist, in no particular order. */
  codesOfIds(ids: readonly string[]): Promise<StoredDiscountCode[]>;
  /** Every cart discount (volume and personalised): configuration, which a store may keep in memory. */
  cartDiscounts(): Promise<readonly StoredCartDiscount[]>;
}

/** What an order takes from stock: a SKU and a quantity (virtual lines take nothing, spec/2 §3). */
export interface StockReservation {
  readonly sku: string;
  readonly quantity: number;
}

/** An order as priced from its cart, before the store gives it its id, number, version and time (spec/2 §3 Order). */
export type OrderDraft = Omit<Order, 'id' | 'orderNumber' | 'displayOrderNumber' | 'version' | 'createdAt' | 'cart'>;

/** What placing an order from a cart asks of the store (ADR 024; spec/2 §4 Payment, §7). */
export interface OrderPlacement {
  readonly sessionKey: string;
  readonly country: CountryCode;
  readonly storeKey: string;
  /** The cart and the version the order is made from: the cart must still be the session's, at that version. */
  readonly cart: { readonly id: string; readonly version: number };
  /** The order as priced, once the store has given it its number (a bank transfer quotes it as the reference). */
  readonly draft: (identity: { readonly id: string; readonly orderNumber: string }) => OrderDraft;
  /** The lines of the order as stored: each line's id, SKU and quantity. */
  readonly lines: readonly { readonly id: string; readonly sku: string; readonly quantity: number }[];
  /** What the order takes from stock (ReserveOnOrder). */
  readonly reservations: readonly StockReservation[];
  /**
   * The discount codes the order uses: each counts one application — the use held for this cart version's payment,
   * or else a free one (ADR 027); a code with neither refuses the order, paid or not.
   */
  readonly discountCodeIds: readonly string[];
  readonly now: number;
  /**
   * The payment was already taken at the provider (ADR 024: "a payment the provider took is never refused an order"):
   * the order is made whatever happened to the cart since (it is ended if it is still at that version) and to the stock
   * (what is there is taken, never below zero, and a shortfall makes the shipment state Backorder) — a paid order is
   * never refused for them. Without it, a cart changed since or a short stock refuses the order and changes nothing.
   * A discount code with no use left refuses even a paid order (ADR 027: its payment is then reversed).
   */
  readonly paidAtProvider?: boolean;
}

/**
 * Why an order was not placed: the cart is not the session's (or none), its version is stale, the stock does not
 * cover a SKU, or a discount code it uses has no use left (nothing is reserved and the cart stays as it was).
 */
export type OrderRefusal =
  ChangeRefusal | { readonly kind: 'outOfStock'; readonly skus: readonly string[] } | CodeUsedUpRefusal;

/** spec/2 §5, ADR 027: a limited discount code of the cart has no use left (its ids). */
export interface CodeUsedUpRefusal {
  readonly kind: 'codeUsedUp';
  readonly codeIds: readonly string[];
}

/**
 * spec/2 §5, ADR 027: one use of each code held for a cart version's payment, by its latest attempt, until
 * `expiresAt`.
 */
export interface CodeUseHold {
  readonly attemptId: string;
  readonly cart: { readonly id: string; readonly version: number };
  readonly codeIds: readonly string[];
  readonly now: number;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** An order placed, or found already placed from the same cart version (then nothing was reserved again). */
export interface PlacedOrder {
  readonly order: Order;
  readonly created: boolean;
  /** The stock of each SKU the order took, after it (for the live updates, spec/2 §4); empty when found. */
  readonly stock: readonly { readonly sku: string; readonly availableQuantity: number }[];
}

/** Where orders live (ADR 024): made from a cart at one version, once. */
export interface OrderStore {
  /**
   * In one transaction: finds the order already made from this cart version (answered as it is: creating an order is
   * idempotent), or checks the cart is still the session's at that version, reserves the stock of every reservation
   * (none below zero; any short → nothing changes), gives the order its number, writes it with its lines and
   * payments, counts the codes' applications (never beyond a code's maximum, ADR 027) and ends the cart (cartState
   * Ordered), so the session's next add begins a new one.
   */
  place(placement: OrderPlacement): Promise<PlacedOrder | OrderRefusal>;
  /**
   * spec/2 §5, ADR 027: holds one use of each code for a payment attempt's cart version (a use held for that cart
   * version already is kept, passed to this attempt, its expiry moved on) — all of them, or none and the codes that
   * have no use left.
   */
  holdCodeUses(hold: CodeUseHold): Promise<CodeUsedUpRefusal | null>;
  /** Lets go of the uses an attempt holds: its payment failed, was cancelled or will not come. */
  releaseCodeUses(attemptId: string): Promise<void>;
  /** The order made from this cart version, when the session owns it; null otherwise. */
  ofCart(
    sessionKey: string,
    country: CountryCode,
    cart: { readonly id: string; readonly version: number },
  ): Promise<Order | null>;
  /**
   * Moves an order's payment on (a voucher paid later, spec/2 §4 payment process states): its payment state and its
   * payments' transaction state, its version by one. The order as it is now; null for an unknown id.
   */
  settlePayment(
    orderId: string,
    paymentState: Order['paymentState'],
    transactionState: 'Success' | 'Failure',
  ): Promise<Order | null>;
  /** The session's orders in a country's shop, newest first, by id or order number (stored or as shown). */
  ofSession(
    sessionKey: string,
    country: CountryCode,
    query: { readonly id?: string; readonly orderNumber?: string; readonly limit: number; readonly offset: number },
  ): Promise<{ readonly results: readonly Order[]; readonly total: number }>;
  /**
   * Records a payment given back against the order (ADR 028), or updates the one recorded with the same id (its state,
   * its reversal's reference); the order's version by one. The order as it is now; null for an unknown id.
   */
  recordRefund(orderId: string, refund: OrderRefund): Promise<Order | null>;
}

/**
 * ADR 028: where an attempt to pay at the card provider stands. Initial: asked, no answer yet; RedirectShopper:
 * the shopper is at the provider; Pending: paid later (a voucher), or the provider's answer is still to come;
 * Authorised: paid; Refused, Cancelled, Error: not paid (a new attempt may follow); Reversed: paid, and given back
 * because its cart version has another payment's order (ADR 028) or because it could have no order (a code used up,
 * ADR 027) — whatever the provider says of it later makes none.
 */
export type PaymentAttemptState =
  'Initial' | 'RedirectShopper' | 'Pending' | 'Authorised' | 'Refused' | 'Cancelled' | 'Error' | 'Reversed';

/** The states a failure may still move an attempt from: never a payment taken (Authorised) or given back (ADR 028). */
export const UNSETTLED_ATTEMPT_STATES: readonly PaymentAttemptState[] = [
  'Initial',
  'RedirectShopper',
  'Pending',
  'Refused',
  'Cancelled',
  'Error',
];

/** The states in which an attempt may still pay (migration 014 payment_attempts_live). */
export const LIVE_ATTEMPT_STATES: readonly PaymentAttemptState[] = [
  'Initial',
  'RedirectShopper',
  'Pending',
  'Authorised',
];

/** An attempt to pay a cart version at the card provider, with the cart as it was priced for it. */
export interface PaymentAttempt {
  /** Also the payment's reference at the provider (its merchantReference) and the idempotency key's base. */
  readonly id: string;
  readonly sessionKey: string;
  readonly country: CountryCode;
  readonly language: string;
  /** The shop's origin the payment began at (`https://www.shop.de`): the order mail's link. */
  readonly origin: string;
  readonly cartId: string;
  readonly cartVersion: number;
  readonly method: string;
  readonly clientType: 'PRIVATE' | 'COMPANY';
  readonly amount: { readonly centAmount: number; readonly currencyCode: string };
  readonly state: PaymentAttemptState;
  readonly pspReference: string | null;
  readonly orderId: string | null;
  /** Why the attempt failed or was undone, when the shop decided it (ADR 028: a mismatch, another method). */
  readonly failureReason: string | null;
  /** The cart as priced when the attempt began: what the order is made of, whenever the payment completes. */
  readonly cart: Cart;
  readonly createdAt: number;
}

export interface PaymentAttemptChange {
  readonly state?: PaymentAttemptState;
  readonly pspReference?: string;
  readonly orderId?: string;
  readonly failureReason?: string;
}

export interface PaymentAttemptStore {
  /**
   * Writes an attempt before the provider is asked — or, when the cart version already has a live one (not refused,
   * cancelled or failed) for the method, answers that one: a second click pays with the first attempt.
   */
  begin(attempt: Omit<PaymentAttempt, 'state' | 'pspReference' | 'orderId' | 'failureReason'>): Promise<PaymentAttempt>;
  byId(id: string): Promise<PaymentAttempt | null>;
  /** The attempts of a cart version that may still pay (LIVE_ATTEMPT_STATES), oldest first. */
  liveOfCart(cart: { readonly id: string; readonly version: number }): Promise<PaymentAttempt[]>;
  update(
    id: string,
    change: PaymentAttemptChange,
    now: number,
    /** Only from one of these states (a conditional update); the answer says whether it changed. */
    from?: readonly PaymentAttemptState[],
  ): Promise<boolean>;
  /**
   * Records the provider's pspReference of the attempt, once: true when it is now the attempt's (it had none, or this
   * one); false when the attempt has another. One conditional update, never a read then a write (ADR 028).
   */
  claimPspReference(id: string, pspReference: string, now: number): Promise<boolean>;
  /** Whether a provider notification was handled already (the same notification twice changes nothing). */
  notificationHandled(key: string): Promise<boolean>;
  /**
   * Records a provider notification as handled, once its outcome is written (a crash before leaves it unrecorded,
   * so the provider's retry handles it); false when it already was.
   */
  firstNotification(key: string, now: number): Promise<boolean>;
}

/** The provider's hosted session each attempt is paid in (Hosted Checkout, ADR 029). */
export interface PaymentSessionStore {
  /** Records the session begun for an attempt (replacing an earlier one: the shopper is sent to the latest). */
  record(attemptId: string, sessionId: string, now: number): Promise<void>;
  /** The session recorded for an attempt, or null. */
  sessionOf(attemptId: string): Promise<string | null>;
}
