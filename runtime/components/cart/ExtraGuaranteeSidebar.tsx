import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { sidebarAfterGuarantee } from '../../domain/cart/add-to-cart-flow.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { addedItem } from '../../state/added-item.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { formatPrice } from '../format.ts';
import { tryCartChange } from './cart-change.ts';
import { useCartStore } from './CartStoreProvider.tsx';
import { Sidebar } from './Sidebar.tsx';
import './cart.css';
import { isExtraGuaranteeSku } from '../../domain/cart/virtual-sku.ts';

/**
 * spec/2 §2, §4, §5 the extra-guarantee sidebar: after an add, the guarantees the market offers for the item (each at
 * the product's price × its rate), to add with one press or to pass on; either way the complementary products follow
 * where there are some, else the cart sidebar. Loaded on
 * first use; never opened on the payment page (add-flow.ts).
 */
export default function ExtraGuaranteeSidebar() {
  useSignals();
  const { t, locale } = useTranslation();
  const store = useCartStore();
  const item = addedItem.value;
  const [busy, setBusy] = useState<string | null>(null);
  const { shop } = useShop();
  // spec/2 §4: the flow goes on in its order (sidebarAfterGuarantee).
  const next = () => {
    openSidebar.value = sidebarAfterGuarantee(
      COUNTRIES[shop.country as CountryCode].flags,
      item?.complementary.length ?? 0,
    );
  };
  if (item === null) return null;
  const add = async (guaranteeSku: string) => {
    // The offers come from the server's answer; a SKU that is no guarantee's is not sent back to it.
    if (!isExtraGuaranteeSku(guaranteeSku)) return;
    setBusy(guaranteeSku);
    const answer = await tryCartChange(t, () =>
      store.change({
        action: 'addExtraGuarantee',
        guaranteeSku,
        parentLineItemId: item.lineItemId,
      }),
    );
    setBusy(null);
    if (answer !== null) next();
  };
  return (
    <Sidebar title={t('cart.guarantee.title')} closeLabel={t('cart.sidebar.close')} className="guarantee-sidebar">
      <p>{t('cart.guarantee.text', { name: item.name })}</p>
      <ul className="guarantee-offers">
        {item.offers.map((offer) => (
          <li key={offer.sku} className="guarantee-offer">
            <span>{t('cart.guarantee.offer', { name: offer.name, price: formatPrice(offer.price, locale) })}</span>
            <button
              type="button"
              className="button button--primary"
              aria-busy={busy === offer.sku}
              disabled={busy !== null}
              aria-label={`${t('cart.guarantee.add')}: ${offer.name}`}
              onClick={() => void add(offer.sku)}
            >
              {t('cart.guarantee.add')}
            </button>
          </li>
        ))}
      </ul>
      <div className="cart-sidebar__actions">
        <button type="button" className="button" onClick={next}>
          {t('cart.guarantee.skip')}
        </button>
      </div>
    </Sidebar>
  );
}
