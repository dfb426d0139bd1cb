import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '../../../generated/index.ts';
import {
  PERCENT_PRECISION,
  addMoney,
  percentInMillionths,
  rescaleMoney,
  scaleMoney,
  subtractMoney,
} from '../money/money-math.ts';
import { money, type Money } from '../money/money.ts';

/** The country's cash-on-delivery fee, gross, in its currency (COUNTRIES[c].payment.cashOnDelivery.fee; spec/2 §9). */
export function codFeeOfCountry(country: CountryCode): Money {
  const { currency, payment } = COUNTRIES[country];
  return money(payment.cashOnDelivery.fee, currency);
}

/** The cart's custom field calculatedCodFee (spec/2 §3): an amount and its own number of fraction digits. */
export interface CalculatedCodFee {
  centAmount: number;
  fractionDigits: number;
}

/**
 * spec/2 §9 COD fee: the fee is centAmount / 10^fractionDigits. Rather than dividing into a float, the field is brought
 * to the currency's minor units (a field with more fraction digits than the currency rounds half away from zero), so it
 * can be added to the cart total exactly.
 */
export function codFeeFromCartField(field: CalculatedCodFee, currencyCode: CurrencyCode): Money {
  return rescaleMoney({ ...field, currencyCode }, CURRENCIES[currencyCode].fractionDigits);
}

/** spec/2 §9 COD fee: the fee is added to the total (same currency only). */
export function addCodFee(total: Money, fee: Money): Money {
  return addMoney(total, fee);
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
