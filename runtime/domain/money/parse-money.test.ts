import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { parseMoney } from './parse-money.ts';

describe('parseMoney (CONVENTIONS §4: decimal text to integer minor units, no float)', () => {
  it.each([
    ['999.99', 99999], // spec/2 §9: IT cash-on-delivery limit 999.99
    ['999,99', 99999],
    ['1.95', 195],
    ['1.9', 190],
    ['2500', 250000],
    ['0', 0],
    ['+3', 300],
    ['-3.5', -350],
    ['  59.00 ', 5900],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floats
    ['90071992547409.91', 9007199254740991],
  ])('%s EUR is %i cents', (text, centAmount) => {
    expect(parseMoney(text, 'EUR')).toEqual(money(centAmount, 'EUR'));
  });

  it.each([
    ['', 'empty'],
    ['abc', 'not a number'],
    ['1.955', 'more fraction digits than the currency'],
    ['1.', 'a separator without digits'],
    ['.5', 'no whole part'],
    ['1.2.3', 'two separators'],
    ['1 234,50', 'thousands separators'],
    ['1e3', 'exponent'],
    ['90071992547409.92', 'too large to hold exactly'],
  ])('%j is refused (%s)', (text) => {
    expect(parseMoney(text, 'EUR')).toBeNull();
  });
});
