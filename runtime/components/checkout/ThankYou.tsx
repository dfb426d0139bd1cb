import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { CountryCode } from '../../../generated/index.ts';
import type { Order } from '../../../generated/types.ts';
import { thankYouOrderId } from '../../domain/routing/thank-you-order-id.ts';
import { reverseChargeVatId } from '../../domain/tax/reverse-charge.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { formatPrice } from '../format.ts';
import { AddressSummary } from './AddressSummary.tsx';
import { CheckoutFrame } from './CheckoutFrame.tsx';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';
import { ReverseChargeNote } from './ReverseChargeNote.tsx';
import { takeOrderAccess } from './order-access-link.ts';

/** spec/2 §4 Payment: the thank-you page shows a payment in progress (bank transfer, multibanco) or paid. */
function paymentProcess(order: Order): 'inProgress' | 'paid' {
  return order.paymentState === 'Paid' ? 'paid' : 'inProgress';
}

/**
 * spec/2 §2 the thank-you page (step 5, centred; the cart button hidden): the order of the slug or of `?order=`,
 * read from the session's orders (spec/2 §7 my orders — another visitor's order is not found) or opened by the order
 * confirmation e-mail's signed link in any browser (ADR 039, order-access-link.ts), with its number as
 * shown (spec/2 §9: the Czech NS prefix removed), whether its payment is in progress or done, the bank data to
 * transfer to or the multibanco reference to pay with, its lines and totals. The order is read by the page's
 * checkout store (CheckoutStoreProvider).
 */
export function ThankYou() {
  useSignals();
  const { t, locale } = useTranslation();
  const { shop, href } = useShop();
  const pageContext = usePageContext();
  const orderId = thankYouOrderId(
    shop.country as CountryCode,
    pageContext.urlPathname,
    pageContext.urlParsed.searchOriginal ?? '',
  );
  const store = useCheckoutStore();
  const order = store.order.value;

  useEffect(() => {
    const load = new AbortController();
    void store.loadOrder(orderId, load.signal, takeOrderAccess(orderId, window));
    return () => load.abort();
  }, [orderId, store]);

  const money = (value: Order['totalPrice']) => formatPrice(value, locale);
  // ADR 026: a net order's total is without VAT, with the buyer's VAT ID and the reverse-charge note.
  const reverseCharge = order ? reverseChargeVatId(order) : null;
  return (
    <CheckoutFrame routeKey="checkoutThankYou">
      {order === undefined && <p role="status">{t('checkout.thankYou.loading')}</p>}
      {order === null && (
        <>
          <p role="status">{t('checkout.thankYou.notFound')}</p>
          <a className="button button--primary" href={href('home')}>
            {t('pages.service.continueShopping')}
          </a>
        </>
      )}
      {order && (
        <div className="thank-you">
          <p className="thank-you__number">
            {t('checkout.thankYou.orderNumber')} <strong>{order.displayOrderNumber}</strong>
          </p>
          <p className="thank-you__state" role="status">
            {t(`checkout.thankYou.${paymentProcess(order)}`)}
          </p>
          {order.paymentInfo.payments.map((payment) => (
            <div key={payment.id} className="thank-you__payment">
              <p>
                {t('checkout.thankYou.paidWith')} {t(`checkout.payment.method.${payment.method}`)}
              </p>
              {payment.bankTransfer && (
                <dl className="thank-you__bank">
                  <dt>{t('checkout.thankYou.bank.amount')}</dt>
                  <dd>{money(payment.amountPlanned)}</dd>
                  <dt>{t('checkout.thankYou.bank.owner')}</dt>
                  <dd>{payment.bankTransfer.owner}</dd>
                  <dt>{t('checkout.thankYou.bank.iban')}</dt>
                  <dd>{payment.bankTransfer.iban}</dd>
                  <dt>{t('checkout.thankYou.bank.bic')}</dt>
                  <dd>{payment.bankTransfer.bic}</dd>
                  <dt>{t('checkout.thankYou.bank.institute')}</dt>
                  <dd>{payment.bankTransfer.institute}</dd>
                  <dt>{t('checkout.thankYou.bank.reference')}</dt>
                  <dd>{order.displayOrderNumber}</dd>
                </dl>
              )}
              {payment.voucher && (
                <dl className="thank-you__bank">
                  <dt>{t('checkout.thankYou.voucher.entity')}</dt>
                  <dd>{payment.voucher.entity}</dd>
                  <dt>{t('checkout.thankYou.voucher.reference')}</dt>
                  <dd>{payment.voucher.reference}</dd>
                  <dt>{t('checkout.thankYou.bank.amount')}</dt>
                  <dd>{money(payment.amountPlanned)}</dd>
                  <dt>{t('checkout.thankYou.voucher.expiresAt')}</dt>
                  <dd>{new Date(payment.voucher.expiresAt).toLocaleDateString(locale)}</dd>
                </dl>
              )}
            </div>
          ))}
          <h2>{t('checkout.thankYou.lines')}</h2>
          <ul className="thank-you__lines">
            {order.lineItems.map((line) => (
              <li key={line.id}>
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{money(line.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <dl className="cart-totals">
            {order.custom.codFee && (
              <div className="cart-totals__row">
                <dt>{t('checkout.payment.codFeeRow')}</dt>
                <dd>{money(order.custom.codFee)}</dd>
              </div>
            )}
            <div className="cart-totals__row cart-totals__row--total">
              <dt>{reverseCharge === null ? t('cart.totals.total') : t('cart.totals.totalNet')}</dt>
              <dd>{money(order.totalPrice)}</dd>
            </div>
          </dl>
          {reverseCharge !== null && <ReverseChargeNote vatId={reverseCharge} />}
          <AddressSummary cart={order} />
          <a className="button button--primary" href={href('home')}>
            {t('pages.service.continueShopping')}
          </a>
        </div>
      )}
    </CheckoutFrame>
  );
}
