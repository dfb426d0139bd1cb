import { describe, expect, it } from 'vitest';
import { money } from './money.ts';

describe('money (CONVENTIONS §4; spec/1 §9.3 prices held in cents)', () => {
  it('holds minor units with the currency’s fraction digits', () => {
    expect(money(195, 'EUR')).toEqual({ centAmount: 195, currencyCode: 'EUR', fractionDigits: 2 });
    expect(money(73000, 'HUF')).toEqual({ centAmount: 73000, currencyCode: 'HUF', fractionDigits: 2 });
  });

  it('refuses a fractional amount', () => {
    expect(() => money(1.95, 'EUR')).toThrow('centAmount must be a whole number (got 1.95)');
  });
});
