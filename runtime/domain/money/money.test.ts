import { describe, expect, it } from 'vitest';
import { isCurrencyCode, money } from './money.ts';

describe('money (CONVENTIONS §4; spec/1 §9.3 prices held in cents)', () => {
  it('holds minor units with the currency’s fraction digits', () => {
    expect(money(195, 'EUR')).toEqual({ centAmount: 195, currencyCode: 'EUR', fractionDigits: 2 });
    expect(money(73000, 'HUF')).toEqual({ centAmount: 73000, currencyCode: 'HUF', fractionDigits: 2 });
  });

  it('refuses a fractional amount', () => {
    expect(() => money(1.95, 'EUR')).toThrow('centAmount must be a whole number (got 1.95)');
  });
});

describe('isCurrencyCode', () => {
  it('knows the shop’s currencies and nothing else', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('CZK')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });
});
