import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { CountryCode } from '../../../generated/index.ts';
import { showsPriceDisclaimer } from '../../domain/money/price-disclaimer.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { parentSkuOf } from '../../state/cart-lines-view.ts';
import { productCardView } from '../../view/product-card-view.ts';
import { ProductCard as ProductCardView } from '../product-card/ProductCard.tsx';
import { CartLines } from './CartLines.tsx';
import { useCartStore } from './CartStoreProvider.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponForm } from './CouponForm.tsx';
import { useCheckoutStore } from '../checkout/CheckoutStoreProvider.tsx';
import './cart.css';

// Google Pay express comes with the payment step's chunk (PaymentStep.tsx says why), loaded after hydration: the
// product and listing pages never carry it, and the cart step's first paint does not wait for it (it shows once the
// server says it is offered).
const GooglePayExpress = lazy(async () => ({
  default: (await import('../checkout/PaymentStep.tsx')).GooglePayExpress,
}));

/**
 * spec/2 §2 the checkout's cart step (/checkout/cart, step 1 of 5): the lines with their quantities, the totals with
 * shipping and VAT per rate, the price disclaimer where the country shows it (spec/2 §5), and the way on to the
 * addresses. The server's guard sends a visitor without a cart home (spec/2 §2); a cart emptied here goes home too.
 * The accessories, the volume discounts and Google Pay express are the page's checkout store's (CheckoutStoreProvider).
 */
export function CheckoutCart() {
  useSignals();
  const { t } = useTranslation();
  const { shop, href } = useShop();
  const store = useCheckoutStore();
  const cart = useCartStore();
  const current = cart.cart.value;
  const loaded = cart.loaded.value;
  const empty = current === null || current.lineItems.length === 0;

  useEffect(() => {
    if (loaded && empty) void navigate(href('home'));
  }, [loaded, empty, href]);

  // Accessories for what the cart holds (spec/2 §5 complementary products, for every product of the cart): asked
  // again when the products change; a failure only loses the suggestions.
  const productSkus = (current?.lineItems ?? [])
    .filter((line) => parentSkuOf(line) === undefined)
    .map((line) => line.variant.sku)
    .join(',');
  const accessories = store.accessories.value;
  useEffect(() => {
    if (productSkus === '') return;
    const load = new AbortController();
    void store.loadAccessories(productSkus.split(','), load.signal);
    return () => load.abort();
  }, [productSkus, store]);

  // The store's volume discounts, for the lines' hints (spec/2 §7 get volume discounts; a failure only loses hints).
  const volumeDiscounts = store.volumeDiscounts.value;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const load = new AbortController();
    void store.loadVolumeDiscounts(load.signal);
    return () => load.abort();
  }, [store]);

  return (
    <>
      {!loaded || empty ? (
        <p role="status">{loaded ? t('frame.cart.empty') : t('cart.page.loading')}</p>
      ) : (
        <div className="checkout-cart__body">
          <CartLines lines={current.lineItems} volumeDiscounts={volumeDiscounts ?? undefined} />
          <div className="checkout-cart__summary">
            <h2>{t('cart.totals.heading')}</h2>
            <CouponForm cart={current} />
            <CartTotals cart={current} />
            {showsPriceDisclaimer(shop.country as CountryCode) && (
              <p className="checkout-cart__disclaimer">{t('cart.page.disclaimer')}</p>
            )}
            <a
              className="button button--primary checkout-cart__next"
              href={href('checkoutAddresses')}
              onClick={() => void cart.flush()}
            >
              {t('cart.page.toCheckout')}
            </a>
            {hydrated && (
              <Suspense fallback={null}>
                <GooglePayExpress />
              </Suspense>
            )}
          </div>
        </div>
      )}
      {loaded && !empty && accessories.length > 0 && (
        <section className="checkout-cart__accessories" aria-labelledby="checkout-cart-accessories">
          <h2 id="checkout-cart-accessories">{t('cart.complementary.title')}</h2>
          <ul className="complementary-products">
            {accessories.map((product) => (
              <li key={product.id}>
                <ProductCardView product={productCardView(product)} headingLevel={3} imageSize={160} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
