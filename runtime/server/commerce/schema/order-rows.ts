// ADR 024: an order's rows as the port's Order and what a placement, a payment or a refund makes of one — the same on
// both engines (ADR 042); the engines differ only in how they hold the rows still while they write.
import type { CountryCode } from '../../../../generated/index.ts';
import type { Order, OrderRefund } from '../../../../generated/types.ts';
import { displayOrderNumber } from '../../../domain/money/order-number.ts';
import type { CartVatCheck } from '../ports/cart-store.ts';
import type { OrderDraft, OrderPlacement, StockReservation } from '../ports/order-store.ts';

type OrderVatCheck = NonNullable<Order['custom']['billingVatCheck']>;

/** The first number a store gives (spec/2 §3 orderNumber); the next ones count up from it. */
export const FIRST_ORDER_NUMBER = 100001;

/** The columns an order is read with. */
export const ORDER_COLUMNS = ['data', 'version', 'order_state', 'payment_state', 'shipment_state'] as const;

/**
 * A store's order number: the country's prefix to strip where it has one (spec/2 §9: the Czech store's numbers begin
 * with NS, which the shopper does not see), the country code, then the store's count.
 */
export function orderNumberOf(country: CountryCode, count: number, prefix: string | undefined): string {
  return `${prefix ?? ''}${country.toUpperCase()}${count}`;
}

/**
 * The reservations of one SKU added up (a product and its accessory line may name the same SKU twice), in the order
 * of their SKUs: every placement takes its stock rows in one order, so two placements never wait on each other's.
 */
export function reservationsBySku(reservations: readonly StockReservation[]): StockReservation[] {
  const totals = new Map<string, number>();
  for (const { sku, quantity } of reservations) {
    if (quantity > 0) totals.set(sku, (totals.get(sku) ?? 0) + quantity);
  }
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([sku, quantity]) => ({ sku, quantity }));
}

type OrderRow = { data: string; version: number; order_state: string; payment_state: string; shipment_state: string };

/** A stored order as its answer: the priced snapshot with the states as they are now. */
export function orderOf(row: OrderRow): Order {
  const order = JSON.parse(row.data) as Order;
  return {
    ...order,
    version: row.version,
    orderState: row.order_state as Order['orderState'],
    paymentState: row.payment_state as Order['paymentState'],
    shipmentState: row.shipment_state as Order['shipmentState'],
  };
}

/** The stored order with its payments' transactions settled. */
export function settledOrder(data: string, transactionState: 'Success' | 'Failure'): Order {
  const stored = JSON.parse(data) as Order;
  return {
    ...stored,
    paymentInfo: {
      ...stored.paymentInfo,
      payments: stored.paymentInfo.payments.map((payment) => ({ ...payment, state: transactionState })),
    },
  };
}

/** ADR 028: the stored order with a payment given back recorded (one entry per attempt, updated in place). */
export function refundedOrder(data: string, refund: OrderRefund): Order {
  const stored = JSON.parse(data) as Order;
  const refunds = stored.paymentInfo.refunds ?? [];
  const known = refunds.find((entry) => entry.id === refund.id);
  return {
    ...stored,
    paymentInfo: {
      ...stored.paymentInfo,
      refunds:
        known === undefined
          ? [...refunds, refund]
          : refunds.map((entry) =>
              entry.id === refund.id ? { ...entry, ...refund, createdAt: entry.createdAt } : entry,
            ),
    },
  };
}

/**
 * spec/3 §3 custom address fields vatValidated and VAT raw response: the cart's VAT ID check (its stored JSON), when
 * it is the check of the billing address's VAT number (the check the cart's net prices rest on, cart-actions.server.ts).
 */
function billingVatCheckOf(stored: string | null | undefined, vatNumber: string | undefined): OrderVatCheck | null {
  if (vatNumber === undefined || stored === undefined || stored === null) return null;
  const check = JSON.parse(stored) as CartVatCheck;
  if (check.vatId !== vatNumber) return null;
  return { vatId: check.vatId, vatValidated: check.result === 'valid', code: check.code, rawResponse: check.raw };
}

/** The order a placement makes, numbered, its short SKUs on backorder. */
export function placedOrder(
  placement: OrderPlacement,
  made: { id: string; orderNumber: string; cartVatCheck: string | null | undefined; short: boolean },
): Order {
  const { country, cart, now } = placement;
  const { id, orderNumber } = made;
  const draft: OrderDraft = placement.draft({ id, orderNumber });
  const billingVatCheck = billingVatCheckOf(made.cartVatCheck, draft.billingAddress.vatNumber);
  return {
    ...draft,
    ...(billingVatCheck === null ? {} : { custom: { ...draft.custom, billingVatCheck } }),
    shipmentState: made.short ? 'Backorder' : draft.shipmentState,
    id,
    orderNumber,
    displayOrderNumber: displayOrderNumber(country, orderNumber),
    version: 1,
    createdAt: new Date(now).toISOString(),
    cart: { id: cart.id, version: cart.version },
  };
}

/** What of each line the stock taken covers: the lines in order, each taking what is left of its SKU's. */
export function reservedOfLines(
  lines: OrderPlacement['lines'],
  taken: Map<string, number>,
): { id: string; sku: string; quantity: number; reserved: number }[] {
  return lines.map((line) => {
    const reserved = Math.min(line.quantity, taken.get(line.sku) ?? 0);
    taken.set(line.sku, (taken.get(line.sku) ?? 0) - reserved);
    return { ...line, reserved };
  });
}
