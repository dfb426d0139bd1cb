import {
  COUNTRIES,
  type CountryCode,
  type CountryPayment,
  type CurrencyCode,
  type DeepReadonly,
  type PaymentMethodCode,
} from '../../../generated/index.ts';
import type { CartItemType } from '../cart/cart-item-type.ts';
import { isExtraGuaranteeItem } from '../cart/extra-guarantee-item.ts';
import { byCountry } from '../country/by-country.ts';
import { assertSameCurrency } from '../money/money-math.ts';
import { money, type Money } from '../money/money.ts';
import { hasFreight } from '../shipping/has-freight.ts';
import type { ClientType } from './client-type.ts';
import { isShopPaymentMethod } from './shop-payment.ts';

/** spec/2 §5 Payment method availability, §9 Other: bank and cash payment need at most 20 line items. */
export const MAX_LINE_ITEMS_FOR_BANK_AND_CASH = 20;

/** A cart's line as its answer has it (spec/2 §3 Line item), for paymentLinesOf. */
export interface CartLineForPayment {
  readonly productType: { readonly key: CartItemType };
  readonly variant: { readonly sku: string };
  readonly quantity: number;
}

/** A cart's lines as availability reads them; `isFreight` says which SKUs ship as freight (spec/2 §5 Shipping). */
export function paymentLinesOf(
  lines: readonly CartLineForPayment[],
  isFreight: (sku: string) => boolean,
): PaymentLine[] {
  return lines.map((line) => ({
    itemType: line.productType.key,
    sku: line.variant.sku,
    quantity: line.quantity,
    freight: isFreight(line.variant.sku),
  }));
}

/** What availability needs to know of a cart line. */
export interface PaymentLine {
  /** spec/2 §3 Cart item types. */
  itemType: CartItemType;
  /**
   * The line's SKU: a virtual SKU (beginning with 41000) marks an extra guarantee even where the item type says
   * otherwise (spec/2 §3; isExtraGuaranteeItem).
   */
  sku: string;
  quantity: number;
  /** The product ships as freight (spec/2 §5 Shipping: the product's freight flag). */
  freight: boolean;
}

export interface PaymentAvailabilityInput {
  country: CountryCode;
  clientType: ClientType;
  lines: readonly PaymentLine[];
  /** The cart's gross total before any cash-on-delivery fee, in the country's currency. */
  grossTotal: Money;
  /** spec/2 §5 Google Pay: "In one mode only Google Pay is offered" — the Google Pay express checkout. */
  googlePayExpress?: boolean;
}

/** Why a method of the country is not offered to this cart, for the UI to explain or hide it. */
export type UnavailableReason =
  /** The method is not offered to this client type (spec/2 §5: company customers lose some methods, private customers the invoice-style one). */
  | 'clientType'
  /** Google Pay express checkout offers Google Pay alone (spec/2 §5 Google Pay). */
  | 'googlePayExpress'
  /** Bank transfer is switched off in the country (payment.bankTransfer.enabled; spec/2 §5). */
  | 'bankTransferDisabled'
  /** No line item, or more than 20, besides extra-guarantee items (spec/2 §5). */
  | 'lineItemCount'
  /** The gross total is above the country's cash-on-delivery price limit (spec/2 §5, §9). */
  | 'priceLimit'
  /** The standard-product quantity is above the country's cash-on-delivery item limit (spec/2 §5, §9). */
  | 'itemLimit'
  /** The cart holds freight items and the country does not allow cash on delivery for them (spec/2 §5, §9). */
  | 'freight';

export interface UnavailablePaymentMethod {
  code: PaymentMethodCode;
  reasons: UnavailableReason[];
}

export interface PaymentAvailability {
  /** The methods offered, in the country's display order. */
  available: PaymentMethodCode[];
  /** The country's other methods, in display order, each with every reason that rules it out. */
  unavailable: UnavailablePaymentMethod[];
}

interface CompiledMethod {
  code: PaymentMethodCode;
  kind: 'bankTransfer' | 'cashOnDelivery' | 'provider';
  PRIVATE: boolean;
  COMPANY: boolean;
}

