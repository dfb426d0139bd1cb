// Table shapes of the embedded commerce store, for Kysely. JSON columns hold text; the mappers in mappers.ts
// turn rows into the port's entities (CONVENTIONS §2: reshape at the boundary).
import type { Generated } from 'kysely';
import type { OutboxTable } from './outbox-table.ts';

export interface StoreTable {
  key: string;
  country: string;
  /** JSON: language codes. */
  languages: string;
  name: string;
  /** JSON: the store's custom fields (flags, campaigns, bank details). */
  custom: string;
}

export interface ChannelTable {
  id: string;
  key: string;
  /** JSON: role names (InventorySupply, ProductDistribution). */
  roles: string;
  /** JSON: LocalizedString. */
  name: string;
  country: string;
}

export interface CategoryTable {
  id: string;
  key: string;
  parent_id: string | null;
  /** 0 for a first-level category, up to 4 (spec/1 §2.6 category levels 0 to 4). */
  depth: number;
  order_hint: string;
  /** spec/1 §3 Category types. */
  type: 'all-categories' | 'industry-categories' | 'longtail-categories';
  image_url: string | null;
  /** JSON: { [countryCode]: boolean } — hasProducts per market. */
  has_products: string;
  /** JSON: { related: string[], industry: string[], longtail: string[] } — the three related-category lists (keys). */
  related: string;
}

export interface CategoryTextTable {
  category_id: string;
  language: string;
  name: string;
  slug: string;
  meta_title: string;
  meta_description: string;
}

export interface CategoryContentTable {
  category_id: string;
  locale: string;
  /** Sanitized on the way in (content-html.server.ts, sanitize-html); served as stored. */
  content_html: string;
  /** JSON: blog post teasers. */
  posts: string;
}

export interface ProductTable {
  id: string;
  sku: string;
  key: string;
  brand: string;
  family: string;
  /** The product's own (leaf) category. */
  category_id: string;
  published: number;
  eligible_for_selling: number;
  freight: number;
  is_bware: number;
  /** ISO date-time. */
  created_at: string;
  release_date: string;
  tax_category: string;
  energy_class: string | null;
  /** Space-separated quick tags and campaign tags (spec/1 §2.6; spec/3 §3). */
  tags: string;
  volume_discount_group: string | null;
  /** JSON: images [{ url, label }]. */
  images: string;
  /** JSON: the remaining attributes of spec/3 §3 (dimensions, weights, model, techdetails …). */
  attributes: string;
  rating_average: number;
  rating_count: number;
  /** JSON: { "1": n, … "5": n }. */
  ratings_distribution: string;
}

export interface ProductTextTable {
  product_id: string;
  language: string;
  name: string;
  slug: string;
  description: string;
  /** JSON: string[]. Meta title and description are derived from name and description when read. */
  highlights: string;
  /** spec/3 §3 meta keywords, comma-separated (migration 002). */
  meta_keywords: string;
}

export interface ProductCategoryTable {
  product_id: string;
  /** The product's category and each of its ancestors, so a filter on any level is one indexed lookup. */
  category_id: string;
  depth: number;
}

export interface PriceTable {
  product_id: string;
  currency: string;
  cent_amount: number;
  discounted_cent_amount: number | null;
}

export interface InventoryTable {
  sku: string;
  available_quantity: number;
}

export interface ProductRelationTable {
  product_id: string;
  related_product_id: string;
  kind: 'accessory' | 'related';
}

export interface ReviewTable {
  id: string;
  product_id: string;
  locale: string;
  author_name: string;
  rating: number;
  title: string;
  text: string;
  created_at: string;
  customer_care_response: string | null;
  source: string;
  included_in_statistics: number;
}

export interface SeoRedirectionTable {
  country: string;
  source_url: string;
  target_url: string;
  redirection_code: number;
}

/** spec/3 §2 a newsletter consent event, kept in the store until the tracking port records it (ADR 014). */
export interface NewsletterConsentEventTable {
  id: Generated<number>;
  country: string;
  /** The consent link's hash as received (base64 JSON; the consent service decides whether it is genuine). */
  hash: string;
  /** ISO 8601 time of the confirmation. */
  recorded_at: string;
}

