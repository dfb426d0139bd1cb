import { addMoney } from '../money/money-math.ts';
import type { Money } from '../money/money.ts';
import { codFeeBreakdown } from './cod-fee.ts';

/** A tax portion as a cart's taxedPrice carries it (spec/2 §3: rate as a fraction, amount, name). */
export interface TaxPortion {
  readonly rate: number;
  readonly amount: Money;
  readonly name: string;
}

/** What an order's totals are made of: the cart's total and its taxed price (spec/2 §3 Cart taxedPrice). */
export interface OrderTotals {
  readonly totalPrice: Money;
  readonly taxedPrice: { readonly totalNet: Money; readonly totalGross: Money; readonly taxPortions: TaxPortion[] };
}

/**
 * spec/2 §9 COD fee: the cash-on-delivery fee is added to the total, and its VAT part — derived from the cart's tax
 * percentage (codFeeBreakdown) — to the tax portion of that rate (a new portion when the cart has none of it). With
 * tax mode External (a validated company VAT ID, spec/3 §4) the cart carries no VAT, so pass 0: the fee is all net.
 * Net + tax portions = gross still holds after it, as it held before.
 */
export function withCodFee(
  totals: OrderTotals,
  fee: Money,
  taxPercentage: number,
): OrderTotals & { readonly codFee: Money; readonly codFeeVat: Money } {
  const { vat, net } = codFeeBreakdown(fee, taxPercentage);
  const rate = taxPercentage / 100;
  const portions = totals.taxedPrice.taxPortions.map((portion) => ({ ...portion }));
  if (vat.centAmount > 0) {
    const at = portions.findIndex((portion) => portion.rate === rate);
    if (at === -1) portions.push({ rate, amount: vat, name: `${taxPercentage} %` });
    else portions[at] = { ...portions[at]!, amount: addMoney(portions[at]!.amount, vat) };
  }
  return {
    totalPrice: addMoney(totals.totalPrice, fee),
    taxedPrice: {
      totalNet: addMoney(totals.taxedPrice.totalNet, net),
      totalGross: addMoney(totals.taxedPrice.totalGross, fee),
      taxPortions: portions,
    },
    codFee: fee,
    codFeeVat: vat,
  };
}
