/**
 * An amount in minor units as a decimal string ('149.90'), in integers: no float noise where a decimal is written out
 * (structured data's prices, Google Pay's totalPrice).
 */
export function decimalAmount(centAmount: number, fractionDigits: number): string {
  const digits = String(Math.abs(centAmount)).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = fractionDigits > 0 ? `.${digits.slice(digits.length - fractionDigits)}` : '';
  return `${centAmount < 0 ? '-' : ''}${whole}${fraction}`;
}
