import type { CartItemType } from './cart-item-type.ts';
import { isVirtualSku } from './virtual-sku.ts';

/** What tells an extra-guarantee item apart: its item type and its SKU, as far as the caller knows them. */
export interface ExtraGuaranteeItemFields {
  /** spec/2 §3 Cart item types (from the line's product type). */
  itemType?: CartItemType;
  sku?: string;
}

/**
 * spec/2 §3: a product type marks extra-guarantee items (item type 'extra_guarantee'), and SKUs beginning with 41000
 * are the virtual extra-guarantee SKUs. Either mark makes the item an extra guarantee, so a line whose product type
 * was not read, or a guarantee product whose type id differs between test and live (spec/2 §3), is still one. The one
 * test every rule uses: the cart's guarantee lines (guarantee-parent-sku) and payment availability's line count.
 */
export function isExtraGuaranteeItem(item: ExtraGuaranteeItemFields): boolean {
  return item.itemType === 'extra_guarantee' || (item.sku !== undefined && isVirtualSku(item.sku));
}
