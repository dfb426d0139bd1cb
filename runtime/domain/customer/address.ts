import { isBlank } from './is-blank.ts';

/**
 * An address as the customer and checkout forms hold it (spec/3 §3 Address, with the custom field vatNumber). Every
 * field is optional because a form is filled in step by step; the adapters reshape commerce answers into this
 * (CONVENTIONS §2). The checkout uses the same shape (spec/2 §3 Cart: billing and shipping address).
 */
export interface Address {
  id?: string;
  title?: string;
  salutation?: string;
  firstName?: string;
  lastName?: string;
  streetName?: string;
  streetNumber?: string;
  additionalStreetInfo?: string;
  additionalAddressInfo?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  state?: string;
  country?: string;
  company?: string;
  department?: string;
  building?: string;
  apartment?: string;
  pOBox?: string;
  phone?: string;
  mobile?: string;
  email?: string;
  vatNumber?: string;
}

/** A field of an address form. */
export type AddressField = Exclude<keyof Address, 'id'>;

function joinFilled(parts: readonly (string | undefined)[], separator: string): string {
  return parts
    .filter((part): part is string => !isBlank(part))
    .map((part) => part.trim())
    .join(separator);
}

/**
 * One line naming an address, as the shopper typed it: street and number, then postal code and city
 * ('Hlavná 12, 811 01 Bratislava'); empty parts are left out. Used where a message must say which address is meant
 * (spec/2 §5: 'Postal code is incorrect in shipping address:' followed by the address).
 */
export function formatAddressLine(address: Address): string {
  return joinFilled(
    [joinFilled([address.streetName, address.streetNumber], ' '), joinFilled([address.postalCode, address.city], ' ')],
    ', ',
  );
}
