import { useSignals } from '@preact/signals-react/runtime';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { sidebarAfterGuarantee } from '../../domain/cart/add-to-cart-flow.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { formatPrice } from '../format.ts';
import { tryCartChange } from './cart-change.ts';
import { useCartStore } from './CartStoreProvider.tsx';
import { Sidebar } from './Sidebar.tsx';
import './cart.css';

/**
 * spec/2 §2, §4, §5 the extra-guarantee sidebar: after an add, the guarantees the market offers for the item (each at
 * the product's price × its rate), to add with one press or to pass on; either way the complementary products follow
 * where there are some, else the cart sidebar. The item and the guarantee being added are the cart store's. Loaded on
 * first use; never opened on the payment page (added-item.ts).
 */
export default function ExtraGuaranteeSidebar() {
  useSignals();
  const { t, locale } = useTranslation();
  const store = useCartStore();
  const item = store.added.value;
  const busy = store.addingGuarantee.value;
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
    const answer = await tryCartChange(t, () => store.addGuarantee(guaranteeSku));
    if (answer !== null) next();
  };
  return (
    <Sidebar
      title={t('cart.guarantee.title')}
      closeLabel={t('cart.sidebar.closeNamed', { title: t('cart.guarantee.title') })}
      className="guarantee-sidebar"
    >
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
