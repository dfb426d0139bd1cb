import { ADDRESS_UPDATE_NEEDS_ID, DEFAULT_BILLING_NEEDS_ID, DEFAULT_SHIPPING_NEEDS_ID } from './customer-messages.ts';
import { fail, succeed, type Outcome } from './outcome.ts';

/** spec/3 §4: an address is a shipping and/or a billing address. */
export type AddressKind = 'shipping' | 'billing';

/** What the address rules read of a customer (spec/3 §3 Customer). */
export interface CustomerAddressBook {
  version: number;
  shippingAddressIds: readonly string[];
  billingAddressIds: readonly string[];
  defaultShippingAddressId?: string | null;
  defaultBillingAddressId?: string | null;
}

/** The customer update actions of the address operations (spec/3 §7: add, remove, changeAddress, set default). */
export type AddressAction<A extends object = object> =
  | { action: 'addAddress'; address: A & { key: string } }
  | { action: 'addShippingAddressId' | 'addBillingAddressId'; addressKey: string }
  | { action: 'removeShippingAddressId' | 'removeBillingAddressId'; addressId: string }
  /** addressId null clears the default. */
  | { action: 'setDefaultShippingAddress' | 'setDefaultBillingAddress'; addressId: string | null }
  | { action: 'changeAddress'; addressId: string; address: A }
  | { action: 'removeAddress'; addressId: string };

/** spec/3 §4: every customer change carries the customer's current version. */
export interface CustomerUpdate<A extends object = object> {
  version: number;
  actions: AddressAction<A>[];
}

const WHITE_SPACE = /\s+/g;

/**
 * spec/3 §7: a new address's key is the postal code, a dash and a timestamp (passed in: rules read no clock).
 * White space is dropped from the postal code ('110 00', 'SW1A 1AA'), as a key holds no spaces.
 */
export function newAddressKey(postalCode: string, timestamp: number): string {
  return `${postalCode.replace(WHITE_SPACE, '')}-${timestamp}`;
}

/** spec/3 §7: adding generates the key, then links the address as billing or shipping by that key. */
export function addAddressUpdate<A extends { postalCode: string }>(
  customer: Pick<CustomerAddressBook, 'version'>,
  address: A,
  kind: AddressKind,
  timestamp: number,
): CustomerUpdate<A> {
  const key = newAddressKey(address.postalCode, timestamp);
  return {
    version: customer.version,
    actions: [
      { action: 'addAddress', address: { ...address, key } },
      { action: kind === 'shipping' ? 'addShippingAddressId' : 'addBillingAddressId', addressKey: key },
    ],
  };
}

/**
 * spec/3 §4: removing an address first unlinks it from the shipping and billing id lists and clears the default
 * if it was the default; then the address is removed.
 */
export function removeAddressUpdate(customer: CustomerAddressBook, addressId: string): CustomerUpdate {
  const actions: AddressAction[] = [];
  if (customer.shippingAddressIds.includes(addressId)) actions.push({ action: 'removeShippingAddressId', addressId });
  if (customer.billingAddressIds.includes(addressId)) actions.push({ action: 'removeBillingAddressId', addressId });
  if (customer.defaultShippingAddressId === addressId) {
    actions.push({ action: 'setDefaultShippingAddress', addressId: null });
  }
  if (customer.defaultBillingAddressId === addressId) {
    actions.push({ action: 'setDefaultBillingAddress', addressId: null });
  }
  actions.push({ action: 'removeAddress', addressId });
  return { version: customer.version, actions };
}

/** An address as the form or the API hands it back: with its id and, from GraphQL, a type name. */
export type EditedAddress<A extends object> = A & { id?: string | null; __typename?: string };

/**
 * spec/3 §5, §7: updating an address requires an id ('Updated address must include an "id" field.'); the update
 * is changeAddress with that id, and the id and type name are dropped from the address sent.
 */
export function updateAddressUpdate<A extends object>(
  customer: Pick<CustomerAddressBook, 'version'>,
  address: EditedAddress<A>,
): Outcome<CustomerUpdate<Omit<A, 'id' | '__typename'>>> {
  const { id, __typename, ...rest } = address;
  if (!id) return fail(ADDRESS_UPDATE_NEEDS_ID);
  return succeed({
    version: customer.version,
    actions: [{ action: 'changeAddress', addressId: id, address: rest as Omit<A, 'id' | '__typename'> }],
  });
}

const DEFAULT_NEEDS_ID: Readonly<Record<AddressKind, string>> = {
  shipping: DEFAULT_SHIPPING_NEEDS_ID,
  billing: DEFAULT_BILLING_NEEDS_ID,
};

/** spec/3 §5: setting the default billing or shipping address requires an address id. */
export function setDefaultAddressUpdate(
  customer: Pick<CustomerAddressBook, 'version'>,
  kind: AddressKind,
  addressId: string | null | undefined,
): Outcome<CustomerUpdate> {
  if (!addressId) return fail(DEFAULT_NEEDS_ID[kind]);
  return succeed({
    version: customer.version,
    actions: [{ action: kind === 'shipping' ? 'setDefaultShippingAddress' : 'setDefaultBillingAddress', addressId }],
  });
}
