import { guaranteeParentSku, type GuaranteeLineFields } from './guarantee-parent-sku.ts';

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

/**
 * Two lines of the same SKU are one line, except guarantee lines: a guarantee for product A and one for product B
 * share a virtual SKU but are separate lines, told apart by their parent SKU (spec/2 §3). The spec says only "an
 * existing SKU"; merging two products' guarantees into one line would lose which product each covers.
 */
function matches(line: CartLine, target: LineTarget): boolean {
  if ('id' in target) return line.id === target.id;
  return line.sku === target.sku && guaranteeParentSku(line) === target.parentSku;
}

/** spec/2 §4 Quantities: adding an existing SKU raises its quantity by the added amount; a new SKU is appended. */
export function addLine<L extends CartLine>(lines: readonly L[], added: L): L[] {
  const target = { sku: added.sku, parentSku: guaranteeParentSku(added) };
  const index = lines.findIndex((line) => matches(line, target));
  if (index === -1) return [...lines, added];
  return lines.map((line, at) => (at === index ? { ...line, quantity: line.quantity + added.quantity } : line));
}

/**
 * spec/2 §4 Quantities: set a line's quantity; quantity 0 removes the line. A negative quantity removes it too: the
 * spec is silent, and a cart never holds a line of less than nothing. An unknown target changes nothing.
 */
export function setLineQuantity<L extends CartLine>(lines: readonly L[], target: LineTarget, quantity: number): L[] {
  if (quantity <= 0) return lines.filter((line) => !matches(line, target));
  return lines.map((line) => (matches(line, target) ? { ...line, quantity } : line));
}

/** spec/2 §4 Updates: remove a line (the same as setting its quantity to 0). */
export function removeLine<L extends CartLine>(lines: readonly L[], target: LineTarget): L[] {
  return setLineQuantity(lines, target, 0);
}
