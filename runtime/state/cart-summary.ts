import { signal } from '@preact/signals-react';

/** spec/1 §3 "Cart summary: total items, total gross price" as the header's cart button shows it. */
export interface CartSummary {
  readonly totalItems: number;
  readonly totalGrossCentAmount: number;
}

/**
 * The shopper's cart summary. Empty until the cart (spec/2) loads one: a visitor without a cart has an empty one.
 * A browser-tab-wide signal; the server never writes it.
 */
export const cartSummary = signal<CartSummary>({ totalItems: 0, totalGrossCentAmount: 0 });
