import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../pages/use-shop.ts';
import { cartSummary } from '../../state/cart-summary.ts';
import { navigationPanelOpen } from '../../state/ui-state.ts';
import { formatPrice } from '../format.ts';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';
import { SearchBar } from './SearchBar.tsx';

/** spec/1 §2.3 Header. */
export function Header() {
  useSignals();
  const { t, locale } = useTranslation();
  const { shop, frame, href } = useShop();
  const onLogin = shop.routeKeys.includes('login');
  const [searchOpen, setSearchOpen] = useState(true);
  const onThankYou = shop.routeKeys.includes('checkoutThankYou');
  const cart = cartSummary.value;
  const total = formatPrice({ centAmount: cart.totalGrossCentAmount, currencyCode: frame.currency }, locale);
  return (
    <header className="header">
      <a className="skip-link" href="#content">
        {t('frame.skipToContent')}
      </a>
      <div className="header__row">
        <a className="header__logo" href={href('home')} aria-label={t('frame.logo')}>
          <Logo />
        </a>
        {/* spec/1 §2.5 "On small screens the search bar opens and closes": the toggle shows below 768 px only. */}
        <button
          type="button"
          className="header__button header__search-toggle"
          aria-expanded={searchOpen}
          aria-controls="header-search"
          onClick={() => setSearchOpen(!searchOpen)}
        >
          {t(searchOpen ? 'frame.search.close' : 'frame.search.open')}
        </button>
        <div id="header-search" className={searchOpen ? 'header__search' : 'header__search header__search--closed'}>
          <SearchBar />
        </div>
        <nav className="header__actions" aria-label={t('frame.account.label')}>
          {frame.flags.trustScoreInHeader && (
            <span className="trust-score" title={t('frame.trustScore.label')}>
              <span aria-hidden="true">★</span> {t('frame.trustScore.score', { score: '4.8' })}
              <span className="visually-hidden"> {t('frame.trustScore.label')}</span>
            </span>
          )}
          {frame.languages.length > 1 && <LanguageSelector />}
          <button type="button" className="header__button" popoverTarget="contact-dropdown">
            {t('frame.contact.label')}
          </button>
          <div id="contact-dropdown" popover="auto" className="dropdown">
            <p className="dropdown__heading">{t('frame.contact.heading')}</p>
            <ul>
              {frame.contact.phone && (
                <li>
                  <a href={`tel:${frame.contact.phone.replace(/\s+/g, '')}`}>
                    {t('frame.contact.phone', { phone: frame.contact.phone })}
                  </a>
                </li>
              )}
              {frame.contact.email && (
                <li>
                  <a href={`mailto:${frame.contact.email}`}>
                    {t('frame.contact.email', { email: frame.contact.email })}
                  </a>
                </li>
              )}
              <li>
                <a href={href('helpCentre')}>{t('frame.contact.helpCentre')}</a>
              </li>
            </ul>
          </div>
          <a className="header__button" href={href('login')}>
            {t('frame.account.login')}
          </a>
          {!onThankYou && (
            <>
              <button
                type="button"
                className="header__button header__cart"
                popoverTarget="cart-hint"
                aria-label={t('frame.cart.summary', { count: cart.totalItems, total })}
              >
                <span aria-hidden="true">
                  {t('frame.cart.label')} <span className="header__cart-count">{cart.totalItems}</span> {total}
                </span>
              </button>
              <div id="cart-hint" popover="auto" className="dropdown" role="status">
                {t('frame.cart.empty')}
              </div>
            </>
          )}
        </nav>
      </div>
      {!onLogin && (
        <button
          type="button"
          className="header__all-categories"
          aria-expanded={navigationPanelOpen.value}
          aria-controls="navigation-panel"
          onClick={() => (navigationPanelOpen.value = !navigationPanelOpen.value)}
        >
          {t('frame.categories.all')}
        </button>
      )}
    </header>
  );
}
