import type { Cart } from '../../../generated/types.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber, formatPrice } from '../format.ts';

/** What the totals are read from: a cart, or the order it became (spec/2 §3: an order keeps the cart's prices). */
export type Totalled = Pick<Cart, 'lineItems' | 'totalDiscount' | 'totalPrice' | 'shippingInfo' | 'taxedPrice'> & {
  readonly taxMode?: Cart['taxMode'];
};

/**
 * The cart's or order's totals (spec/2 §3 Cart taxedPrice, §5 VAT on cart, Shipping): the products, the discount, the
 * shipping (parcel or freight; free above the threshold), an order's cash-on-delivery fee (spec/2 §9), the VAT per
 * rate, the total without and with VAT — or, for a net cart, the total without VAT alone (ADR 026). All computed on
 * the server; the rows add up to the total (products − discount + shipping + fee).
 */
export function CartTotals({ cart, codFee }: { cart: Totalled; codFee?: Cart['totalPrice'] | undefined }) {
  const { t, locale } = useTranslation();
  const money = (value: Cart['totalPrice']) => formatPrice(value, locale);
  // The products before their discounts; the discount is its own row (spec/2 §3 discounts).
  const products =
    cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0) + cart.totalDiscount.centAmount;
  const currencyCode = cart.totalPrice.currencyCode;
  const shipping = cart.shippingInfo;
  // A net cart's total is without VAT (ADR 026): never "incl. VAT" over a 0 % line.
  const net = cart.taxMode === 'External';
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>{t('cart.totals.subtotal')}</dt>
        <dd>{money({ ...cart.totalPrice, centAmount: products, currencyCode })}</dd>
      </div>
      {cart.totalDiscount.centAmount > 0 && (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>{t('cart.totals.discount')}</dt>
          <dd>−{money(cart.totalDiscount)}</dd>
        </div>
      )}
      {shipping && (
        <div className="cart-totals__row">
          <dt>
            {shipping.shippingMethodName === 'freight'
              ? t('cart.totals.shippingFreight')
              : t('cart.totals.shippingParcel')}
          </dt>
          <dd>{shipping.price.centAmount === 0 ? t('cart.totals.free') : money(shipping.price)}</dd>
        </div>
      )}
      {codFee && (
        <div className="cart-totals__row cart-totals__row--fee">
          <dt>{t('checkout.payment.codFeeRow')}</dt>
          <dd>{money(codFee)}</dd>
        </div>
      )}
      {!net && (
        <div className="cart-totals__row cart-totals__row--net">
          <dt>{t('cart.totals.totalNet')}</dt>
          <dd>{money(cart.taxedPrice.totalNet)}</dd>
        </div>
      )}
      {cart.taxedPrice.taxPortions.map((portion) => (
        <div className="cart-totals__row" key={portion.rate}>
          <dt>{t('cart.totals.vat', { rate: formatNumber(portion.rate * 100, locale) })}</dt>
          <dd>{money(portion.amount)}</dd>
        </div>
      ))}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{net ? t('cart.totals.totalNet') : t('cart.totals.total')}</dt>
        <dd>{money(cart.totalPrice)}</dd>
      </div>
    </dl>
  );
}
