// Issue 13: a stored cart as the shopper sees it (spec/2 §3 Cart): its lines priced from the catalogue's rows, its
// totals the domain's (cart-totals.ts), its shipping the default method at the country's fee (spec/2 §4, §5, §9).
import { COUNTRIES } from '../../../generated/index.ts';
import type { Cart, CartLineItem, Money as MoneyAnswer } from '../../../generated/types.ts';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import type { Money } from '../../domain/money/money.ts';
import { vatPercentage } from '../../domain/money/vat-percentage.ts';
import { shippingCost } from '../../domain/shipping/shipping-fee.ts';
import type { IsoDate } from '../../domain/time/iso-date.ts';
import type { CatalogueContext } from '../commerce/catalogue-types.ts';
import type { CartItemFacts, StoredCart } from '../commerce/port.ts';
import { unitPriceOf } from './cart-actions.server.ts';
import { cartDiscounts, codeName, type CartDiscountFacts } from './cart-discounts.server.ts';

const answerMoney = (value: Money): MoneyAnswer => ({ ...value });

/**
 * The cart priced (spec/2 §3): `products` holds its lines' products by SKU, as read for the change or the read;
 * `today` is the shop's date, for the fees in force (spec/2 §9 temporary fees); `discounts`, what the lines'
 * discounts are worked out from (spec/2 §5).
 */
export function pricedCart(
  cart: StoredCart,
  products: ReadonlyMap<string, CartItemFacts>,
  context: CatalogueContext,
  today: IsoDate,
  discounts: CartDiscountFacts,
): Cart {
  // A line whose product left the catalogue or the market is not shown or counted (its price is unknown).
  const shown = cart.lines.flatMap((line) => {
    const product = products.get(line.sku);
    const unitPrice = product ? unitPriceOf(product) : null;
    return product && unitPrice ? [{ line, product, unitPrice }] : [];
  });
  const vatPercent = vatPercentage(context.country);
  const discounted = cartDiscounts(
    context.country,
    cart.discountCodeIds,
    shown.map(({ line, product }) => ({ quantity: line.quantity, group: product.volumeDiscountGroup })),
    discounts,
  );
  const lines = shown.map(({ line, unitPrice }, index) => ({
    id: line.id,
    unitPrice,
    quantity: line.quantity,
    discountPercent: discounted.lines[index]?.percent ?? 0,
  }));
  const goods = cartTotals({ currency: context.currency, vatPercent, lines, shipping: null });
  // spec/2 §4 "After a cart update the default shipping method is set", §5 Shipping: parcel or freight by the
  // products' freight flag, the parcel fee under the free-above threshold of the goods' gross price (spec/2 §9).
  const shipping =
    shown.length === 0
      ? null
      : shippingCost(
          context.country,
          { total: goods.subtotal, items: shown.map(({ product }) => ({ freight: product.freight })) },
          today,
        );
  const totals =
    shipping === null ? goods : cartTotals({ currency: context.currency, vatPercent, lines, shipping: shipping.fee });
  const lineItems = shown.map(({ line, product, unitPrice }, index): CartLineItem => {
    const total = totals.lines[index]!;
    const discount = discounted.lines[index] ?? null;
    return {
      id: line.id,
      productId: product.id,
      name: product.name,
      productSlug: product.slug,
      quantity: line.quantity,
      variant: { sku: product.sku, images: product.images },
      price: answerMoney(unitPrice),
      totalPrice: answerMoney(total.totalGross),
      taxedPrice: { totalNet: answerMoney(total.totalNet), totalGross: answerMoney(total.totalGross) },
      availableQuantity: product.availability.availableQuantity,
      discount: discount === null ? null : { ...discount, amount: answerMoney(total.discount) },
      volumeDiscountGroup: product.volumeDiscountGroup,
    };
  });
  return {
    id: cart.id,
    version: cart.version,
    storeKey: COUNTRIES[context.country].storeId,
    cartState: 'Active',
    inventoryMode: 'ReserveOnOrder',
    taxMode: 'Platform',
    lineItems,
    customerEmail: cart.customerEmail,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    custom: cart.custom,
    discountCodes: discounted.codes.map(({ code, state }) => ({
      discountCode: { id: code.id, code: code.code, name: codeName(code.name, context.language) },
      state,
    })),
    totalDiscount: answerMoney(totals.discount),
    shippingInfo:
      shipping === null || totals.shipping === null
        ? null
        : {
            shippingMethodName: shipping.method,
            shippingMethodState: 'MatchesCart',
            price: answerMoney(shipping.fee),
            taxedPrice: {
              totalNet: answerMoney(totals.shipping.totalNet),
              totalGross: answerMoney(totals.shipping.totalGross),
            },
          },
    totalPrice: answerMoney(totals.totalGross),
    taxedPrice: {
      totalNet: answerMoney(totals.totalNet),
      totalGross: answerMoney(totals.totalGross),
      taxPortions: totals.taxPortions.map((portion) => ({
        rate: portion.rate / 100,
        amount: answerMoney(portion.amount),
        name: `${portion.rate} %`,
      })),
    },
  };
}
