import type { CountryCode } from '../../../../generated/index.ts';
import type { Order, OrderRefund } from '../../../../generated/types.ts';
import type { ChangeRefusal } from './change-refusal.ts';

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
   * ADR 039: one order of a country's shop by its id, whoever placed it — only for a reader that has proved its right
   * to that order (an order link's token); null for an unknown id or another country's order.
   */
  byId(orderId: string, country: CountryCode): Promise<Order | null>;
  /**
   * Records a payment given back against the order (ADR 028), or updates the one recorded with the same id (its state,
   * its reversal's reference); the order's version by one. The order as it is now; null for an unknown id.
   */
  recordRefund(orderId: string, refund: OrderRefund): Promise<Order | null>;
}
