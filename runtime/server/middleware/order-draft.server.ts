// The order a priced cart becomes (spec/2 §3 Order), whichever way it is paid — one of the shop's own
// methods (cash on delivery with its fee, bank transfer with the store's bank data; created unpaid) or the card
// provider's (paid, or pending for a voucher paid later). The one place an order's totals and payment are written.
import { randomUUID } from 'node:crypto';
import { COUNTRIES, type CountryCode, type PaymentMethodCode } from '../../../generated/index.ts';
import type { Cart, Order, OrderPayment } from '../../../generated/types.ts';
import { isExtraGuaranteeItem } from '../../domain/cart/extra-guarantee-item.ts';
import { withoutCompanyData } from '../../domain/checkout/client-type.ts';
import { codFeeOfCountry } from '../../domain/checkout/cod-fee.ts';
import { withCodFee } from '../../domain/checkout/order-totals.ts';
import { PAYMENT_METHOD_NAMES_EN } from '../../domain/checkout/payment-method-names.ts';
import { isShopPaymentMethod } from '../../domain/checkout/shop-payment.ts';
import { money, type Money } from '../../domain/money/money.ts';
import { vatPercentage } from '../../domain/money/vat-percentage.ts';
import type { OrderDraft, OrderPlacement } from '../commerce/ports/order-store.ts';

/** A cart that may become an order: it has its e-mail and billing address (spec/2 §4 Payment). */
export type ReadyCart = Cart & { customerEmail: string; billingAddress: NonNullable<Cart['billingAddress']> };

/** How the order is paid, as its payment records it. */
export interface OrderPaymentFacts {
  readonly method: PaymentMethodCode;
  readonly paymentState: Order['paymentState'];
  readonly transactionState: OrderPayment['state'];
  readonly pspReference?: string;
  readonly voucher?: OrderPayment['voucher'];
}

/** An answer's money as the domain's: the cart's amounts are in the country's currency (cart-pricing.server.ts). */
export const domainMoney = (value: Cart['totalPrice'], country: CountryCode): Money =>
  money(value.centAmount, COUNTRIES[country].currency);

/**
 * The totals the order is paid for: the cart's, plus the cash-on-delivery fee and its VAT for that method (spec/2 §9;
 * with tax mode External — a validated company VAT ID, spec/3 §4 — the cart carries no VAT, nor does the fee).
 */
export function orderTotalsOf(country: CountryCode, cart: Cart, method: PaymentMethodCode) {
  const totals = {
    totalPrice: domainMoney(cart.totalPrice, country),
    taxedPrice: {
      totalNet: domainMoney(cart.taxedPrice.totalNet, country),
      totalGross: domainMoney(cart.taxedPrice.totalGross, country),
      taxPortions: cart.taxedPrice.taxPortions.map((portion) => ({
        ...portion,
        amount: domainMoney(portion.amount, country),
      })),
    },
  };
  if (method !== 'cashOnDelivery') return totals;
  const percent = cart.taxMode === 'External' ? 0 : vatPercentage(country);
  return withCodFee(totals, codFeeOfCountry(country), percent);
}

/** The order a cart becomes, once the store has given it its number (a bank transfer quotes it). */
export function orderDraftOf(
  country: CountryCode,
  cart: ReadyCart,
  clientType: Order['clientType'],
  paid: OrderPaymentFacts,
): (identity: { id: string; orderNumber: string }) => OrderDraft {
  const totals = orderTotalsOf(country, cart, paid.method);
  // spec/3 §4: a private customer's order has VAT number, company and department cleared, whatever the cart holds.
  const privateClient = clientType === 'PRIVATE';
  const billingAddress = privateClient ? withoutCompanyData(cart.billingAddress) : cart.billingAddress;
  const shippingAddress =
    privateClient && cart.shippingAddress !== null ? withoutCompanyData(cart.shippingAddress) : cart.shippingAddress;
  const { bankTransfer } = COUNTRIES[country].payment;
  const shop = isShopPaymentMethod(paid.method);
  return ({ orderNumber }) => {
    const payment: OrderPayment = {
      id: randomUUID(),
      paymentInterface: shop ? 'shop' : 'provider',
      method: paid.method,
      name: { en: PAYMENT_METHOD_NAMES_EN[paid.method] },
      amountPlanned: { ...totals.totalPrice },
      state: paid.transactionState,
      ...(paid.pspReference === undefined ? {} : { pspReference: paid.pspReference }),
      ...(paid.voucher === undefined ? {} : { voucher: paid.voucher }),
      // spec/2 §3 Bank transfer data: the store's, and the order number to quote.
      ...(paid.method === 'bankTransfer' && bankTransfer.enabled
        ? { bankTransfer: { ...bankTransfer.details, reference: orderNumber } }
        : {}),
    };
    return {
      orderState: 'Open',
      paymentState: paid.paymentState,
      shipmentState: 'Pending',
      storeKey: cart.storeKey,
      customerEmail: cart.customerEmail,
      lineItems: cart.lineItems,
      totalPrice: { ...totals.totalPrice },
      taxedPrice: totals.taxedPrice,
      shippingInfo: cart.shippingInfo,
      discountCodes: cart.discountCodes,
      totalDiscount: cart.totalDiscount,
      billingAddress,
      // spec/2 §4 Checkout: the shipping address is the billing one unless another was given.
      shippingAddress: shippingAddress ?? billingAddress,
      custom: {
        ...('codFee' in totals ? { codFee: totals.codFee, codFeeVat: totals.codFeeVat } : {}),
        // spec/2 §4 Payment: newsletter consent is recorded on order processing.
        ...(cart.custom.customerAgreedToSendEmail === undefined
          ? {}
          : { customerAgreedToSendEmail: cart.custom.customerAgreedToSendEmail }),
        // spec/2 §3 review consent, recorded with the order for the review invitation (spec/3 §5 Reviews).
        ...(cart.custom.reviewConsent === undefined ? {} : { reviewConsent: cart.custom.reviewConsent }),
      },
      paymentInfo: { payments: [payment] },
      clientType,
      // ADR 026: a net order is a reverse-charge supply; its pages and mail say so.
      taxMode: cart.taxMode === 'External' ? 'External' : 'Platform',
    };
  };
}

/** The store's part of placing a cart's order: its lines, what it takes from stock, the codes it uses. */
export function placementLinesOf(cart: Cart): Pick<OrderPlacement, 'lines' | 'reservations' | 'discountCodeIds'> {
  return {
    lines: cart.lineItems.map((line) => ({ id: line.id, sku: line.variant.sku, quantity: line.quantity })),
    // ReserveOnOrder: what is sold leaves the stock; a virtual guarantee has none (spec/2 §3).
    reservations: cart.lineItems
      .filter((line) => !isExtraGuaranteeItem({ sku: line.variant.sku }))
      .map((line) => ({ sku: line.variant.sku, quantity: line.quantity })),
    discountCodeIds: cart.discountCodes
      .filter((code) => code.state === 'MatchesCart')
      .map((code) => code.discountCode.id),
  };
}
