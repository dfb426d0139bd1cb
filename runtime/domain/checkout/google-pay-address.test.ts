import { describe, expect, it } from 'vitest';
import { cartAddressOfGooglePay, splitPersonName, splitStreetLine } from './google-pay-address.ts';

describe('splitPersonName (Google Pay names a person in one field)', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Eva  Maria   Nováková ', 'Eva Maria', 'Nováková'],
    ['Jean-Luc Picard', 'Jean-Luc', 'Picard'],
    ['Lovelace', '', 'Lovelace'],
    ['', '', ''],
  ])('%j is first name %j, last name %j', (name, firstName, lastName) => {
    expect(splitPersonName(name)).toEqual({ firstName, lastName });
  });

  it('takes a missing name as empty', () => {
    expect(splitPersonName(null)).toEqual({ firstName: '', lastName: '' });
    expect(splitPersonName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('splitStreetLine (the house number after or before the street name)', () => {
  it.each([
    ['Hauptstraße 5', 'Hauptstraße', '5'],
    ['Hauptstraße 5a', 'Hauptstraße', '5a'],
    ['ul. Długa 12/3', 'ul. Długa', '12/3'],
    ['Via Roma 7-9', 'Via Roma', '7-9'],
    ['Vinohradská, 12', 'Vinohradská', '12'],
    ['12 rue de la Paix', 'rue de la Paix', '12'],
    ['10, Downing Street', 'Downing Street', '10'],
    ['Rue du 8 Mai 1945 3', 'Rue du 8 Mai 1945', '3'],
  ])('%j is street %j, number %j', (line, streetName, streetNumber) => {
    expect(splitStreetLine(line)).toEqual({ streetName, streetNumber });
  });

  it.each(['Market Street', 'Flat B', ''])('%j has no number: the name alone', (line) => {
    expect(splitStreetLine(line)).toEqual({ streetName: line });
  });
});

describe('cartAddressOfGooglePay (spec/2 §5 Google Pay: the sheet’s address as the cart’s)', () => {
  const address = {
    name: 'Eva Nováková',
    address1: 'Hlavná 12',
    address2: 'Building B',
    address3: ' ',
    locality: 'Bratislava',
    administrativeArea: '',
    postalCode: ' 811 01 ',
    countryCode: 'sk',
    phoneNumber: '+421 900 000 000',
  };

  it('keeps every line: the further street lines after the street name, never dropped', () => {
    expect(cartAddressOfGooglePay(address, { email: ' eva@example.com ' })).toEqual({
      firstName: 'Eva',
      lastName: 'Nováková',
      streetName: 'Hlavná, Building B',
      streetNumber: '12',
      postalCode: '811 01',
      city: 'Bratislava',
      country: 'SK',
      phone: '+421 900 000 000',
      email: 'eva@example.com',
    });
  });

  it('takes the other address’s phone when it has none, and leaves the phone out when neither has one', () => {
    expect(cartAddressOfGooglePay({ ...address, phoneNumber: '' }, { phone: '+421 911 111 111' }).phone).toBe(
      '+421 911 111 111',
    );
    expect(cartAddressOfGooglePay({ ...address, phoneNumber: null }, { phone: null })).not.toHaveProperty('phone');
  });

  it('leaves the e-mail out when none is given (a shipping address)', () => {
    expect(cartAddressOfGooglePay(address)).not.toHaveProperty('email');
  });
});
