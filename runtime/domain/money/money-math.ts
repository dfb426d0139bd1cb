import type { CurrencyCode } from '../../../generated/index.ts';
import { money, type Money } from './money.ts';

/**
 * Two amounts in different currencies (or different minor-unit scales) met in one sum: a bug in the caller, never a
 * shopper's mistake (CONVENTIONS §9), so it throws instead of guessing an exchange.
 */
export class CurrencyMismatchError extends TypeError {
  override readonly name = 'CurrencyMismatchError';

  constructor(a: Money, b: Money) {
    super(
      `Cannot combine ${a.currencyCode} (${a.fractionDigits} fraction digits) with ${b.currencyCode} (${b.fractionDigits} fraction digits)`,
    );
  }
}

/** Throws CurrencyMismatchError unless both amounts are in the same currency and the same minor unit. */
export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currencyCode !== b.currencyCode || a.fractionDigits !== b.fractionDigits) throw new CurrencyMismatchError(a, b);
}

// CONVENTIONS §4: every result is still a whole number of minor units; past 2^53 a double is no longer exact.
function sameCurrencyAs(like: Money, centAmount: number): Money {
  if (!Number.isSafeInteger(centAmount))
    throw new RangeError(`Amount out of the exact integer range (got ${centAmount})`);
  return { centAmount, currencyCode: like.currencyCode, fractionDigits: like.fractionDigits };
}

/** a + b, same currency only (CONVENTIONS §4). */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return sameCurrencyAs(a, a.centAmount + b.centAmount);
}

/** a − b, same currency only (CONVENTIONS §4). */
export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return sameCurrencyAs(a, a.centAmount - b.centAmount);
}

/** Price times a whole quantity (CONVENTIONS §4: `price * qty` is done on the integer centAmount, never in floats). */
export function multiplyMoney(value: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be a whole number (got ${quantity})`);
  return sameCurrencyAs(value, value.centAmount * quantity);
}

/** The sum of amounts in one currency; zero of that currency for an empty list. */
export function sumMoney(values: readonly Money[], currencyCode: CurrencyCode): Money {
  let total = money(0, currencyCode);
  for (const value of values) total = addMoney(total, value);
  return total;
}

/**
 * value × numerator / denominator, rounded to a whole minor unit half away from zero (commercial rounding: 0.5 cent
 * goes up, −0.5 cent goes down), computed exactly in BigInt so no float noise can move a half-cent.
 */
export function scaleMoney(value: Money, numerator: number, denominator: number): Money {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Scale must be a whole ratio with a positive denominator (got ${numerator}/${denominator})`);
  }
  const product = BigInt(value.centAmount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  let quotient = product / divisor; // truncates toward zero
  const remainder = product % divisor; // has the sign of the product
  if ((remainder < 0n ? -remainder : remainder) * 2n >= divisor) quotient += product < 0n ? -1n : 1n;
  return sameCurrencyAs(value, Number(quotient));
}

/**
 * Percentages are taken to a millionth of a percent, which absorbs float noise in the input
 * (0.255 * 100 = 25.500000000000004 counts as 25.5) and is finer than any tax or discount rate.
 */
export const PERCENT_PRECISION = 1_000_000;

/**
 * A percent as a whole number of millionths of a percent (25.5 → 25 500 000), the one rounding of percentages every
 * rule shares (VAT percentage, percentages of money, the COD fee's VAT part). NaN stays NaN, for the caller to refuse.
 */
export function percentInMillionths(percent: number): number {
  return Math.round(percent * PERCENT_PRECISION);
}

/** percent % of value (25.5 means 25.5 %), rounded half away from zero to a whole minor unit (see scaleMoney). */
export function percentOfMoney(value: Money, percent: number): Money {
  return scaleMoney(value, percentInMillionths(percent), 100 * PERCENT_PRECISION);
}

/** The amount in major units, for display and tracking only (spec/1 §9.3: cents divided by 100 for display). */
export function toMajorUnits(value: Money): number {
  return value.centAmount / 10 ** value.fractionDigits;
}
