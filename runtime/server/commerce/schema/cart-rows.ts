// A cart's rows as the port's StoredCart and back (CONVENTIONS §2: reshaped at the boundary), the same on both
// engines (ADR 042): JSON kept as text, a guarantee line's parent SKU in a column of its own.
import type { CountryCode } from '../../../../generated/index.ts';
import type { CartAddress } from '../../../../generated/types.ts';
import { PARENT_SKU_FIELD } from '../../../domain/cart/guarantee-parent-sku.ts';
import type { ShippingMethodKey } from '../../../domain/shipping/default-shipping-method.ts';
import type { CartDraft, CartVatCheck, StoredCart, StoredLine } from '../ports/cart-store.ts';
import type { CartLineTable, CartTable } from './tables.ts';

type CartRow = Pick<
  CartTable,
  | 'id'
  | 'version'
  | 'created_at'
  | 'customer_email'
  | 'billing_address'
  | 'shipping_address'
  | 'shipping_method'
  | 'custom'
  | 'discount_codes'
  | 'tax_mode'
  | 'vat_check'
>;

/** The columns of a cart's details, as a change writes them. */
export function cartDetailColumns(next: CartDraft) {
  return {
    customer_email: next.customerEmail,
    billing_address: next.billingAddress === null ? null : JSON.stringify(next.billingAddress),
    shipping_address: next.shippingAddress === null ? null : JSON.stringify(next.shippingAddress),
    shipping_method: next.shippingMethodKey,
    custom: JSON.stringify(next.custom),
    discount_codes: JSON.stringify(next.discountCodeIds),
    tax_mode: next.taxMode,
    vat_check: next.vatCheck === null ? null : JSON.stringify(next.vatCheck),
  };
}

type LineRow = Pick<CartLineTable, 'id' | 'sku' | 'quantity' | 'parent_sku'>;

/** A line row as the port's StoredLine: a guarantee line's parent SKU in its first custom field (spec/2 §3). */
export function storedLineOf(row: LineRow): StoredLine {
  const line = { id: row.id, sku: row.sku, quantity: row.quantity };
  return row.parent_sku === null
    ? line
    : { ...line, customFields: [{ name: PARENT_SKU_FIELD, value: row.parent_sku }] };
}

/** A cart row and its lines as the port's StoredCart. */
export function storedCartOf(
  row: CartRow,
  lines: readonly StoredLine[],
  sessionKey: string,
  country: CountryCode,
): StoredCart {
  return {
    id: row.id,
    version: row.version,
    country,
    sessionKey,
    createdAt: row.created_at,
    lines,
    customerEmail: row.customer_email,
    billingAddress: row.billing_address === null ? null : (JSON.parse(row.billing_address) as CartAddress),
    shippingAddress: row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as CartAddress),
    shippingMethodKey: row.shipping_method as ShippingMethodKey | null,
    custom: JSON.parse(row.custom) as StoredCart['custom'],
    discountCodeIds: JSON.parse(row.discount_codes) as string[],
    taxMode: row.tax_mode === 'External' ? 'External' : 'Platform',
    vatCheck: row.vat_check === null ? null : (JSON.parse(row.vat_check) as CartVatCheck),
  };
}

/** The cart a save wrote: `next` with its lines' ids, one version after `base` (the first for a new cart). */
export function savedCartOf(saved: {
  id: string;
  sessionKey: string;
  country: CountryCode;
  base: StoredCart | null;
  next: CartDraft;
  lines: readonly StoredLine[];
  now: number;
}): StoredCart {
  const { next } = saved;
  return {
    id: saved.id,
    version: (saved.base?.version ?? 0) + 1,
    country: saved.country,
    sessionKey: saved.sessionKey,
    createdAt: saved.base?.createdAt ?? saved.now,
    lines: saved.lines,
    customerEmail: next.customerEmail,
    billingAddress: next.billingAddress,
    shippingAddress: next.shippingAddress,
    shippingMethodKey: next.shippingMethodKey,
    custom: next.custom,
    discountCodeIds: next.discountCodeIds,
    taxMode: next.taxMode,
    vatCheck: next.vatCheck,
  };
}
