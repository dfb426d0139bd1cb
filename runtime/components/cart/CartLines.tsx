import { useSignals } from '@preact/signals-react/runtime';
import type { CartLineItem } from '../../../generated/types.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../pages/use-shop.ts';
import { changeLineQuantity, removeLine } from '../../state/cart-store.ts';
import { formatPrice } from '../format.ts';
import { tryCartChange } from './cart-change.ts';
import { QuantityInput } from './QuantityInput.tsx';
import './cart.css';

/** One line of the cart (spec/2 §3 Line item): picture, name, item number, unit price, quantity, total, remove. */
function CartLine({ line }: { line: CartLineItem }) {
  const { t, locale } = useTranslation();
  const { href } = useShop();
  const image = line.variant.images[0];
  return (
    <li className="cart-line">
      {image ? <img className="cart-line__image" src={image.url} alt="" width={72} height={72} /> : <span />}
      <div className="cart-line__text">
        <a className="cart-line__name" href={href('product', { slug: line.productSlug })}>
          {line.name}
        </a>
        <p className="cart-line__sku">{t('cart.line.item', { sku: line.variant.sku })}</p>
        <p className="cart-line__each">{t('cart.line.each', { price: formatPrice(line.price, locale) })}</p>
      </div>
      <QuantityInput
        value={line.quantity}
        stock={line.availableQuantity}
        name={line.name}
        onChange={(quantity) => void tryCartChange(t, () => changeLineQuantity(line.id, quantity))}
      />
      <p className="cart-line__total">{formatPrice(line.totalPrice, locale)}</p>
      <button
        type="button"
        className="cart-line__remove link-button"
        aria-label={t('cart.line.removeNamed', { name: line.name })}
        onClick={() => void tryCartChange(t, () => removeLine(line.id))}
      >
        {t('cart.line.remove')}
      </button>
    </li>
  );
}

/** The cart's lines, as the sidebar and the checkout cart step list them. */
export function CartLines({ lines }: { lines: readonly CartLineItem[] }) {
  useSignals();
  const { t } = useTranslation();
  return (
    <ul className="cart-lines" aria-label={t('cart.sidebar.title')}>
      {lines.map((line) => (
        <CartLine key={line.id} line={line} />
      ))}
    </ul>
  );
}