/** A server-side session, by the SHA-256 of its token (sessions/session-store.server.ts). */
export interface SessionTable {
  /** SHA-256 of the cookie's token, hex. */
  id_hash: string;
  /** What the session's cart is kept under: random, never sent, the same after a rotation. */
  key: string;
  /** The country whose shop began it (a cookie belongs to one host). */
  country: string;
  /** The signed-in customer; null for a guest. */
  customer_id: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** A cart (carts.server.ts). */
export interface CartTable {
  id: string;
  /** The owning session's key. */
  session_key: string;
  country: string;
  version: number;
  /** commercetools cartState: Active, or Ordered once its order is placed (Merged comes with accounts). */
  state: string;
  created_at: number;
  updated_at: number;
  /** spec/2 §3 Cart customerEmail (migration 010). */
  customer_email: string | null;
  /** JSON: spec/2 §3 Cart billingAddress, shippingAddress (CartAddress). */
  billing_address: string | null;
  shipping_address: string | null;
  /** The shipping method key set by setShippingMethod (spec/2 §4); null for the default. */
  shipping_method: string | null;
  /** JSON: the cart's custom fields (spec/2 §3). */
  custom: string;
  /** JSON: the ids of the discount codes applied (migration 011). */
  discount_codes: string;
  /** spec/2 §3 taxMode: Platform, or External once a valid company VAT ID made the cart net (migration 015). */
  tax_mode: string;
  /** JSON: the last VAT ID check of the cart's billing address (port CartVatCheck); null when none. */
  vat_check: string | null;
}

/** spec/2 §3: a discount code (migration 011; port StoredDiscountCode). */
export interface DiscountCodeTable {
  id: string;
  code: string;
  /** JSON: store keys; [] for every store. */
  stores: string;
  valid_from: string | null;
  valid_until: string | null;
  is_active: number;
  permyriad: number;
  /** JSON: a name, or names by language. */
  name: string;
  max_applications: number | null;
  applications: number;
  /** The uses held for payments begun and not yet paid, failed or expired (migration 018). */
  reserved: number;
}

/** A use of a discount code held for a payment attempt (migration 018, ADR 027). */
export interface DiscountReservationTable {
  cart_id: string;
  cart_version: number;
  code_id: string;
  /** The cart version's latest attempt holding the use. */
  attempt_id: string;
  /** Epoch ms after which the held use may be given to another payment. */
  expires_at: number;
}

/** spec/2 §3: a cart discount, volume or personalised (migration 011; port StoredCartDiscount). */
export interface CartDiscountTable {
  id: string;
  key: string;
  kind: 'volume' | 'personalised';
  is_active: number;
  /** JSON: store keys; [] for no store. */
  stores: string;
  sort_order: string;
  volume_discount_group: string | null;
  min_quantity: number;
  customer_tier: string | null;
  permyriad: number;
}

export interface CartLineTable {
  cart_id: string;
  id: string;
  sku: string;
  quantity: number;
  position: number;
  /** A guarantee line's parent SKU (spec/2 §3; migration 012); null for any other line. */
  parent_sku: string | null;
}

/** spec/2 §3: an extra-guarantee product (migration 012). JSON: name (by language), the lists. */
export interface ExtraGuaranteeTable {
  sku: string;
  name: string;
  relative_price_rate: number;
  excluded_skus: string;
  excluded_brands: string;
  excluded_relations: string;
  enabled_on_market: string;
}

/** An order (spec/2 §3, migration 013). `data` is the Order answer as priced, JSON; the states are its columns. */
export interface OrderTable {
  id: string;
  order_number: string;
  country: string;
  session_key: string;
  customer_id: string | null;
  cart_id: string;
  cart_version: number;
  created_at: number;
  version: number;
  order_state: string;
  payment_state: string;
  shipment_state: string;
  customer_email: string;
  data: string;
}

/** An order's line (migration 013): what it holds and how much of it the order took from stock. */
export interface OrderLineTable {
  order_id: string;
  id: string;
  sku: string;
  quantity: number;
  /** The quantity taken from stock (0 for a virtual line, spec/2 §3). */
  reserved: number;
}

/** A payment of an order (migration 013). `data` is the OrderPayment answer, JSON. */
export interface OrderPaymentTable {
  id: string;
  order_id: string;
  payment_interface: string;
  method: string;
  state: string;
  psp_reference: string | null;
  data: string;
}

/** A store's last order number (migration 013). */
export interface OrderNumberTable {
  store_key: string;
  last: number;
}

/** ADR 028: an attempt to pay a cart version at the card provider (migration 014). `cart`: the priced Cart, JSON. */
export interface PaymentAttemptTable {
  id: string;
  session_key: string;
  country: string;
  language: string;
  /** The shop's origin the payment began at (its return address and the order mail's link). */
  origin: string;
  cart_id: string;
  cart_version: number;
  method: string;
  client_type: string;
  amount: number;
  currency: string;
  state: string;
  psp_reference: string | null;
  order_id: string | null;
  /** Why the shop failed or undid the attempt (migration 017, ADR 028). */
  failure_reason: string | null;
  cart: string;
  created_at: number;
  updated_at: number;
}

/** The provider's hosted session an attempt is paid in (migration 020, ADR 029). */
export interface PaymentSessionTable {
  attempt_id: string;
  session_id: string;
  created_at: number;
}

/** ADR 024: a provider notification handled (migration 014), by its key. */
export interface PaymentNotificationTable {
  key: string;
  received_at: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  meta: MetaTable;
  stores: StoreTable;
  channels: ChannelTable;
  categories: CategoryTable;
  category_texts: CategoryTextTable;
  category_content: CategoryContentTable;
  products: ProductTable;
  product_texts: ProductTextTable;
  product_categories: ProductCategoryTable;
  prices: PriceTable;
  inventory: InventoryTable;
  product_relations: ProductRelationTable;
  reviews: ReviewTable;
  seo_redirections: SeoRedirectionTable;
  newsletter_consent_events: NewsletterConsentEventTable;
  sessions: SessionTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  discount_codes: DiscountCodeTable;
  discount_reservations: DiscountReservationTable;
  cart_discounts: CartDiscountTable;
  extra_guarantees: ExtraGuaranteeTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_payments: OrderPaymentTable;
  order_numbers: OrderNumberTable;
  payment_attempts: PaymentAttemptTable;
  payment_notifications: PaymentNotificationTable;
  payment_sessions: PaymentSessionTable;
  outbox: OutboxTable;
}
