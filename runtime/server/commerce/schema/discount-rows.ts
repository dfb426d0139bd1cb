// Discount codes' and cart discounts' rows as the port's entities (CONVENTIONS §2), the same on both engines (ADR 042).
import type { StoredCartDiscount, StoredDiscountCode } from '../ports/discount-store.ts';
import type { CartDiscountTable, DiscountCodeTable } from './tables.ts';

/** A discount code row as the port's StoredDiscountCode (CONVENTIONS §2). */
export function toDiscountCode(row: DiscountCodeTable): StoredDiscountCode {
  return {
    id: row.id,
    code: row.code,
    stores: JSON.parse(row.stores) as string[],
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    isActive: row.is_active === 1,
    permyriad: row.permyriad,
    name: JSON.parse(row.name) as StoredDiscountCode['name'],
    maxApplications: row.max_applications,
    applications: row.applications,
  };
}

/** A cart discount row as the port's StoredCartDiscount. */
export function toCartDiscount(row: CartDiscountTable): StoredCartDiscount {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    isActive: row.is_active === 1,
    stores: JSON.parse(row.stores) as string[],
    sortOrder: row.sort_order,
    volumeDiscountGroup: row.volume_discount_group,
    minQuantity: row.min_quantity,
    customerTier: row.customer_tier,
    permyriad: row.permyriad,
  };
}
