import type { CartLineItem } from '../../generated/types.ts';
import { guaranteeParentSku } from '../domain/cart/guarantee-parent-sku.ts';

/** A cart line as the shop reads it: its SKU, item type and custom fields for the domain's guarantee rules. */
function fieldsOf(line: CartLineItem) {
  return { sku: line.variant.sku, itemType: line.productType.key, customFields: line.customFields };
}

/** The SKU a guarantee line guarantees (spec/2 §3: its first custom field); undefined for any other line. */
export function parentSkuOf(line: CartLineItem): string | undefined {
  return guaranteeParentSku(fieldsOf(line));
}

/** A product line and the extra guarantee it carries, if any (spec/2 §3, §5 Extra guarantee). */
export interface LineWithGuarantee {
  readonly line: CartLineItem;
  readonly guarantee: CartLineItem | null;
}

/**
 * The cart's lines as a shopper reads them: each product with its extra guarantee beneath it (a guarantee is no
 * product of its own: its quantity follows its parent's, and it goes with it). A guarantee whose parent is not in
 * the cart (it cannot be: the server removes it with its parent) is listed on its own rather than hidden.
 */
export function linesWithGuarantees(lines: readonly CartLineItem[]): LineWithGuarantee[] {
  const guarantees = new Map<string, CartLineItem>();
  for (const line of lines) {
    const parent = parentSkuOf(line);
    if (parent !== undefined) guarantees.set(parent, line);
  }
  const shown = lines
    .filter((line) => parentSkuOf(line) === undefined)
    .map((line) => ({ line, guarantee: guarantees.get(line.variant.sku) ?? null }));
  const placed = new Set(shown.flatMap(({ guarantee }) => (guarantee ? [guarantee.id] : [])));
  const orphans = [...guarantees.values()].filter((line) => !placed.has(line.id));
  return [...shown, ...orphans.map((line) => ({ line, guarantee: null }))];
}

/** Whether the cart already holds an extra guarantee for the SKU (spec/2 §4 "not yet guaranteed"). */
export function isGuaranteed(lines: readonly CartLineItem[], sku: string): boolean {
  return lines.some((line) => parentSkuOf(line) === sku);
}

/** spec/1 §3 cart summary "total items": the products' quantities; a guarantee is part of its product. */
export function itemCount(lines: readonly CartLineItem[]): number {
  return lines.reduce((sum, line) => (parentSkuOf(line) === undefined ? sum + line.quantity : sum), 0);
}
