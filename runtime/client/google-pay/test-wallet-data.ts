// The embedded test wallet's account (spec/2 §5 Google Pay express with the embedded test provider): what a Google
// account in the shop's country would hold — an address there with a phone, an e-mail — and two test cards whose
// tokens the embedded test provider reads as its test triggers (APPROVED, DECLINED: test-provider-triggers.ts), in
// the shape of Google Pay's PaymentData, so the shop's code path is the one Google's sheet takes.
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { GooglePayPaymentData } from './google-pay-sheet.ts';

export interface TestWalletCard {
  readonly id: 'approved' | 'declined';
  readonly network: 'VISA' | 'MASTERCARD';
  readonly details: string;
  readonly description: string;
  /** The token the embedded test provider reads as a test trigger. */
  readonly token: 'APPROVED' | 'DECLINED';
}

export const TEST_WALLET_CARDS: readonly TestWalletCard[] = [
  { id: 'approved', network: 'VISA', details: '1111', description: 'Visa •••• 1111', token: 'APPROVED' },
  { id: 'declined', network: 'MASTERCARD', details: '4444', description: 'Mastercard •••• 4444', token: 'DECLINED' },
];

// A capital for the test address; a country added later gets a made-up town until it is listed here.
const CITIES: Readonly<Partial<Record<string, string>>> = {
  at: 'Wien',
  be: 'Bruxelles',
  bg: 'Sofia',
  ch: 'Zürich',
  cz: 'Praha',
  de: 'Berlin',
  dk: 'København',
  es: 'Madrid',
  fi: 'Helsinki',
  fr: 'Paris',
  gb: 'London',
  gr: 'Athina',
  hr: 'Zagreb',
  hu: 'Budapest',
  ie: 'Dublin',
  it: 'Roma',
  lt: 'Vilnius',
  nl: 'Amsterdam',
  no: 'Oslo',
  pl: 'Warszawa',
  pt: 'Lisboa',
  ro: 'București',
  se: 'Stockholm',
  si: 'Ljubljana',
  sk: 'Bratislava',
};

export interface TestWalletAccount {
  readonly email: string;
  readonly name: string;
  readonly address1: string;
  readonly locality: string;
  readonly postalCode: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
}

/** The test account of the country the sheet may ship to (the request's only allowed country). */
export function testWalletAccount(country: CountryCode): TestWalletAccount {
  return {
    email: 'alex.tester@example.com',
    name: 'Alex Tester',
    address1: 'Test Street 12',
    locality: CITIES[country] ?? 'Testville',
    postalCode: COUNTRIES[country].address.postalCode.example,
    countryCode: country.toUpperCase(),
    // A number the spec/3 §5 phone rule takes. Not the store's dialling code: a page's country table carries no
    // contact data (ADR 021), and a country added later must work too.
    phoneNumber: '+44 20 7946 0000',
  };
}

/** What the wallet answers: Google Pay's PaymentData for the account and the card chosen. */
export function testWalletPaymentData(account: TestWalletAccount, card: TestWalletCard): GooglePayPaymentData {
  const { email, ...address } = account;
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    email,
    shippingAddress: address,
    paymentMethodData: {
      type: 'CARD',
      description: card.description,
      info: { cardNetwork: card.network, cardDetails: card.details, billingAddress: address },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: card.token },
    },
  };
}
