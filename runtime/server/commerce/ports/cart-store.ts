import type { CountryCode } from '../../../../generated/index.ts';
import type { Cart, CartAddress } from '../../../../generated/types.ts';
import type { CustomField } from '../../../domain/cart/guarantee-parent-sku.ts';
import type { ShippingMethodKey } from '../../../domain/shipping/default-shipping-method.ts';
import type { ChangeRefusal } from './change-refusal.ts';

/**
 * A line of a stored cart: its SKU and quantity (prices are the catalogue's, read with the cart); a guarantee line's
 * first custom field holds its parent SKU (spec/2 §3).
 */
export interface StoredLine {
  readonly id: string;
  readonly sku: string;
  readonly quantity: number;
  readonly customFields?: readonly CustomField[];
}

/** What a cart holds besides its lines (spec/2 §3 Cart), as the update actions of spec/2 §4 set it. */
export interface CartDetails {
  readonly customerEmail: string | null;
  readonly billingAddress: CartAddress | null;
  readonly shippingAddress: CartAddress | null;
  /** The shipping method key last set (spec/2 §4 set shipping method); null until one is. */
  readonly shippingMethodKey: ShippingMethodKey | null;
  /** spec/2 §3 Cart custom fields the shopper sets. */
  readonly custom: Cart['custom'];
  /** spec/2 §3 Cart discountCodes: the ids of the codes applied, in the order applied. */
  readonly discountCodeIds: readonly string[];
  /** spec/2 §3 taxMode, §5: External once a valid company VAT ID made the cart's prices net (spec/3 §4). */
  readonly taxMode: 'Platform' | 'External';
  /** The last check of the billing address's VAT ID (spec/3 §3 vatValidated, VAT raw response); null when none. */
  readonly vatCheck: CartVatCheck | null;
}

/** spec/3 §3 custom address fields vatValidated and VAT raw response: a VAT ID check as the cart keeps it. */
export interface CartVatCheck {
  /** The VAT ID checked, as sent (with its country prefix). */
  readonly vatId: string;
  readonly result: 'valid' | 'notValid' | 'couldNotValidate';
  readonly code: number;
  readonly raw: string;
}

/** A cart as the store keeps it (spec/2 §3 Cart). */
export interface StoredCart extends CartDetails {
  readonly id: string;
  readonly version: number;
  readonly country: CountryCode;
  readonly sessionKey: string;
  readonly createdAt: number;
  readonly lines: readonly StoredLine[];
}

/** A line after a change: a kept line keeps its id, a new one has none yet. */
export interface ChangedLine {
  readonly id?: string;
  readonly sku: string;
  readonly quantity: number;
  readonly customFields?: readonly CustomField[];
}

/** A cart after a change, before it is saved: new lines have no id yet. */
export interface CartDraft extends CartDetails {
  readonly lines: readonly ChangedLine[];
}

/** A cart of no lines and no details: what a session's first change starts from. */
export const EMPTY_CART_DETAILS: CartDetails = Object.freeze({
  customerEmail: null,
  billingAddress: null,
  shippingAddress: null,
  shippingMethodKey: null,
  custom: Object.freeze({}),
  discountCodeIds: Object.freeze([]),
  taxMode: 'Platform',
  vatCheck: null,
});

/** Where carts live (ADR 022): one active cart per session and shop, every change checking its version. */
export interface CartStore {
  /** The active cart of a session in a country's shop; null when it has none. */
  ofSession(sessionKey: string, country: CountryCode): Promise<StoredCart | null>;
  /**
   * Saves `next` over `base`, the session's cart as the caller read it, in one transaction, moving the version on by
   * one: only if the cart is still `base` (its id and version) — or, for a `base` of null, if the session still has
   * no cart, which the save begins. Otherwise nothing changes and the refusal says why: another session's or a
   * deleted cart is not found; a cart changed since it was read is a conflict, with its current version. Only the
   * lines that changed are written.
   */
  save(
    sessionKey: string,
    country: CountryCode,
    base: StoredCart | null,
    next: CartDraft,
    now: number,
  ): Promise<StoredCart | ChangeRefusal>;
  /** Deletes the session's cart at the version named; answers it as it was, or the refusal. */
  delete(
    sessionKey: string,
    country: CountryCode,
    expected: { readonly cartId: string; readonly version: number },
  ): Promise<StoredCart | ChangeRefusal>;
}
