import { NUMBER_INPUT_DEBOUNCE_MS } from '../customer/input-debounce.ts';
import { MAX_SINGLE_PRODUCT_QUANTITY } from './available-quantity.ts';

/** spec/2 §5 Quantity input: changes are debounced as a number input (spec/3 §9 Debounce, customer/input-debounce). */
export const QUANTITY_INPUT_DEBOUNCE_MS = NUMBER_INPUT_DEBOUNCE_MS;

/** spec/2 §5 Quantity input: the warning shown when a value was capped. */
export const MAX_QUANTITY_WARNING = 'You have reached the maximum quantity';

export interface QuantityInputResult {
  quantity: number;
  /** Set when the value was capped to the stock or to the maximum. */
  warning: typeof MAX_QUANTITY_WARNING | null;
}

/**
 * spec/2 §5 Quantity input: values of 1 or less or non-numeric become 1; above stock (when stock is below the
 * maximum) capped to stock; above the maximum capped to the maximum, with the warning.
 *
 * `stock` is what the field may reach: the stock for a cart line, the available quantity on the product page;
 * leave it out for a virtual item, which has no stock. Choices where the spec is silent:
 * - a fraction is cut to the whole number below it (2.7 → 2): a quantity is a count;
 * - the result is never below 1, even when the stock is 0: the input's floor of 1 wins, since 0 would remove the
 *   line (spec/2 §4 Quantities); an item without stock is stopped by the out-of-stock button instead.
 */
export function normaliseQuantityInput(input: string | number, stock?: number): QuantityInputResult {
  const value = Math.floor(Number(input));
  const limit = Math.max(1, Math.min(stock ?? MAX_SINGLE_PRODUCT_QUANTITY, MAX_SINGLE_PRODUCT_QUANTITY));
  if (value > limit) return { quantity: limit, warning: MAX_QUANTITY_WARNING };
  // `!(value > 1)` also catches NaN, the non-numeric input.
  if (!(value > 1)) return { quantity: 1, warning: null };
  return { quantity: value, warning: null };
}
