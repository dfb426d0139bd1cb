// @vitest-environment happy-dom
// The payment step as the shopper uses it (spec/2 §2 payment step, §5 payment method availability, §8 error states,
// §9 cash-on-delivery fee): exactly the methods the server offers for the cart and the client type, in the page's
// language; the totals; the fee and the total with it when cash on delivery is chosen; what the button sends (the
// total shown, never another) and where the shopper goes then; the failures in words.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetPaymentMethodsAnswer } from '../../../generated/types.ts';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import type { CartStore } from '../../state/cart-store.ts';
import { CLIENT_TYPE_COOKIE } from '../../state/checkout-cookies.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { CheckoutStoreProvider } from './CheckoutStoreProvider.tsx';

const navigate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('vike/client/router', () => ({ navigate }));
const goToProvider = vi.hoisted(() => vi.fn());
vi.mock('../../client/go-to-provider.ts', () => ({ goToProvider }));

const PAYMENT = 'http://de.localhost:3000/checkout/payment';
const euros = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

const METHODS: GetPaymentMethodsAnswer = {
  methods: [
    { code: 'scheme', kind: 'provider' },
    { code: 'paypal', kind: 'provider' },
    { code: 'bankTransfer', kind: 'shop' },
    { code: 'cashOnDelivery', kind: 'shop' },
  ],
  unavailable: [{ code: 'klarna', reasons: ['priceLimit'] }],
  codFee: { gross: euros(700), vat: euros(112) },
  testPayments: false,
};

let sent: { operation: string; body: Record<string, unknown> }[];
let answers: Record<string, (body: Record<string, unknown>) => Response>;
/** The tab's cart store of the test. */
let tab: CartStore;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answers = {
    getPaymentMethods: () => json(METHODS),
    getMyCart: () => json({ cart: sampleCart() }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const operation = url.replace('/api/', '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ operation, body });
      const answer = answers[operation];
      return answer === undefined ? json({ statusCode: 404, message: 'Unknown middleware' }, 404) : answer(body);
    }),
  );
  tab = tabCartStore(sampleCart());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigate.mockClear();
  goToProvider.mockClear();
  document.cookie = `${CLIENT_TYPE_COOKIE}=; Max-Age=0; Path=/`;
});

const plain = (text: string | null) => text!.replace(/[\u00a0\u202f]/g, ' ');

async function renderStep(url = PAYMENT) {
  renderInShop(
    <CheckoutStoreProvider>
      <PaymentStep />
    </CheckoutStoreProvider>,
    { url, cartStore: tab },
  );
  await screen.findAllByRole('radio');
  return {
    group: within(screen.getByRole('group', { name: 'Wählen Sie eine Zahlungsart' })),
    button: () => screen.getByRole('button', { name: /Jetzt bezahlen|Zahlungspflichtig bestellen/ }),
  };
}

/** The totals' rows, label and amount. */
const totalsRows = () =>
  [...document.querySelectorAll('.cart-totals__row')].map((row) => [
    plain(row.querySelector('dt')!.textContent),
    plain(row.querySelector('dd')!.textContent),
  ]);

