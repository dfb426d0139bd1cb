import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '../../../generated/index.ts';

/**
 * An amount of money: an integer in the currency's minor units plus the currency (CONVENTIONS §4; the shape of
 * commercetools' TypedMoney). Never a float: `price * quantity` is done on centAmount, which stays an integer.
 */
export interface Money {
  centAmount: number;
  currencyCode: CurrencyCode;
  fractionDigits: number;
}

export function money(centAmount: number, currencyCode: CurrencyCode): Money {
  if (!Number.isSafeInteger(centAmount)) throw new RangeError(`centAmount must be a whole number (got ${centAmount})`);
  return { centAmount, currencyCode, fractionDigits: CURRENCIES[currencyCode].fractionDigits };
}

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** Whether a currency code (an answer's, a config's) is one of the shop's 12 currencies. */
export function isCurrencyCode(code: string): code is CurrencyCode {
  return CURRENCY_SET.has(code);
}
