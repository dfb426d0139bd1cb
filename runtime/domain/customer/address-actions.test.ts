import { describe, expect, it } from 'vitest';
import {
  addAddressUpdate,
  newAddressKey,
  removeAddressUpdate,
  setDefaultAddressUpdate,
  updateAddressUpdate,
  type CustomerAddressBook,
} from './address-actions.ts';

const customer: CustomerAddressBook = {
  version: 7,
  shippingAddressIds: ['a1', 'a2'],
  billingAddressIds: ['a2', 'a3'],
  defaultShippingAddressId: 'a2',
  defaultBillingAddressId: 'a3',
};

describe('newAddressKey (spec/3 §7: postal code, a dash and a timestamp)', () => {
  it.each([
    ['81101', 1767225600000, '81101-1767225600000'],
    ['110 00', 5, '11000-5'],
    ['SW1A 1AA', 5, 'SW1A1AA-5'],
  ])('%j at %i → %j', (postalCode, timestamp, key) => {
    expect(newAddressKey(postalCode, timestamp)).toBe(key);
  });
});

describe('addAddressUpdate (spec/3 §7: add with a key, then link as billing or shipping)', () => {
  const address = { firstName: 'Ann', postalCode: '81101', city: 'Bratislava', country: 'SK' };

  it.each([
    ['shipping', 'addShippingAddressId'],
    ['billing', 'addBillingAddressId'],
  ] as const)('%s', (kind, linkAction) => {
    expect(addAddressUpdate(customer, address, kind, 1000)).toEqual({
      version: 7,
      actions: [
        { action: 'addAddress', address: { ...address, key: '81101-1000' } },
        { action: linkAction, addressKey: '81101-1000' },
      ],
    });
  });
});

describe('removeAddressUpdate (spec/3 §4: unlink, clear the default, then remove)', () => {
  it('unlinks from both lists and clears the default it was', () => {
    expect(removeAddressUpdate(customer, 'a2')).toEqual({
      version: 7,
      actions: [
        { action: 'removeShippingAddressId', addressId: 'a2' },
        { action: 'removeBillingAddressId', addressId: 'a2' },
        { action: 'setDefaultShippingAddress', addressId: null },
        { action: 'removeAddress', addressId: 'a2' },
      ],
    });
  });

  it('clears the default billing address when it is the one removed', () => {
    expect(removeAddressUpdate(customer, 'a3').actions).toEqual([
      { action: 'removeBillingAddressId', addressId: 'a3' },
      { action: 'setDefaultBillingAddress', addressId: null },
      { action: 'removeAddress', addressId: 'a3' },
    ]);
  });

  it('leaves the lists and defaults alone for an address that is in neither', () => {
    expect(removeAddressUpdate({ version: 1, shippingAddressIds: [], billingAddressIds: [] }, 'x').actions).toEqual([
      { action: 'removeAddress', addressId: 'x' },
    ]);
  });

  it('unlinks an address that is only a shipping address', () => {
    expect(removeAddressUpdate(customer, 'a1').actions).toEqual([
      { action: 'removeShippingAddressId', addressId: 'a1' },
      { action: 'removeAddress', addressId: 'a1' },
    ]);
  });
});

describe('updateAddressUpdate (spec/3 §5, §7: needs an id; changeAddress without id and type name)', () => {
  it.each([undefined, null, ''])('id %j → the catalogue message', (id) => {
    expect(updateAddressUpdate(customer, { id, city: 'Košice' })).toEqual({
      ok: false,
      error: 'Updated address must include an "id" field.',
    });
  });

  it('sends changeAddress with the id and the address without id and __typename', () => {
    expect(updateAddressUpdate(customer, { id: 'a1', __typename: 'Address', city: 'Košice' })).toEqual({
      ok: true,
      value: { version: 7, actions: [{ action: 'changeAddress', addressId: 'a1', address: { city: 'Košice' } }] },
    });
  });
});

describe('setDefaultAddressUpdate (spec/3 §5: needs an address id)', () => {
  it.each([
    ['billing', 'Address ID is required to set default billing address.'],
    ['shipping', 'Address ID is required to set default Shipping address.'],
  ] as const)('%s without an id → %s', (kind, error) => {
    expect(setDefaultAddressUpdate(customer, kind, undefined)).toEqual({ ok: false, error });
    expect(setDefaultAddressUpdate(customer, kind, '')).toEqual({ ok: false, error });
  });

  it.each([
    ['billing', 'setDefaultBillingAddress'],
    ['shipping', 'setDefaultShippingAddress'],
  ] as const)('%s with an id → %s, with the current version', (kind, action) => {
    expect(setDefaultAddressUpdate(customer, kind, 'a1')).toEqual({
      ok: true,
      value: { version: 7, actions: [{ action, addressId: 'a1' }] },
    });
  });
});
