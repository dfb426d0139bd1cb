import { useSignals } from '@preact/signals-react/runtime';
import type { CountryCode } from '../../../generated/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { CartLines } from './CartLines.tsx';
import { useCartStore } from './CartStoreProvider.tsx';
import { CartTotals } from './CartTotals.tsx';
import { Sidebar } from './Sidebar.tsx';
import './cart.css';
import { isCheckoutOpen } from '../../domain/checkout/checkout-open.ts';

/**
 * spec/2 §2 the cart sidebar: the cart's lines with their quantities, its totals, the way to the checkout's cart step
 * and back to shopping. Loaded on first use (ADR 023: sidebars load when first opened). It closes on every route
 * change (closeOverlays), so following a link in it closes it.
 */
export default function CartSidebar() {
  useSignals();
  const { t } = useTranslation();
  const { shop, href } = useShop();
  const current = useCartStore().cart.value;
  const lines = current?.lineItems ?? [];
  // spec/2 §2: checkout pages of a market whose checkout is closed go home, so the sidebar does not lead there.
  const checkoutOpen = isCheckoutOpen(shop.country as CountryCode);
  return (
    <Sidebar title={t('cart.sidebar.title')} closeLabel={t('cart.sidebar.close')} className="cart-sidebar">
      {current === null || lines.length === 0 ? (
        <p className="cart-sidebar__empty">{t('frame.cart.empty')}</p>
      ) : (
        <>
          <CartLines lines={lines} />
          <CartTotals cart={current} />
        </>
      )}
      <div className="cart-sidebar__actions">
        {lines.length > 0 && checkoutOpen && (
          <a className="button button--primary" href={href('checkoutCart')}>
            {t('cart.sidebar.toCart')}
          </a>
        )}
        {lines.length > 0 && !checkoutOpen && (
          <p className="cart-sidebar__closed">{t('cart.sidebar.checkoutClosed')}</p>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            openSidebar.value = null;
          }}
        >
          {t('cart.sidebar.continue')}
        </button>
      </div>
    </Sidebar>
  );
}
