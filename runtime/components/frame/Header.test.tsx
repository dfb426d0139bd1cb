// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { formatPrice } from '../format.ts';
import { Header } from './Header.tsx';

afterEach(cleanup);

const DE = 'http://de.localhost:3000/';
const SK = 'http://sk.localhost:3000/';

describe('Header (spec/1 §2.3)', () => {
  it('links the logo home and the account button to the login route for guests', () => {
    const t = shopTranslator(DE);
    renderInShop(<Header />, { url: DE });
    expect(screen.getByRole('link', { name: t('frame.logo') }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: t('frame.account.login') }).getAttribute('href')).toBe('/login');
  });

  it('shows the language selector only in multi-language countries (BE, CH)', () => {
    renderInShop(<Header />, { url: DE });
    expect(document.querySelector('#language-dropdown')).toBeNull();
    cleanup();
    const ch = 'http://ch.localhost:3000/fr/';
    renderInShop(<Header />, { url: ch });
    const links = [...document.querySelectorAll('#language-dropdown a')].map((link) => link.getAttribute('hreflang'));
    expect(links).toEqual(['de', 'fr', 'it']);
    cleanup();
    renderInShop(<Header />, { url: 'http://be.localhost:3000/' });
    expect([...document.querySelectorAll('#language-dropdown a')]).toHaveLength(2);
  });

  it('hides the all-categories button on the login page', () => {
    const t = shopTranslator(SK);
    renderInShop(<Header />, { url: `${SK}login` });
    expect(screen.queryByRole('button', { name: t('frame.categories.all') })).toBeNull();
    cleanup();
    renderInShop(<Header />, { url: SK });
    expect(screen.getByRole('button', { name: t('frame.categories.all') })).toBeTruthy();
  });

  it("shows the cart's item count and gross total, and the empty hint", () => {
    const t = shopTranslator(SK);
    renderInShop(<Header />, { url: SK });
    const total = formatPrice({ centAmount: 0, currencyCode: 'EUR' }, 'sk-SK');
    const button = screen.getByRole('button', { name: t('frame.cart.summary', { count: 0, total }) });
    expect(button.getAttribute('popovertarget')).toBe('cart-hint');
    expect(screen.getByText(t('frame.cart.empty'))).toBeTruthy();
  });

  it('hides the cart button on the thank-you page', () => {
    renderInShop(<Header />, { url: `${SK}checkout/thank-you` });
    expect(document.querySelector('[popovertarget="cart-hint"]')).toBeNull();
  });

  it('shows the trust-score widget only where the store flag is on', () => {
    renderInShop(<Header />, { url: SK });
    expect(document.querySelector('.trust-score')).toBeNull();
  });

  it('opens and closes the search bar with its toggle (spec/1 §2.5, shown on small screens)', () => {
    const t = shopTranslator(SK);
    renderInShop(<Header />, { url: SK });
    const toggle = screen.getByRole('button', { name: t('frame.search.close') });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: t('frame.search.open') }).getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('header-search')!.className).toContain('header__search--closed');
  });
});
