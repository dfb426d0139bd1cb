// @vitest-environment happy-dom
// The payment error page as the shopper sees it (spec/2 §2 "shown after a refused card-provider payment", §8 the
// payment error states, each reloading the cart; spec/3 error catalogue "Payment error codes"): the code's own message
// in the page's language, the generic one for an unknown or missing code, and the ways on — back to paying first, and
// to the cart — in the page's language and country.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import { PAYMENT_ERROR_STATES } from '../../domain/routing/payment-error.ts';
import { PaymentError } from './PaymentError.tsx';

const ERROR_PAGE = 'http://de.localhost:3000/adyen-payment-error/';

let read: number;

beforeEach(() => {
  read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/getMyCart') throw new Error(`Unexpected request ${url}`);
      read += 1;
      return new Response(JSON.stringify({ cart: sampleCart() }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(url: string) {
  renderInShop(<PaymentError />, { url, cartStore: tabCartStore(sampleCart()) });
  return { t: shopTranslator(url), alert: () => screen.getByRole('alert').textContent };
}

describe('PaymentError', () => {
  it.each(PAYMENT_ERROR_STATES)('error=%s: its own message, in German, under the page’s heading', (state) => {
    const { t, alert } = renderPage(`${ERROR_PAGE}?error=${state}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Die Zahlung ist fehlgeschlagen');
    expect(alert()).toBe(t(`checkout.paymentError.message.${state}`));
    // The message is the state's, not another's.
    for (const other of PAYMENT_ERROR_STATES.filter((candidate) => candidate !== state)) {
      expect(alert()).not.toBe(t(`checkout.paymentError.message.${other}`));
    }
  });

  it('says the refusal in German words', () => {
    const { alert } = renderPage(`${ERROR_PAGE}?error=payment-error`);
    expect(alert()).toBe(
      'Ihre Zahlung wurde abgelehnt oder konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut, verwenden ' +
        'Sie eine andere Karte oder wählen Sie eine andere Zahlungsart.',
    );
  });

  it.each(['', '?error=refused', '?error=', '?error=Payment-Error', '?state=malformed-price', '?error=%E0%A4%A'])(
    'an unknown or missing code (%j) shows the generic payment-error message',
    (query) => {
      const { t, alert } = renderPage(`${ERROR_PAGE}${query}`);
      expect(alert()).toBe(t('checkout.paymentError.message.payment-error'));
    },
  );

  it('leads back to paying first, then to the cart, as links of the page’s country and language', () => {
    renderPage(`${ERROR_PAGE}?error=cancelled-transaction`);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zurück zur Zahlung', '/checkout/payment'],
      ['Zum Warenkorb', '/checkout/cart'],
    ]);
    expect(links[0]!.className).toContain('button--primary');
  });

  it.each([
    ['http://be.localhost:3000/nl/adyen-payment-error/', 'nl', 'De betaling is niet gelukt'],
    ['http://ch.localhost:3000/it/adyen-payment-error/', 'it', 'Il pagamento non è andato a buon fine'],
    ['http://gb.localhost:3000/adyen-payment-error/', '', 'The payment did not go through'],
  ])('speaks the page’s language with links under its prefix (%s)', (page, language, heading) => {
    const { t, alert } = renderPage(`${page}?error=malformed-price`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(alert()).toBe(t('checkout.paymentError.message.malformed-price'));
    const prefix = language === '' ? '' : `/${language}`;
    expect(screen.getByRole('link', { name: t('checkout.paymentError.backToPayment') }).getAttribute('href')).toBe(
      `${prefix}/checkout/payment`,
    );
    expect(screen.getByRole('link', { name: t('checkout.paymentError.toCart') }).getAttribute('href')).toBe(
      `${prefix}/checkout/cart`,
    );
  });

  it('is the payment step of the checkout’s steps', () => {
    renderPage(`${ERROR_PAGE}?error=payment-error`);
    const steps = within(screen.getByRole('navigation'));
    expect(
      steps.getAllByRole('listitem').find((step) => step.getAttribute('aria-current') === 'step')?.textContent,
    ).toMatch(/^4/);
  });

  it('reads the cart again (spec/2 §8: each state reloads the cart)', async () => {
    renderPage(`${ERROR_PAGE}?error=unprocessable-entity`);
    await waitFor(() => expect(read).toBe(1));
  });
});