/** A country's payment rules, read once so the per-request check does no lookups in the config. */
export interface PaymentRules {
  methods: readonly CompiledMethod[];
  bankTransferEnabled: boolean;
  /** payment.cashOnDelivery.priceLimit as Money: it also fixes the currency the cart must be in. */
  codPriceLimit: Money;
  /** payment.cashOnDelivery.itemLimit; 0 means no limit (payment.schema.json). */
  codItemLimit: number;
  codFreightAllowed: boolean;
}

/** Reads a country's payment config (COUNTRIES[c].payment) into PaymentRules. */
export function compilePaymentRules(currencyCode: CurrencyCode, payment: DeepReadonly<CountryPayment>): PaymentRules {
  return {
    methods: payment.methods.map(({ code, clientTypes }) => ({
      code,
      kind: isShopPaymentMethod(code) ? code : 'provider',
      PRIVATE: clientTypes.includes('PRIVATE'),
      COMPANY: clientTypes.includes('COMPANY'),
    })),
    bankTransferEnabled: payment.bankTransfer.enabled,
    codPriceLimit: money(payment.cashOnDelivery.priceLimit, currencyCode),
    codItemLimit: payment.cashOnDelivery.itemLimit,
    codFreightAllowed: payment.cashOnDelivery.freightAllowed,
  };
}

/**
 * spec/2 §5 Payment method availability, for one cart against one country's rules:
 * - a method is offered only to the client types it lists (payment.methods[].clientTypes);
 * - bank transfer needs the country to enable it, and bank transfer and cash on delivery both need more than 0 and at
 *   most 20 line items, extra-guarantee items (isExtraGuaranteeItem: the type or a virtual SKU) not counted (lines
 *   are counted, not quantities);
 * - cash on delivery needs the gross total within the price limit (inclusive), the quantity of standard_product lines
 *   within the item limit (0: no limit; accessories, extra guarantees and other types are not standard products) and,
 *   where the cart holds a freight item (hasFreight), a country that allows cash on delivery for freight;
 * - in Google Pay express checkout only Google Pay is offered.
 * The total must be in the country's currency: anything else is a caller's bug and throws CurrencyMismatchError.
 */
export function evaluatePaymentRules(
  rules: PaymentRules,
  input: Omit<PaymentAvailabilityInput, 'country'>,
): PaymentAvailability {
  assertSameCurrency(rules.codPriceLimit, input.grossTotal);
  let lineItems = 0;
  let standardQuantity = 0;
  for (const line of input.lines) {
    if (isExtraGuaranteeItem(line)) continue;
    lineItems += 1;
    if (line.itemType === 'standard_product') standardQuantity += line.quantity;
  }
  const freight = hasFreight(input.lines);
  const lineItemCountFits = lineItems > 0 && lineItems <= MAX_LINE_ITEMS_FOR_BANK_AND_CASH;
  const available: PaymentMethodCode[] = [];
  const unavailable: UnavailablePaymentMethod[] = [];
  for (const method of rules.methods) {
    const reasons: UnavailableReason[] = [];
    if (!method[input.clientType]) reasons.push('clientType');
    if (input.googlePayExpress === true && method.code !== 'googlepay') reasons.push('googlePayExpress');
    if (method.kind === 'bankTransfer' && !rules.bankTransferEnabled) reasons.push('bankTransferDisabled');
    if (method.kind !== 'provider' && !lineItemCountFits) reasons.push('lineItemCount');
    if (method.kind === 'cashOnDelivery') {
      if (input.grossTotal.centAmount > rules.codPriceLimit.centAmount) reasons.push('priceLimit');
      if (rules.codItemLimit > 0 && standardQuantity > rules.codItemLimit) reasons.push('itemLimit');
      if (freight && !rules.codFreightAllowed) reasons.push('freight');
    }
    if (reasons.length === 0) available.push(method.code);
    else unavailable.push({ code: method.code, reasons });
  }
  return { available, unavailable };
}

const rulesByCountry = byCountry((country) =>
  compilePaymentRules(COUNTRIES[country].currency, COUNTRIES[country].payment),
);

/** The payment methods offered to a cart in its country (spec/2 §5), from rules read once per country at load. */
export function availablePaymentMethods(input: PaymentAvailabilityInput): PaymentAvailability {
  return evaluatePaymentRules(rulesByCountry[input.country], input);
}
