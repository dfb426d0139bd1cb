// A cart's totals, computed once, here, in minor units (spec/2 §3
// Cart taxedPrice, Line item taxedPrice, §5 VAT on cart). Prices are gross — VAT included, as the shop shows them —
// so each amount's net is taken out of its gross (commercetools' taxIncludedInPrice) and its tax is what remains:
// net + tax is the gross to the minor unit, for every line, the shipping and the cart.
import type { CurrencyCode } from '../../../generated/index.ts';
import type { Money } from '../money/money.ts';
import {
  multiplyMoney,
  PERCENT_PRECISION,
  percentInMillionths,
  percentOfMoney,
  scaleMoney,
  subtractMoney,
  sumMoney,
} from '../money/money-math.ts';

/** A cart line as the totals need it: its gross unit price, its quantity and the percent taken off it. */
export interface PricedLine {
  readonly id: string;
  /** Gross (VAT included), in the cart's currency. */
  readonly unitPrice: Money;
  readonly quantity: number;
  /** The discount on the line, 0–100 (a volume, personalised or code discount; spec/2 §5). */
  readonly discountPercent?: number;
}

export interface CartTotalsInput {
  readonly currency: CurrencyCode;
  /** The VAT percentage of every amount (spec/2 §5: the country's standard rate × 100; 0 for a net cart). */
  readonly vatPercent: number;
  readonly lines: readonly PricedLine[];
  /** The shipping fee, gross; null while the cart has no shipping. */
  readonly shipping: Money | null;
}

/** An amount with its net and gross (commercetools TaxedItemPrice). */
export interface Taxed {
  readonly totalNet: Money;
  readonly totalGross: Money;
}

export interface LineTotals extends Taxed {
  readonly id: string;
  /** unit price × quantity, before the discount. */
  readonly price: Money;
  /** What the discount takes off the line: 0 ≤ discount ≤ price. */
  readonly discount: Money;
}

export interface CartTotals extends Taxed {
  readonly lines: readonly LineTotals[];
  /** The goods, after their discounts, before shipping (gross). */
  readonly subtotal: Money;
  readonly shipping: Taxed | null;
  readonly discount: Money;
  /** One portion per rate (spec/2 §3 taxPortions): the VAT in the total. */
  readonly taxPortions: ReadonlyArray<{ readonly rate: number; readonly amount: Money }>;
}

/** The net in a gross amount at `vatPercent`, rounded half away from zero to the minor unit. */
export function netOfGross(gross: Money, vatPercent: number): Money {
  return scaleMoney(gross, 100 * PERCENT_PRECISION, 100 * PERCENT_PRECISION + percentInMillionths(vatPercent));
}

/** The gross and the net in it at `vatPercent`. */
function taxed(gross: Money, vatPercent: number): Taxed {
  return { totalGross: gross, totalNet: netOfGross(gross, vatPercent) };
}

function checkLine(line: PricedLine, currency: CurrencyCode): void {
  if (line.unitPrice.currencyCode !== currency) {
    throw new RangeError(`Line ${line.id} is priced in ${line.unitPrice.currencyCode}, the cart in ${currency}`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`Line ${line.id} has quantity ${line.quantity}; a line holds at least 1`);
  }
  if (line.unitPrice.centAmount < 0) throw new RangeError(`Line ${line.id} has a negative price`);
  const percent = line.discountPercent ?? 0;
  if (!(percent >= 0 && percent <= 100)) throw new RangeError(`Line ${line.id} has a discount of ${percent} %`);
}

/** The totals of a cart (spec/2 §3, §5). Throws on a line no cart can hold: the callers check their input first. */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const { currency, vatPercent } = input;
  if (!(vatPercent >= 0 && vatPercent < 100)) throw new RangeError(`VAT of ${vatPercent} % is no rate`);
  const lines = input.lines.map((line): LineTotals => {
    checkLine(line, currency);
    const price = multiplyMoney(line.unitPrice, line.quantity);
    const discount = percentOfMoney(price, line.discountPercent ?? 0);
    return { id: line.id, price, discount, ...taxed(subtractMoney(price, discount), vatPercent) };
  });
  if (input.shipping !== null && input.shipping.currencyCode !== currency) {
    throw new RangeError(`The shipping is priced in ${input.shipping.currencyCode}, the cart in ${currency}`);
  }
  const shipping = input.shipping === null ? null : taxed(input.shipping, vatPercent);
  const parts = [...lines, ...(shipping === null ? [] : [shipping])];
  const totalGross = sumMoney(
    parts.map((part) => part.totalGross),
    currency,
  );
  const totalNet = sumMoney(
    parts.map((part) => part.totalNet),
    currency,
  );
  return {
    lines,
    subtotal: sumMoney(
      lines.map((line) => line.totalGross),
      currency,
    ),
    shipping,
    discount: sumMoney(
      lines.map((line) => line.discount),
      currency,
    ),
    totalGross,
    totalNet,
    taxPortions: parts.length === 0 ? [] : [{ rate: vatPercent, amount: subtractMoney(totalGross, totalNet) }],
  };
}
