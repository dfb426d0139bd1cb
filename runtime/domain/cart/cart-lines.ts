import { MAX_SINGLE_PRODUCT_QUANTITY } from './available-quantity.ts';
import { guaranteeParentSku, type GuaranteeLineFields } from './guarantee-parent-sku.ts';
import { MAX_QUANTITY_WARNING } from './quantity-input.ts';

/**
 * The least of a line item these rules need (spec/2 §3 Line item). A line not yet saved has no id. Callers keep
 * their own fields: the functions return the caller's line type.
 */
export interface CartLine extends GuaranteeLineFields {
  id?: string;
  quantity: number;
}

/** Which line: by its id, or by SKU (and, for a guarantee line, its parent SKU). */
export type LineTarget = { id: string } | { sku: string; parentSku?: string };

/** The lines after a change, and the warning to show when a quantity was capped at the maximum. */
export interface CartLinesChange<L extends CartLine> {
  lines: L[];
  warning: typeof MAX_QUANTITY_WARNING | null;
}

/**
 * spec/2 §5 Add to cart, §9 Other: a line never holds more than 1000 of a product; a change that would go above is
 * capped at the maximum with 'You have reached the maximum quantity' (spec/2 §5 Quantity input).
 */
function capped(quantity: number): { quantity: number; warning: typeof MAX_QUANTITY_WARNING | null } {
  return quantity > MAX_SINGLE_PRODUCT_QUANTITY
    ? { quantity: MAX_SINGLE_PRODUCT_QUANTITY, warning: MAX_QUANTITY_WARNING }
    : { quantity, warning: null };
}

/**
 * Two lines of the same SKU are one line, except guarantee lines: a guarantee for product A and one for product B
 * share a virtual SKU but are separate lines, told apart by their parent SKU (spec/2 §3). The spec says only "an
 * existing SKU"; merging two products' guarantees into one line would lose which product each covers.
 */
function matches(line: CartLine, target: LineTarget): boolean {
  if ('id' in target) return line.id === target.id;
  return line.sku === target.sku && guaranteeParentSku(line) === target.parentSku;
}

/**
 * spec/2 §4 Quantities: adding an existing SKU raises its quantity by the added amount; a new SKU is appended. Either
 * way the line is capped at the maximum single product quantity (spec/2 §5, §9: 1000), with the warning.
 */
export function addLine<L extends CartLine>(lines: readonly L[], added: L): CartLinesChange<L> {
  const target = { sku: added.sku, parentSku: guaranteeParentSku(added) };
  const index = lines.findIndex((line) => matches(line, target));
  const existing = index === -1 ? undefined : lines[index];
  const { quantity, warning } = capped((existing?.quantity ?? 0) + added.quantity);
  if (existing === undefined) {
    return { lines: [...lines, quantity === added.quantity ? added : { ...added, quantity }], warning };
  }
  return { lines: lines.map((line, at) => (at === index ? { ...line, quantity } : line)), warning };
}

/**
 * spec/2 §4 Quantities: set a line's quantity; quantity 0 removes the line. A negative quantity removes it too: the
 * spec is silent, and a cart never holds a line of less than nothing. Above the maximum the line is capped at 1000
 * with the warning (spec/2 §5, §9). An unknown target changes nothing and warns of nothing.
 */
export function setLineQuantity<L extends CartLine>(
  lines: readonly L[],
  target: LineTarget,
  quantity: number,
): CartLinesChange<L> {
  if (quantity <= 0) return { lines: removeLine(lines, target), warning: null };
  if (!lines.some((line) => matches(line, target))) return { lines: [...lines], warning: null };
  const set = capped(quantity);
  const next = lines.map((line) => (matches(line, target) ? { ...line, quantity: set.quantity } : line));
  return { lines: next, warning: set.warning };
}

/** spec/2 §4 Updates: remove a line (the same as setting its quantity to 0). */
export function removeLine<L extends CartLine>(lines: readonly L[], target: LineTarget): L[] {
  return lines.filter((line) => !matches(line, target));
}