describe('PaymentStep', () => {
  it('offers exactly the server’s methods for the cart and the client type, in German, the card first chosen', async () => {
    const { group } = await renderStep();
    expect(sent[0]).toEqual({
      operation: 'getPaymentMethods',
      body: { cartId: 'cart-1', clientType: 'PRIVATE' },
    });
    const radios = group.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'scheme',
      'paypal',
      'bankTransfer',
      'cashOnDelivery',
    ]);
    expect(group.getByRole('radio', { name: 'Kredit- oder Debitkarte' })).toHaveProperty('checked', true);
    expect(group.getByRole('radio', { name: 'Nachnahme' })).toHaveProperty('checked', false);
    // What the server left out is not offered.
    expect(group.queryByRole('radio', { name: /Klarna/ })).toBeNull();
    expect(plain(group.getByText(/^Gebühr/).textContent)).toBe('Gebühr 7,00 €');
    // The button says what it pays (the cart's total), under its words.
    expect(screen.getByRole('button', { name: /^Jetzt bezahlen\s*234,94\s€$/ })).toBeTruthy();
  });

  it('is drawn once its methods are known, not before (they would push the button and totals down)', async () => {
    let answer!: () => void;
    const methodsRead = new Promise<void>((resolve) => (answer = resolve));
    const fetchOf = vi.mocked(fetch);
    const read = fetchOf.getMockImplementation()!;
    let asked = false;
    fetchOf.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/getPaymentMethods')) {
        asked = true;
        await methodsRead;
      }
      return read(url, init);
    });
    renderInShop(
      <CheckoutStoreProvider>
        <PaymentStep />
      </CheckoutStoreProvider>,
      { url: PAYMENT, cartStore: tab },
    );
    await screen.findByRole('status');
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('status').textContent).toBe(shopTranslator(PAYMENT)('checkout.payment.loadingMethods'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('.cart-totals')).toBeNull();
    answer();
    await screen.findAllByRole('radio');
    expect(screen.getByRole('button', { name: /^Jetzt bezahlen/ })).toBeTruthy();
  });

  it('is drawn with the failure when its methods cannot be read', async () => {
    answers.getPaymentMethods = () => json({ statusCode: 500, message: 'Internal Server Error' }, 500);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInShop(
      <CheckoutStoreProvider>
        <PaymentStep />
      </CheckoutStoreProvider>,
      { url: PAYMENT, cartStore: tab },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(shopTranslator(PAYMENT)('checkout.payment.methodsFailed'));
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('button', { name: /^Jetzt bezahlen|Zahlungspflichtig/ })).toHaveProperty('disabled', true);
  });

  it('shows the addresses given — delivery to the billing address unless another was given — and the way back to them', async () => {
    await renderStep();
    const summary = within(screen.getByRole('region', { name: 'Ihre Adressen' }));
    const columns = ['Rechnungsadresse', 'Lieferadresse'].map((heading) =>
      [...summary.getByRole('heading', { name: heading }).parentElement!.querySelectorAll('address span')].map(
        (line) => line.textContent,
      ),
    );
    const lines = ['Ada Lovelace', 'Marktstraße 12', '10115 Berlin', 'Deutschland', '+49 30 1234567'];
    expect(columns).toEqual([lines, lines]);
    expect(summary.getByText('ada@example.com')).toBeTruthy();
    expect(summary.getByRole('link', { name: 'Adressen ändern' }).getAttribute('href')).toBe('/checkout/addresses');
  });

  it('shows the cart’s totals with its discount, and no fee while another method is chosen', async () => {
    await renderStep();
    expect(totalsRows()).toEqual([
      ['Warenwert', '249,99 €'],
      ['Rabatt', '−20,00 €'],
      ['Versand (Paket)', '4,95 €'],
      ['Gesamtsumme exkl. MwSt.', '197,43 €'],
      ['MwSt. 19 %', '37,51 €'],
      ['Gesamtsumme inkl. MwSt.', '234,94 €'],
    ]);
  });

  it('cash on delivery: adds the fee, its VAT and the total with it, and orders that total', async () => {
    answers.createMyOrderFromCart = () => json({ id: 'order-9' });
    const { group, button } = await renderStep();
    fireEvent.click(group.getByRole('radio', { name: 'Nachnahme' }));
    expect(totalsRows().slice(-3)).toEqual([
      ['Nachnahmegebühr', '7,00 €'],
      ['davon MwSt.', '1,12 €'],
      ['Gesamtsumme inkl. Nachnahmegebühr', '241,94 €'],
    ]);
    expect(button().textContent).toBe('Zahlungspflichtig bestellen241,94\u00a0€');
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thank-you/order-9'));
    expect(sent.find((request) => request.operation === 'createMyOrderFromCart')?.body).toEqual({
      cartId: 'cart-1',
      version: 7,
      paymentMethod: 'cashOnDelivery',
      clientType: 'PRIVATE',
      expectedTotal: 24_194,
    });
    // The order is placed: the tab's cart is reset (spec/2 §4 Payment).
    expect(tab.cart.value).toBeNull();
  });

  it('a provider’s method: pays the total shown at the provider and sends the shopper there', async () => {
    const redirect = { action: 'redirect', url: 'https://psp.example/pay/1', method: 'GET' };
    answers.pay = () => json(redirect);
    const { group, button } = await renderStep();
    fireEvent.click(group.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(button());
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(redirect));
    expect(sent.find((request) => request.operation === 'pay')?.body).toEqual({
      cartId: 'cart-1',
      version: 7,
      clientType: 'PRIVATE',
      paymentMethod: { type: 'paypal' },
      expectedTotal: 23_494,
    });
    // Sent once, and the button waits while the shopper leaves.
    fireEvent.click(button());
    expect(sent.filter((request) => request.operation === 'pay')).toHaveLength(1);
    expect(button().hasAttribute('disabled')).toBe(true);
  });

  it.each(['payment-error', 'malformed-price', 'unprocessable-entity'] as const)(
    'a payment that did not go through (%s): the shopper goes to the payment error page with its state',
    async (errorState) => {
      answers.pay = () => json({ action: 'error', errorState });
      const { button } = await renderStep();
      fireEvent.click(button());
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/adyen-payment-error/?error=${errorState}`));
      // The cart stays: the error page leads back here to pay again.
      expect(tab.cart.value?.id).toBe('cart-1');
    },
  );

  it('a cart changed meanwhile: says so in German, reads the cart again and lets the shopper try again', async () => {
    answers.createMyOrderFromCart = () =>
      json({ statusCode: 409, message: 'stale', field: '/version', currentVersion: 8 }, 409);
    const { group, button } = await renderStep();
    fireEvent.click(group.getByRole('radio', { name: 'Überweisung' }));
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ihr Warenkorb hat sich zwischenzeitlich geändert. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    );
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    expect(sent.some((request) => request.operation === 'getMyCart')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for a company’s methods when the checkout’s client type is company', async () => {
    document.cookie = `${CLIENT_TYPE_COOKIE}=COMPANY; Path=/`;
    await renderStep();
    expect(sent[0]!.body).toMatchObject({ cartId: 'cart-1', clientType: 'COMPANY' });
  });

  it('shows the payment error state of the address, in the page’s language, and reads the cart again', async () => {
    await renderStep(`${PAYMENT}?error=cancelled-transaction`);
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Zahlung wurde abgebrochen. Sie können eine andere Zahlungsart wählen oder es erneut versuchen.',
    );
    await waitFor(() => expect(sent.some((request) => request.operation === 'getMyCart')).toBe(true));
  });

  it('shows the error state once: the address drops it, so that a reload shows no old error', async () => {
    window.history.replaceState({ kept: true }, '', '/checkout/payment?step=4&error=payment-error#methods');
    await renderStep(`${PAYMENT}?step=4&error=payment-error`);
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Zahlung wurde abgelehnt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    );
    // The rest of the address and the router's history entry stay as they were.
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/checkout/payment?step=4#methods',
    );
    expect(window.history.state).toEqual({ kept: true });
  });

  it('leaves an address without an error state alone', async () => {
    window.history.replaceState(null, '', '/checkout/payment?step=4');
    await renderStep();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.search).toBe('?step=4');
  });

  it('speaks French on the Belgian shop’s French pages', async () => {
    renderInShop(
      <CheckoutStoreProvider>
        <PaymentStep />
      </CheckoutStoreProvider>,
      { url: 'http://be.localhost:3000/fr/checkout/payment', cartStore: tab },
    );
    const group = within(await screen.findByRole('group', { name: 'Choisissez votre moyen de paiement' }));
    await group.findAllByRole('radio');
    expect(group.getByRole('radio', { name: 'Contre-remboursement' })).toBeTruthy();
  });
});

describe('PaymentStep of a test shop (ADR 030)', () => {
  it.each([
    [PAYMENT, 'Dies ist ein Testshop'],
    ['http://be.localhost:3000/fr/checkout/payment', 'Ceci est une boutique de test'],
  ])('says beside the button, in the page’s language, that no real money moves (%s)', async (url, title) => {
    answers.getPaymentMethods = () => json({ ...METHODS, testPayments: true });
    renderInShop(
      <CheckoutStoreProvider>
        <PaymentStep />
      </CheckoutStoreProvider>,
      { url, cartStore: tab },
    );
    const note = await screen.findByRole('note', { name: title });
    expect(note.textContent).toContain(shopTranslator(url)('checkout.testShop.text'));
    // Beside the button that pays: in its form, just after it (the button keeps to a phone's first screen).
    const button = screen.getByRole('button', { name: /Jetzt bezahlen|Payer maintenant/ });
    expect(note.closest('form')).toBe(button.closest('form'));
    expect(button.nextElementSibling).toBe(note);
  });

  it.each([PAYMENT, 'http://be.localhost:3000/fr/checkout/payment'])(
    'says nothing of the kind with a real provider (%s)',
    async (url) => {
      renderInShop(
        <CheckoutStoreProvider>
          <PaymentStep />
        </CheckoutStoreProvider>,
        { url, cartStore: tab },
      );
      await screen.findAllByRole('radio');
      expect(screen.queryByRole('note')).toBeNull();
      expect(document.body.textContent).not.toContain(shopTranslator(url)('checkout.testShop.title'));
    },
  );
});
