// A stored cart as the shopper sees it (spec/2 §3 Cart): its lines priced from the catalogue's rows, its
// totals the domain's (cart-totals.ts), its shipping the default method at the country's fee (spec/2 §4, §5, §9).
import { COUNTRIES } from '../../../generated/index.ts';
import type { Cart, CartLineItem, Money as MoneyAnswer } from '../../../generated/types.ts';
import { cartTotals, netOfGross } from '../../domain/cart/cart-totals.ts';
import type { Money } from '../../domain/money/money.ts';
import { vatPercentage } from '../../domain/money/vat-percentage.ts';
import { netPricesApply, zeroRatingSettingsOf } from '../../domain/tax/net-prices.ts';
import { shippingCost } from '../../domain/shipping/shipping-fee.ts';
import type { IsoDate } from '../../domain/time/iso-date.ts';
import type { CatalogueContext } from '../commerce/ports/catalogue-types.ts';
import { MAX_SINGLE_PRODUCT_QUANTITY } from '../../domain/cart/available-quantity.ts';
import { isExtraGuaranteeItem } from '../../domain/cart/extra-guarantee-item.ts';
import { extraGuaranteePrice } from '../../domain/cart/extra-guarantee-price.ts';
import { guaranteeParentSku } from '../../domain/cart/guarantee-parent-sku.ts';
import type { StoredCart, StoredLine } from '../commerce/ports/cart-store.ts';
import type { CartItemFacts, ExtraGuaranteeFacts } from '../commerce/ports/catalogue-port.ts';
import { unitPriceOf } from './cart-actions.server.ts';
import { cartDiscounts, codeName, type CartDiscountFacts } from './cart-discounts.server.ts';

const answerMoney = (value: Money): MoneyAnswer => ({ ...value });

/**
 * The cart priced (spec/2 §3): `products` holds its lines' products by SKU, as read for the change or the read;
 * `today` is the shop's date, for the fees in force (spec/2 §9 temporary fees); `discounts`, what the lines'
 * discounts are worked out from (spec/2 §5).
 */
/** What a priced line shows of its product, a catalogue product's or a virtual guarantee's. */
interface LineView {
  readonly productId: string;
  readonly name: string;
  readonly slug: string;
  readonly sku: string;
  readonly images: CartItemFacts['images'];
  readonly availableQuantity: number;
  readonly freight: boolean;
  readonly group: string | null;
  readonly productType: 'standard_product' | 'extra_guarantee';
  /** Guarantees are priced from their parent, not discounted themselves. */
  readonly discountable: boolean;
}

/** A line's product and unit price; null when it cannot be priced (its product left the catalogue or the market). */
function lineOf(
  line: StoredLine,
  products: ReadonlyMap<string, CartItemFacts>,
  guarantees: ReadonlyMap<string, ExtraGuaranteeFacts>,
): { view: LineView; unitPrice: Money } | null {
  const parentSku = guaranteeParentSku(line);
  if (isExtraGuaranteeItem(line)) {
    // spec/2 §5 Extra guarantee: price = the parent product's price × the rate percent.
    const guarantee = guarantees.get(line.sku);
    const parent = parentSku === undefined ? undefined : products.get(parentSku);
    const parentPrice = parent === undefined ? null : unitPriceOf(parent);
    if (guarantee === undefined || parentPrice === null) return null;
    const view: LineView = {
      productId: `extra-guarantee-${guarantee.sku}`,
      name: guarantee.name,
      slug: '',
      sku: guarantee.sku,
      images: [],
      availableQuantity: MAX_SINGLE_PRODUCT_QUANTITY,
      freight: false,
      group: null,
      productType: 'extra_guarantee',
      discountable: false,
    };
    return { view, unitPrice: extraGuaranteePrice(parentPrice, guarantee.relativePriceRate) };
  }
  const product = products.get(line.sku);
  const unitPrice = product === undefined ? null : unitPriceOf(product);
  if (product === undefined || unitPrice === null) return null;
  const view: LineView = {
    productId: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    images: product.images,
    availableQuantity: product.availability.availableQuantity,
    freight: product.freight,
    group: product.volumeDiscountGroup,
    productType: 'standard_product',
    discountable: true,
  };
  return { view, unitPrice };
}

export function pricedCart(
  cart: StoredCart,
  products: ReadonlyMap<string, CartItemFacts>,
  guarantees: ReadonlyMap<string, ExtraGuaranteeFacts>,
  context: CatalogueContext,
  today: IsoDate,
  discounts: CartDiscountFacts,
): Cart {
  // A line whose product left the catalogue or the market is not shown or counted (its price is unknown).
  // spec/3 §4: tax mode External prices the cart net: each price without its VAT, and no VAT on top. Only while the
  // rule of ADR 026 holds for the cart as stored (a cart saved net under an older rule or configuration is gross).
  const net = cart.taxMode === 'External' && netPricesApply(zeroRatingSettingsOf(context.country), cart);
  const countryPercent = vatPercentage(context.country);
  const shown = cart.lines.flatMap((line) => {
    const priced = lineOf(line, products, guarantees);
    if (priced === null) return [];
    return [{ line, ...priced, unitPrice: net ? netOfGross(priced.unitPrice, countryPercent) : priced.unitPrice }];
  });
  const vatPercent = net ? 0 : countryPercent;
  const discounted = cartDiscounts(
    context.country,
    cart.discountCodeIds,
    shown.map(({ line, view }) => ({ quantity: line.quantity, group: view.group, discountable: view.discountable })),
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
          { total: goods.subtotal, items: shown.map(({ view }) => ({ freight: view.freight })) },
          today,
        );
  const shippingFee = shipping === null ? null : net ? netOfGross(shipping.fee, countryPercent) : shipping.fee;
  const totals =
    shippingFee === null ? goods : cartTotals({ currency: context.currency, vatPercent, lines, shipping: shippingFee });
  const lineItems = shown.map(({ line, view, unitPrice }, index): CartLineItem => {
    const total = totals.lines[index]!;
    const discount = discounted.lines[index] ?? null;
    return {
      id: line.id,
      productId: view.productId,
      name: view.name,
      productSlug: view.slug,
      productType: { key: view.productType },
      quantity: line.quantity,
      variant: { sku: view.sku, images: view.images },
      price: answerMoney(unitPrice),
      totalPrice: answerMoney(total.totalGross),
      taxedPrice: { totalNet: answerMoney(total.totalNet), totalGross: answerMoney(total.totalGross) },
      availableQuantity: view.availableQuantity,
      discount: discount === null ? null : { ...discount, amount: answerMoney(total.discount) },
      volumeDiscountGroup: view.group,
      customFields: (line.customFields ?? []).map((field) => ({ name: field.name, value: String(field.value) })),
    };
  });
  return {
    id: cart.id,
    version: cart.version,
    storeKey: COUNTRIES[context.country].storeId,
    cartState: 'Active',
    inventoryMode: 'ReserveOnOrder',
    taxMode: net ? 'External' : 'Platform',
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
            price: answerMoney(totals.shipping.totalGross),
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
