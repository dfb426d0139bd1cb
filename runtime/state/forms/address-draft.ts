// What a shopper has typed into the addresses step and not yet saved, kept for the tab (sessionStorage) so that a
// reload, a look at the cart or a back from the payment step loses none of it. Once the cart holds the addresses the
// draft is dropped: the cart is then the truth. sessionStorage is the tab's own and gone with it, so nothing typed
// outlives the visit or reaches another tab; a browser that refuses storage (private mode, quota) simply keeps no
// draft.
import type { CheckoutAddressFormValues } from './checkout-address-resolver.ts';

export interface AddressDraft {
  readonly billing: Partial<CheckoutAddressFormValues>;
  readonly shipping: Partial<CheckoutAddressFormValues>;
}

const PREFIX = 'checkout-address-draft:';

/** Only strings of the form's own fields are taken back: the stored value is the browser's, not ours to trust. */
function fieldsOf(value: unknown): Partial<CheckoutAddressFormValues> {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    if (typeof text === 'string' && text.length <= 500) fields[name] = text;
  }
  return fields as Partial<CheckoutAddressFormValues>;
}

export function readAddressDraft(storage: Storage | undefined, cartId: string): AddressDraft | null {
  try {
    const stored = storage?.getItem(PREFIX + cartId);
    if (stored === null || stored === undefined) return null;
    const parsed = JSON.parse(stored) as { billing?: unknown; shipping?: unknown };
    return { billing: fieldsOf(parsed.billing), shipping: fieldsOf(parsed.shipping) };
  } catch {
    return null;
  }
}

export function writeAddressDraft(storage: Storage | undefined, cartId: string, draft: AddressDraft): void {
  try {
    // One draft a tab: another cart's is stale.
    for (let index = (storage?.length ?? 0) - 1; index >= 0; index--) {
      const key = storage!.key(index);
      if (key?.startsWith(PREFIX) && key !== PREFIX + cartId) storage!.removeItem(key);
    }
    storage?.setItem(PREFIX + cartId, JSON.stringify(draft));
  } catch {
    // Storage refused (quota, private mode): the form works without a draft.
  }
}

export function dropAddressDraft(storage: Storage | undefined, cartId: string): void {
  try {
    storage?.removeItem(PREFIX + cartId);
  } catch {
    // As above.
  }
}
