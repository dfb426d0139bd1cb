import { useSignals } from '@preact/signals-react/runtime';
import { Fragment } from 'react';
import { linesWithGuarantees } from '../../state/cart-lines-view.ts';
import type { CountryCode } from '../../../generated/index.ts';
import type { CartLineItem, GetVolumeDiscountsAnswer } from '../../../generated/types.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { formatNumber, formatPrice } from '../format.ts';
import { nextVolumeTier } from './volume-hint.ts';
import { tryCartChange } from './cart-change.ts';
import { useCartStore } from './CartStoreProvider.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import './cart.css';

/** A line's remove button, named by what it removes (a product, or a product's guarantee). */
function RemoveLine({ line }: { line: CartLineItem }) {
  const { t } = useTranslation();
  const store = useCartStore();
  return (
    <button
      type="button"
      className="cart-line__remove link-button"
      aria-label={t('cart.line.removeNamed', { name: line.name })}
      onClick={() => void tryCartChange(t, () => store.remove(line.id))}
    >
      {t('cart.line.remove')}
    </button>
  );
}

type VolumeDiscounts = GetVolumeDiscountsAnswer['cartDiscounts']['results'];

/**
 * One line of the cart (spec/2 §3 Line item): picture, name, item number, unit price, quantity, total, remove; the
 * discount on it (spec/2 §5: a code's, a volume or a personalised one), and — where the store's volume discounts are
 * known — the next volume tier to reach.
 */
function CartLine({ line, volumeDiscounts }: { line: CartLineItem; volumeDiscounts?: VolumeDiscounts }) {
  const { t, locale } = useTranslation();
  const { shop, href } = useShop();
  const store = useCartStore();
  const image = line.variant.images[0];
  const current = store.cart.value;
  const next =
    volumeDiscounts && current ? nextVolumeTier(shop.country as CountryCode, line, current, volumeDiscounts) : null;
  return (
    <li className="cart-line">
      {image ? <img className="cart-line__image" src={image.url} alt="" width={72} height={72} /> : <span />}
      <div className="cart-line__text">
        <a className="cart-line__name" href={href('product', { slug: line.productSlug })}>
          {line.name}
        </a>
        <p className="cart-line__sku">{t('cart.line.item', { sku: line.variant.sku })}</p>
        <p className="cart-line__each">{t('cart.line.each', { price: formatPrice(line.price, locale) })}</p>
        {line.discount && (
          <p className="cart-line__discount">
            {line.discount.source === 'volume'
              ? t('cart.volume.applied', { percent: formatNumber(line.discount.percent, locale) })
              : t('cart.totals.discount')}{' '}
            −{formatPrice(line.discount.amount, locale)}
          </p>
        )}
        {next && (
          <p className="cart-line__hint">
            {t('cart.volume.hint', { count: next.minQuantity, percent: formatNumber(next.percent, locale) })}
          </p>
        )}
      </div>
      <QuantityInput
        value={line.quantity}
        stock={line.availableQuantity}
        name={line.name}
        onChange={(quantity) => tryCartChange(t, () => store.changeQuantity(line.id, quantity))}
      />
      <p className="cart-line__total">{formatPrice(line.totalPrice, locale)}</p>
      <RemoveLine line={line} />
    </li>
  );
}

/** An extra guarantee under its product (spec/2 §3, §5): its name and price; its quantity is its product's. */
function GuaranteeLine({ line, parentName }: { line: CartLineItem; parentName: string }) {
  const { t, locale } = useTranslation();
  return (
    <li className="cart-line cart-line--guarantee">
      <span />
      <div className="cart-line__text">
        <p className="cart-line__name">{line.name}</p>
        <p className="cart-line__sku">{t('cart.guarantee.line', { name: parentName })}</p>
      </div>
      <p className="cart-line__total">{formatPrice(line.totalPrice, locale)}</p>
      <RemoveLine line={line} />
    </li>
  );
}

/** The cart's lines, as the sidebar and the checkout cart step list them. */
export function CartLines({
  lines,
  volumeDiscounts,
}: {
  lines: readonly CartLineItem[];
  volumeDiscounts?: VolumeDiscounts;
}) {
  useSignals();
  const { t } = useTranslation();
  return (
    <ul className="cart-lines" aria-label={t('cart.sidebar.title')}>
      {linesWithGuarantees(lines).map(({ line, guarantee }) => (
        <Fragment key={line.id}>
          <CartLine line={line} volumeDiscounts={volumeDiscounts} />
          {guarantee && <GuaranteeLine line={guarantee} parentName={line.name} />}
        </Fragment>
      ))}
    </ul>
  );
}
