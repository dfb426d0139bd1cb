// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_LOCALES,
  type LanguageCode,
  type LocaleCode,
} from '../../../generated/index.ts';
import { prefixPath } from '../../domain/routing/language-prefix.ts';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { formatPrice } from '../format.ts';
import { Header } from './Header.tsx';
import { TRUST_SCORE } from './TrustScore.tsx';

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

  // ADR 013: "4.8 / 5" was written the same in every locale. Every locale of every country with the flag.
  const withTrustScore = COUNTRY_CODES.filter((code) => COUNTRIES[code].flags.trustScoreInHeader);
  const trustScorePages = withTrustScore.flatMap((code) =>
    COUNTRIES[code].languages.map(({ language }) => ({
      url: `http://${code}.localhost:3000${prefixPath(code, language as LanguageCode, '/')}`,
      locale: (COUNTRY_LOCALES[code] as Record<string, LocaleCode>)[language]!,
    })),
  );
  it.for(trustScorePages)('writes the trust score as $locale writes numbers ($url)', ({ url, locale }) => {
    const t = shopTranslator(url);
    renderInShop(<Header />, { url });
    const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(TRUST_SCORE);
    expect(normalise(document.querySelector('.trust-score')!.textContent)).toBe(
      normalise(`★ ${t('frame.trustScore.score', { score })} ${t('frame.trustScore.label')}`),
    );
  });
  it('writes a decimal comma where the locale does (de-DE "4,8 / 5")', () => {
    renderInShop(<Header />, { url: DE });
    expect(document.querySelector('.trust-score')!.textContent).toContain('4,8 / 5');
  });

  // spec/1 §2.5 "On small screens the search bar opens and closes" (ADR 016: expands in place, closed at
  // first, no 'close search' button beside the open field).
  it('opens the search in place with its button, and closes it with Escape', () => {
    const t = shopTranslator(SK);
    renderInShop(<Header />, { url: SK });
    const toggle = screen.getByRole('button', { name: t('frame.search.open') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Without JavaScript it is a link to the search page.
    expect(toggle.getAttribute('href')).toBe('/search');
    expect(document.getElementById('header-search')!.className).not.toContain('header__search--open');
    act(() => void fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('header-search')!.className).toContain('header__search--open');
    expect(screen.queryByRole('button', { name: t('frame.search.close') })).toBeNull();
    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('names every icon button and link of the row (menu, search, contact, account, cart)', () => {
    const t = shopTranslator(DE);
    renderInShop(<Header />, { url: DE });
    for (const name of [t('frame.categories.all'), t('frame.search.open'), t('frame.contact.label')]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: t('frame.account.login') })).toBeTruthy();
  });
});

function normalise(text: string | null): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}
