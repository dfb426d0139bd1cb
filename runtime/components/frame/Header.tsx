import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import { headerSearchOpen, navigationPanelOpen, openSidebar } from '../../state/ui-state.ts';
import { formatPrice } from '../format.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { Icon } from './Icon.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';
import { SearchBar } from './SearchBar.tsx';
import { TrustScore } from './TrustScore.tsx';

/**
 * spec/1 §2.3 Header, in one row (ADR 016): all categories (the menu), logo, search, then the trust score,
 * language selector and contact dropdown, account and cart. On a phone (below 768 px, spec/1 §9.7) the row keeps
 * menu, logo, search, account and cart as icons with accessible names; the trust score, languages and contact
 * move into the menu (NavigationPanel), and the search field expands in place over the row when its button is
 * pressed (spec/1 §2.5 "On small screens the search bar opens and closes"). Labels show from 1200 px.
 */
export function Header() {
  useSignals();
  const { t, locale } = useTranslation();
  const { shop, frame, href } = useShop();
  const onLogin = shop.routeKeys.includes('login');
  const onThankYou = shop.routeKeys.includes('checkoutThankYou');
  const cart = useCartStore().summary.value;
  const total = formatPrice({ centAmount: cart.totalGrossCentAmount, currencyCode: frame.currency }, locale);
  const searchOpen = headerSearchOpen.value;
  const search = useRef<HTMLDivElement>(null);
  const searchToggle = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!searchOpen) return;
    search.current?.querySelector('input')?.focus();
    // The open search closes when the shopper taps or clicks elsewhere, tabs out of it, or presses Escape: no
    // 'close search' button takes room beside the field.
    const outside = (target: EventTarget | null) => target instanceof Node && !search.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) headerSearchOpen.value = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) headerSearchOpen.value = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !search.current?.contains(document.activeElement)) return;
      headerSearchOpen.value = false;
      searchToggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [searchOpen]);

  // Without JavaScript the search button is a link to the search page; with it, the field opens in place.
  const openSearch = (event: MouseEvent | ReactKeyboardEvent) => {
    event.preventDefault();
    headerSearchOpen.value = true;
  };
  // A link in the role of a button answers Space as a button does (Enter already follows the click).
  const onSearchKey = (event: ReactKeyboardEvent) => {
    if (event.key === ' ') openSearch(event);
  };

  return (
    <header className="header">
      <a className="skip-link" href="#content">
        {t('frame.skipToContent')}
      </a>
      <div className="header__row">
        {!onLogin && (
          <button
            type="button"
            className="header__button header__menu"
            aria-expanded={navigationPanelOpen.value}
            aria-controls="navigation-panel"
            onClick={() => (navigationPanelOpen.value = !navigationPanelOpen.value)}
          >
            <Icon name="menu" />
            <span className="header__label">{t('frame.categories.all')}</span>
          </button>
        )}
        <a className="header__logo" href={href('home')} aria-label={t('frame.logo')}>
          <Logo />
        </a>
        <a
          ref={searchToggle}
          href={href('search')}
          role="button"
          // vike's router would follow the link whatever the handler does: it opens the field instead.
          data-vike="false"
          className="header__button header__search-toggle"
          aria-expanded={searchOpen}
          aria-controls="header-search"
          onClick={openSearch}
          onKeyDown={onSearchKey}
        >
          <Icon name="search" />
          <span className="visually-hidden">{t('frame.search.open')}</span>
        </a>
        <div
          id="header-search"
          ref={search}
          className={searchOpen ? 'header__search header__search--open' : 'header__search'}
        >
          <SearchBar />
        </div>
        <div className="header__actions">
          {frame.flags.trustScoreInHeader && (
            <span className="header__wide-only">
              <TrustScore />
            </span>
          )}
          {frame.languages.length > 1 && (
            <span className="header__wide-only">
              <LanguageSelector />
            </span>
          )}
          <span className="header__wide-only">
            <button type="button" className="header__button" popoverTarget="contact-dropdown">
              <Icon name="contact" />
              <span className="header__label">{t('frame.contact.label')}</span>
            </button>
            <div id="contact-dropdown" popover="auto" className="dropdown">
              <p className="dropdown__heading">{t('frame.contact.heading')}</p>
              <ContactLinks />
            </div>
          </span>
          <a className="header__button" href={href('login')}>
            <Icon name="account" />
            <span className="header__label">{t('frame.account.login')}</span>
          </a>
          {!onThankYou && (
            <>
              {/* spec/2 §2: the cart button opens the sidebar if the cart has items, otherwise shows the hint 'Your
                  cart is empty' (a popover: it works before the page is interactive). */}
              <button
                type="button"
                className="header__button header__cart"
                popoverTarget={cart.totalItems > 0 ? undefined : 'cart-hint'}
                onClick={
                  cart.totalItems > 0
                    ? () => {
                        openSidebar.value = 'cart';
                      }
                    : undefined
                }
                aria-haspopup={cart.totalItems > 0 ? 'dialog' : undefined}
                aria-label={t('frame.cart.summary', { count: cart.totalItems, total })}
              >
                {/* The count is drawn by CSS from data-count: as text it would come between the name's words
                    (WCAG 2.5.3 label in name: the visible "0 CHF 0.00" is no part of "Cart: 0 items, CHF 0.00"). */}
                <span className="header__cart-icon" aria-hidden="true">
                  <Icon name="cart" />
                  <span className="header__cart-count" data-count={cart.totalItems} />
                </span>
                <span className="header__cart-total" aria-hidden="true">
                  {total}
                </span>
              </button>
              <div id="cart-hint" popover="auto" className="dropdown" role="status">
                {t('frame.cart.empty')}
              </div>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
