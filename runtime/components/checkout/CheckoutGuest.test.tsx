// @vitest-environment happy-dom
// The checkout's entry and log-in pages while customer accounts are not built (spec/2 §1 "Guests may check out with an
// e-mail only", §2 /checkout, /checkout/login): the guest's way on to the addresses step, in the page's language, and
// no word that ordering is not open.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { CheckoutGuest } from './CheckoutGuest.tsx';

afterEach(cleanup);

describe('CheckoutGuest', () => {
  it.each([
    ['http://de.localhost:3000/checkout/login', 'Als Gast bestellen', 'Als Gast fortfahren', '/checkout/addresses'],
    ['http://de.localhost:3000/checkout', 'Als Gast bestellen', 'Als Gast fortfahren', '/checkout/addresses'],
    ['http://be.localhost:3000/nl/checkout/login', 'Bestellen als gast', 'Doorgaan als gast', '/nl/checkout/addresses'],
    [
      'http://ch.localhost:3000/fr/checkout/create-account',
      'Commander en tant qu’invité',
      'Continuer en tant qu’invité',
      '/fr/checkout/addresses',
    ],
  ])('%s: the guest’s way on to the addresses step', (url, heading, link, addresses) => {
    renderInShop(<CheckoutGuest />, { url });
    const t = shopTranslator(url);
    expect(screen.getByRole('heading', { level: 1 }).textContent?.replace(/'/g, '’')).toBe(heading);
    expect(screen.getByText(t('checkout.guest.text'))).toBeTruthy();
    const onward = screen.getByRole('link', { name: t('checkout.guest.continue') });
    expect(onward.textContent?.replace(/'/g, '’')).toBe(link);
    expect(onward.getAttribute('href')).toBe(addresses);
    // Ordering works: the page says nothing of the kind of "coming soon".
    expect(document.body.textContent).not.toContain(t('pages.service.comingWithAccounts'));
  });
});
