import type { CartItemType } from './cart-item-type.ts';
import { isExtraGuaranteeItem } from './extra-guarantee-item.ts';

/** A line item's custom field, in the order the cart gives them (spec/2 §3 Line item: custom fields). */
export interface CustomField {
  name: string;
  value: unknown;
}

/** What this rule reads of a line item (spec/2 §3 Line item). */
export interface GuaranteeLineFields {
  sku: string;
  /** spec/2 §3 Cart item types, where the line's product type is known. */
  itemType?: CartItemType;
  customFields?: readonly CustomField[];
}

/**
 * The name the shop gives the field when it creates a guarantee line. The spec only says the parent SKU is the
 * first custom field (spec/2 §3), so readers go by position, not by this name.
 */
export const PARENT_SKU_FIELD = 'parentSku';

/**
 * spec/2 §3 Line item: for a virtual extra-guarantee item the first custom field holds the parent SKU. Undefined for
 * a line that is no extra guarantee (isExtraGuaranteeItem), or whose first field is not a non-empty text.
 */
export function guaranteeParentSku(line: GuaranteeLineFields): string | undefined {
  if (!isExtraGuaranteeItem(line)) return undefined;
  const value = line.customFields?.[0]?.value;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** spec/2 §5 Extra guarantee "not already guaranteed": the cart holds a guarantee line for this SKU. */
export function isGuaranteedInCart(sku: string, lines: readonly GuaranteeLineFields[]): boolean {
  return lines.some((line) => guaranteeParentSku(line) === sku);
}

/** A new virtual guarantee line for a product (spec/2 §3: its first custom field holds the parent SKU). */
export function extraGuaranteeLine(
  guaranteeSku: string,
  parentSku: string,
  quantity: number,
): { sku: string; quantity: number; customFields: CustomField[] } {
  return { sku: guaranteeSku, quantity, customFields: [{ name: PARENT_SKU_FIELD, value: parentSku }] };
}
