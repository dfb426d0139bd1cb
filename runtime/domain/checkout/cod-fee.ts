import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { PERCENT_PRECISION, percentInMillionths, scaleMoney, subtractMoney } from '../money/money-math.ts';
import { money, type Money } from '../money/money.ts';

/** The country's cash-on-delivery fee, gross, in its currency (COUNTRIES[c].payment.cashOnDelivery.fee; spec/2 §9). */
export function codFeeOfCountry(country: CountryCode): Money {
  const { currency, payment } = COUNTRIES[country];
  return money(payment.cashOnDelivery.fee, currency);
}

/** A gross cash-on-delivery fee split into its VAT part and net part; net + vat = gross exactly. */
export interface CodFeeBreakdown {
  gross: Money;
  vat: Money;
  net: Money;
}

/**
 * spec/2 §9 COD fee: its VAT part is derived from the cart's tax percentage. The fee is gross, so the VAT part is
 * fee × rate / (1 + rate), i.e. fee × p / (100 + p) for p percent, rounded half away from zero to a whole minor unit;
 * the net part is the rest, so the three always add up. Pass 0 where the cart carries no VAT (e.g. tax mode External
 * after a validated VAT ID: spec/3 §4).
 */
export function codFeeBreakdown(fee: Money, taxPercentage: number): CodFeeBreakdown {
  const percent = percentInMillionths(taxPercentage);
  const vat = scaleMoney(fee, percent, 100 * PERCENT_PRECISION + percent);
  return { gross: fee, vat, net: subtractMoney(fee, vat) };
}
