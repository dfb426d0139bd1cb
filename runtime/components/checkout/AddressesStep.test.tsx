// @vitest-environment happy-dom
// The addresses step as the shopper uses it (spec/2 §2 addresses step, §4 Checkout, §5 Checkout submit; spec/3 §4):
// its two radio groups — who buys (private or company, kept in a cookie; a private buyer's company data cleared) and
// where to deliver (the billing address or another) — the forms filled from the cart, what "continue" sends to the
// cart and where it leads, and a form with a problem named in the page's language, with nothing sent.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import type { Cart } from '../../../generated/types.ts';
import { CLIENT_TYPE_COOKIE, SHIPPING_ADDRESS_TYPE_COOKIE } from '../../state/checkout-cookies.ts';
import { notifications } from '../../state/notifications.ts';
import { AddressesStep } from './AddressesStep.tsx';
import { CheckoutStoreProvider } from './CheckoutStoreProvider.tsx';

const navigate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('vike/client/router', () => ({ navigate }));

const ADDRESSES = 'http://de.localhost:3000/checkout/addresses';

let sent: { operation: string; body: Record<string, unknown> }[];
/** The cart the step is shown with. */
let shown: Cart;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  notifications.value = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const operation = url.replace('/api/', '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ operation, body });
      // The cart after the change: the same, one version on (its content is the server's business here).
      return operation === 'updateCart' ? json({ ...sampleCart(), version: 8 }) : json({ cart: sampleCart() });
    }),
  );
  shown = sampleCart();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigate.mockClear();
  for (const name of [CLIENT_TYPE_COOKIE, SHIPPING_ADDRESS_TYPE_COOKIE])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  sessionStorage.clear();
});

const clientTypes = () => within(screen.getByRole('group', { name: 'Ich kaufe als' }));
const deliveries = () => within(screen.getByRole('group', { name: 'Wohin sollen wir liefern?' }));
const billing = () => within(screen.getByRole('group', { name: 'Rechnungsadresse' }));
const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.split('=')[1];

function renderStep() {
  renderInShop(
    <CheckoutStoreProvider>
      <AddressesStep />
    </CheckoutStoreProvider>,
    { url: ADDRESSES, cartStore: tabCartStore(shown) },
  );
}

/** The update cart request "continue" sent, once the shopper is on the way to the payment. */
type SentAction = { action: string; address?: Record<string, unknown>; email?: string };

async function submitted(): Promise<SentAction[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/payment'));
  const updates = sent.filter((request) => request.operation === 'updateCart');
  expect(updates).toHaveLength(1);
  return updates[0]!.body.actions as SentAction[];
}

const actionOf = (actions: SentAction[], name: string) => actions.find((action) => action.action === name);
/** The address an action of the request set. */
const addressOf = (actions: SentAction[], name: string) => actionOf(actions, name)!.address!;

