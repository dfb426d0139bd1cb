import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openSidebar } from '../../state/ui-state.ts';
import { productCardView } from '../../view/product-card-view.ts';
import { ProductCard } from '../product-card/ProductCard.tsx';
import { useCartStore } from './CartStoreProvider.tsx';
import { Sidebar } from './Sidebar.tsx';
import './cart.css';

/**
 * spec/2 §2, §4, §5 the complementary-products sidebar: up to 4 published, in-stock products that go with the item just
 * added, each with its quick add-to-cart (add-flow.ts), and the way on to the cart. Loaded on first use.
 */
export default function ComplementarySidebar() {
  useSignals();
  const { t } = useTranslation();
  const item = useCartStore().added.value;
  if (item === null) return null;
  return (
    <Sidebar
      title={t('cart.complementary.title')}
      closeLabel={t('cart.sidebar.closeNamed', { title: t('cart.complementary.title') })}
      className="complementary-sidebar"
    >
      <p className="complementary-sidebar__added" role="status">
        {t('cart.sidebar.added')}: {item.name}
      </p>
      <ul className="complementary-products">
        {item.complementary.map((product) => (
          <li key={product.id}>
            <ProductCard product={productCardView(product)} headingLevel={3} imageSize={120} />
          </li>
        ))}
      </ul>
      <div className="cart-sidebar__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            openSidebar.value = 'cart';
          }}
        >
          {t('cart.complementary.toCart')}
        </button>
      </div>
    </Sidebar>
  );
}
