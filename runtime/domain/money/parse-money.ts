import { CURRENCIES, type CurrencyCode } from '../../../generated/index.ts';
import { money, type Money } from './money.ts';

// A plain decimal amount: optional sign, digits, and a '.' or ',' followed by at least one digit. Thousands separators
// are not accepted: the input is a config value or a typed amount such as '999.99' (spec/2 §9), not formatted text.
const DECIMAL_AMOUNT = /^([+-]?)(\d+)(?:[.,](?=\d))?(\d*)$/;

/**
 * Reads a decimal amount into integer minor units without passing through a float (CONVENTIONS §4: '999.99' EUR is
 * 99999). Returns null for anything that is not a plain decimal, has more fraction digits than the currency, or is too
 * large to hold exactly.
 */
export function parseMoney(text: string, currencyCode: CurrencyCode): Money | null {
  const match = DECIMAL_AMOUNT.exec(text.trim());
  if (match === null) return null;
  // All three groups always take part in a match (possibly empty), so they are strings.
  const [sign, whole, fraction] = match.slice(1) as [string, string, string];
  const digits = CURRENCIES[currencyCode].fractionDigits;
  if (fraction.length > digits) return null;
  const magnitude = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(magnitude)) return null;
  return money(sign === '-' ? -magnitude : magnitude, currencyCode);
}