describe('AddressesStep', () => {
  it('asks who buys and where to deliver, private and the billing address first, the forms filled from the cart', () => {
    renderStep();
    expect(clientTypes().getByRole('radio', { name: 'Privatperson' })).toHaveProperty('checked', true);
    expect(clientTypes().getByRole('radio', { name: 'Unternehmen' })).toHaveProperty('checked', false);
    expect(deliveries().getByRole('radio', { name: 'An meine Rechnungsadresse' })).toHaveProperty('checked', true);
    expect(deliveries().getByRole('radio', { name: 'An eine andere Adresse' })).toHaveProperty('checked', false);
    // A private buyer has no company fields, and there is no second address form.
    expect(billing().queryByLabelText(/^Firma/)).toBeNull();
    expect(billing().queryByLabelText('USt-IdNr.')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Lieferadresse' })).toBeNull();
    expect(billing().getByLabelText('E-Mail *')).toHaveProperty('value', 'ada@example.com');
    expect(billing().getByLabelText('Vorname *')).toHaveProperty('value', 'Ada');
    expect(billing().getByLabelText('Postleitzahl *')).toHaveProperty('value', '10115');
  });

  it('continues with the cart’s details: e-mail, billing address, the same address for delivery, then the payment', async () => {
    renderStep();
    const actions = await submitted();
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetName: 'Marktstraße',
      streetNumber: '12',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 1234567',
    };
    expect(actionOf(actions, 'setCustomerEmail')).toEqual({ action: 'setCustomerEmail', email: 'ada@example.com' });
    expect(actionOf(actions, 'setBillingAddress')).toMatchObject({ address });
    expect(actionOf(actions, 'setShippingAddress')).toEqual({
      action: 'setShippingAddress',
      address: addressOf(actions, 'setBillingAddress'),
    });
  });

  it('the newsletter consent: ticked as the cart holds it, sent as the shopper leaves it (spec/2 §4)', async () => {
    shown = sampleCart({ custom: { customerAgreedToSendEmail: true } });
    renderStep();
    const consent = screen.getByRole('checkbox', { name: 'Ich möchte Neuheiten und Angebote per E-Mail erhalten' });
    expect(consent).toHaveProperty('checked', true);
    fireEvent.click(consent);
    expect(consent).toHaveProperty('checked', false);
    const actions = await submitted();
    expect(actionOf(actions, 'setCustomType')).toEqual({
      action: 'setCustomType',
      fields: { customerAgreedToSendEmail: false, reviewConsent: true },
    });
  });

  it('the review consent: a setting only where the store flag is on (CZ), on by default, sent as left (spec/2 §3)', async () => {
    renderStep();
    // DE: no control; the default goes with the addresses (see the test above).
    expect(screen.queryByRole('checkbox', { name: /Bewertung/ })).toBeNull();
    cleanup();
    renderInShop(
      <CheckoutStoreProvider>
        <AddressesStep />
      </CheckoutStoreProvider>,
      { url: 'http://cz.localhost:3000/checkout/addresses', cartStore: tabCartStore(shown) },
    );
    const t = shopTranslator('http://cz.localhost:3000/checkout/addresses');
    const consent = screen.getByRole('checkbox', { name: t('checkout.addresses.reviewConsent') });
    expect(consent).toHaveProperty('checked', true);
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: t('checkout.addresses.submit') }));
    await waitFor(() => expect(sent.some((request) => request.operation === 'updateCart')).toBe(true));
    const actions = sent.find((request) => request.operation === 'updateCart')!.body.actions as SentAction[];
    expect(actionOf(actions, 'setCustomType')).toMatchObject({ fields: { reviewConsent: false } });
  });

  it('a reload loses nothing typed: the draft of the tab fills the form over the cart’s addresses', () => {
    renderStep();
    fireEvent.change(billing().getByLabelText('Vorname *'), { target: { value: 'Augusta' } });
    fireEvent.change(billing().getByLabelText('Ort *'), { target: { value: 'Potsdam' } });
    cleanup();
    renderStep();
    expect(billing().getByLabelText('Vorname *')).toHaveProperty('value', 'Augusta');
    expect(billing().getByLabelText('Ort *')).toHaveProperty('value', 'Potsdam');
    expect(billing().getByLabelText('Nachname *')).toHaveProperty('value', 'Lovelace');
  });

  it('the draft is dropped once the addresses are saved: the cart is the truth again', async () => {
    renderStep();
    fireEvent.change(billing().getByLabelText('Vorname *'), { target: { value: 'Augusta' } });
    await submitted();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('checkout-address-draft:'))).toEqual([]);
  });

  it('fields for touch and autofill: the house number is no address line 2, every control has a label', () => {
    renderStep();
    const number = billing().getByLabelText(/^Hausnummer/) as HTMLInputElement;
    expect(number.autocomplete).toBe('off');
    expect((billing().getByLabelText('Straße *') as HTMLInputElement).autocomplete).toBe(
      'section-billing billing address-line1',
    );
  });

  it('a company: shows company and VAT ID, keeps the choice in a cookie, and sends the company with the address', async () => {
    renderStep();
    fireEvent.click(clientTypes().getByRole('radio', { name: 'Unternehmen' }));
    expect(cookie(CLIENT_TYPE_COOKIE)).toBe('COMPANY');
    fireEvent.change(billing().getByLabelText('Firma *'), { target: { value: 'Firma GmbH' } });
    expect(billing().getByLabelText('USt-IdNr.')).toBeTruthy();
    // The country's prefix stands before the number (spec/3 §5).
    expect(billing().getByLabelText('Länderkennung DE').textContent).toBe('DE');
    const actions = await submitted();
    expect(actionOf(actions, 'setBillingAddress')).toMatchObject({ address: { company: 'Firma GmbH' } });
  });

  it('back to private: the company data typed is cleared and never sent (spec/3 §4)', async () => {
    renderStep();
    fireEvent.click(clientTypes().getByRole('radio', { name: 'Unternehmen' }));
    fireEvent.change(billing().getByLabelText('Firma *'), { target: { value: 'Firma GmbH' } });
    fireEvent.change(billing().getByLabelText('Abteilung'), { target: { value: 'Einkauf' } });
    fireEvent.click(clientTypes().getByRole('radio', { name: 'Privatperson' }));
    expect(cookie(CLIENT_TYPE_COOKIE)).toBe('PRIVATE');
    expect(billing().queryByLabelText(/^Firma/)).toBeNull();
    // Choosing company again starts from empty company fields.
    fireEvent.click(clientTypes().getByRole('radio', { name: 'Unternehmen' }));
    expect(billing().getByLabelText('Firma *')).toHaveProperty('value', '');
    expect(billing().getByLabelText('Abteilung')).toHaveProperty('value', '');
    fireEvent.click(clientTypes().getByRole('radio', { name: 'Privatperson' }));
    const actions = await submitted();
    const sentAddress = addressOf(actions, 'setBillingAddress');
    expect(sentAddress).not.toHaveProperty('company');
    expect(sentAddress).not.toHaveProperty('department');
    expect(sentAddress).not.toHaveProperty('vatNumber');
  });

  it('a private checkout never sends the company data an earlier billing address of the cart held', async () => {
    document.cookie = `${CLIENT_TYPE_COOKIE}=PRIVATE; Path=/`;
    const held = sampleCart();
    shown = {
      ...held,
      billingAddress: { ...held.billingAddress!, company: 'Alt GmbH', department: 'Einkauf', vatNumber: 'DE100000008' },
    };
    renderStep();
    expect(clientTypes().getByRole('radio', { name: 'Privatperson' })).toHaveProperty('checked', true);
    const actions = await submitted();
    for (const name of ['setBillingAddress', 'setShippingAddress']) {
      const address = addressOf(actions, name);
      expect(address).not.toHaveProperty('company');
      expect(address).not.toHaveProperty('department');
      expect(address).not.toHaveProperty('vatNumber');
    }
  });

  it('the company choice of this checkout (its cookie) is where the step starts', () => {
    document.cookie = `${CLIENT_TYPE_COOKIE}=COMPANY; Path=/`;
    renderStep();
    expect(clientTypes().getByRole('radio', { name: 'Unternehmen' })).toHaveProperty('checked', true);
    expect(billing().getByLabelText('Firma *')).toBeTruthy();
  });

  it('another delivery address: its own form, kept in a cookie, sent as the shipping address', async () => {
    renderStep();
    fireEvent.click(deliveries().getByRole('radio', { name: 'An eine andere Adresse' }));
    expect(cookie(SHIPPING_ADDRESS_TYPE_COOKIE)).toBe('DIFFERENT_FROM_BILLING');
    const shipping = within(screen.getByRole('group', { name: 'Lieferadresse' }));
    const typed: Record<string, string> = {
      'Vorname *': 'Grace',
      'Nachname *': 'Hopper',
      'Straße *': 'Hafenweg',
      'Hausnummer *': '3',
      'Postleitzahl *': '20457',
      'Ort *': 'Hamburg',
      'Telefonnummer *': '+49 40 1234567',
    };
    for (const [label, value] of Object.entries(typed)) {
      fireEvent.change(shipping.getByLabelText(label), { target: { value } });
    }
    const actions = await submitted();
    expect(actionOf(actions, 'setShippingAddress')).toMatchObject({
      address: { firstName: 'Grace', lastName: 'Hopper', city: 'Hamburg', postalCode: '20457', country: 'DE' },
    });
    expect(actionOf(actions, 'setBillingAddress')).toMatchObject({ address: { firstName: 'Ada', city: 'Berlin' } });
  });

  it('a billing address with a problem: names it in German, marks the field, sends nothing and stays', async () => {
    renderStep();
    fireEvent.change(billing().getByLabelText('Ort *'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await waitFor(() =>
      expect(notifications.value.map((notification) => notification.message)).toContain(
        'Fehler in der Rechnungsadresse',
      ),
    );
    await waitFor(() => expect(billing().getByLabelText('Ort *').getAttribute('aria-invalid')).toBe('true'));
    expect(sent.filter((request) => request.operation === 'updateCart')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
