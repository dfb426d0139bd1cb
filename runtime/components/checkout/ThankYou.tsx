import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { CountryCode } from '../../../generated/index.ts';
import type { Order, OrderPayment } from '../../../generated/types.ts';
import { paymentNoteOf, type PaymentNote } from '../../domain/checkout/payment-note.ts';
import { electronicIban, paperIban } from '../../domain/money/iban.ts';
import { thankYouOrderId } from '../../domain/routing/thank-you-order-id.ts';
import { reverseChargeVatId } from '../../domain/tax/reverse-charge.ts';
import { formatDeadline } from '../../domain/time/format-deadline.ts';
import { SHOP_TIME_ZONE } from '../../domain/time/shop-today.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { CartTotals } from '../cart/CartTotals.tsx';
import { formatPrice } from '../format.ts';
import { AddressSummary } from './AddressSummary.tsx';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';
import { CopyValue } from './CopyValue.tsx';
import { ReverseChargeNote } from './ReverseChargeNote.tsx';
import { takeOrderAccess } from './order-access-link.ts';

/** The thank-you page's sentence for each payment note (spec/2 §4 Payment; payment-note.ts). */
const NOTE_KEY: Readonly<Record<PaymentNote, string>> = {
  paid: 'checkout.thankYou.paid',
  onDelivery: 'checkout.thankYou.onDelivery',
  transfer: 'checkout.thankYou.transfer',
  voucher: 'checkout.thankYou.voucherNote',
  confirming: 'checkout.thankYou.confirming',
};

/** What the buyer does with a payment still to make: the bank data to transfer to, or the multibanco voucher. */
function PaymentDetails({ payment, order }: { payment: OrderPayment; order: Order }) {
  const { t, locale } = useTranslation();
  const amount = formatPrice(payment.amountPlanned, locale);
  const row = (label: string, value: ReactNode) => (
    <div className="payment-details__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  if (payment.bankTransfer) {
    const iban = t('checkout.thankYou.bank.iban');
    const reference = t('checkout.thankYou.bank.reference');
    return (
      <dl className="payment-details">
        {row(t('checkout.thankYou.bank.amount'), <strong>{amount}</strong>)}
        {row(t('checkout.thankYou.bank.owner'), payment.bankTransfer.owner)}
        {row(
          iban,
          <CopyValue
            shown={paperIban(payment.bankTransfer.iban)}
            copied={electronicIban(payment.bankTransfer.iban)}
            label={iban}
          />,
        )}
        {row(t('checkout.thankYou.bank.bic'), payment.bankTransfer.bic)}
        {row(t('checkout.thankYou.bank.institute'), payment.bankTransfer.institute)}
        {row(
          reference,
          <CopyValue shown={order.displayOrderNumber} copied={order.displayOrderNumber} label={reference} />,
        )}
      </dl>
    );
  }
  if (payment.voucher) {
    const reference = t('checkout.thankYou.voucher.reference');
    return (
      <dl className="payment-details">
        {row(t('checkout.thankYou.voucher.entity'), payment.voucher.entity)}
        {row(
          reference,
          <CopyValue
            shown={payment.voucher.reference}
            copied={payment.voucher.reference.replace(/\s+/g, '')}
            label={reference}
          />,
        )}
        {row(t('checkout.thankYou.bank.amount'), <strong>{amount}</strong>)}
        {row(
          t('checkout.thankYou.voucher.expiresAt'),
          formatDeadline(payment.voucher.expiresAt, locale, SHOP_TIME_ZONE),
        )}
      </dl>
    );
  }
  return null;
}

/**
 * A line's total before its discount: the discount is the totals' own row (spec/2 §3 discounts), so the lines add up
 * to the products' row above it, as on the payment step.
 */
function lineBeforeDiscount(line: Order['lineItems'][number]): Order['totalPrice'] {
  return { ...line.totalPrice, centAmount: line.totalPrice.centAmount + (line.discount?.amount.centAmount ?? 0) };
}

/**
 * spec/2 §2 the thank-you page (step 5, centred; the cart button hidden): the order of the slug or of `?order=`,
 * read from the session's orders (spec/2 §7 my orders — another visitor's order is not found) or opened by the order
 * confirmation e-mail's signed link in any browser (ADR 039, order-access-link.ts), with its number as
 * shown (spec/2 §9: the Czech NS prefix removed), what the buyer is told about paying in words of its own for each way
 * of paying (payment-note.ts: paid, to be transferred with the bank data, paid on delivery, a multibanco voucher, a
 * payment being confirmed), its lines and the totals they add up to — discount, shipping, the cash-on-delivery fee
 * and VAT, as the payment step showed them. The order is read by the page's checkout store (CheckoutStoreProvider).
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

  if (order === undefined || order === null) {
    return (
      <>
        <p role="status">{t(order === undefined ? 'checkout.thankYou.loading' : 'checkout.thankYou.notFound')}</p>
        {order === null && (
          <a className="button button--primary" href={href('home')}>
            {t('pages.service.continueShopping')}
          </a>
        )}
      </>
    );
  }

  const money = (value: Order['totalPrice']) => formatPrice(value, locale);
  const [payment] = order.paymentInfo.payments;
  const note = paymentNoteOf({ paymentState: order.paymentState, payment });
  // ADR 026: a net order's total is without VAT, with the buyer's VAT ID and the reverse-charge note.
  const reverseCharge = reverseChargeVatId(order);
  return (
    <div className="thank-you">
      <p className="thank-you__number">
        {t('checkout.thankYou.orderNumber')} <strong>{order.displayOrderNumber}</strong>
      </p>
      <section className="thank-you__payment" aria-labelledby="thank-you-payment">
        <h2 id="thank-you-payment">{t('checkout.thankYou.payment')}</h2>
        {payment && (
          <p>
            {t('checkout.thankYou.paidWith')} <strong>{t(`checkout.payment.method.${payment.method}`)}</strong>
          </p>
        )}
        <p className={`thank-you__state thank-you__state--${note}`} role="status">
          {t(NOTE_KEY[note], {
            amount: money(order.totalPrice),
            deadline: payment?.voucher ? formatDeadline(payment.voucher.expiresAt, locale, SHOP_TIME_ZONE) : '',
          })}
        </p>
        {payment && note !== 'paid' && <PaymentDetails payment={payment} order={order} />}
      </section>
      <h2>{t('checkout.thankYou.lines')}</h2>
      <ul className="thank-you__lines">
        {order.lineItems.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{money(lineBeforeDiscount(line))}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={order} codFee={order.custom.codFee} />
      {reverseCharge !== null && <ReverseChargeNote vatId={reverseCharge} />}
      <AddressSummary cart={order} />
      <a className="button button--primary" href={href('home')}>
        {t('pages.service.continueShopping')}
      </a>
    </div>
  );
}
