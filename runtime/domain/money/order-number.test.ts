import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../generated/index.ts';
import { displayOrderNumber, stripOrderNumberPrefix } from './order-number.ts';

describe('displayOrderNumber (spec/2 §9: the Czech store removes the order number prefix NS for display)', () => {
  it.each([
    ['NS100234567', '100234567'],
    ['ns100234567', 'ns100234567'], // only the exact prefix
    ['100NS234567', '100NS234567'],
    ['NS', 'NS'], // nothing would be left
  ])('cz: %s is shown as %s', (orderNumber, expected) => {
    expect(displayOrderNumber('cz', orderNumber)).toBe(expected);
  });

  it.each(COUNTRY_CODES.filter((country) => country !== 'cz'))('%s keeps the order number as it is', (country) => {
    expect(displayOrderNumber(country, 'NS100234567')).toBe('NS100234567');
  });

  it('strips any configured prefix, and nothing without one', () => {
    expect(stripOrderNumberPrefix('MS-42', 'MS-')).toBe('42');
    expect(stripOrderNumberPrefix('MS-42', undefined)).toBe('MS-42');
  });
});
