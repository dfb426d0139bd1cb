import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRIES_WITH_FLAG, COUNTRY_CODES } from '../../../generated/index.ts';
import { personalisedDiscountPercent, type PersonalisedDiscount } from './personalised-discount.ts';

const enabled = COUNTRIES_WITH_FLAG.personalisedDiscounts;
const disabled = COUNTRY_CODES.filter((country) => !(enabled as readonly string[]).includes(country));
const [country] = enabled;
if (country === undefined) throw new Error('No country enables personalised discounts; the tests need one.');
const store = COUNTRIES[country].storeId;

const discount = (over: Partial<PersonalisedDiscount> = {}): PersonalisedDiscount => ({
  isActive: true,
  stores: [store],
  value: { type: 'relative', permyriad: 750 },
  ...over,
});

describe('personalised discount (spec/2 §5 Personalised discounts)', () => {
  it('is active only in LT (spec/2 §5)', () => {
    expect(enabled).toEqual(['lt']);
  });

  it('gives percent = permyriad / 100', () => {
    expect(personalisedDiscountPercent(country, discount())).toBe(7.5);
  });

  it.each([
    ['a failed or empty fetch', null],
    ['no discount', undefined],
    ['an inactive discount', discount({ isActive: false })],
    ['a discount of another store', discount({ stores: [COUNTRIES.sk.storeId] })],
    ['a discount of no store', discount({ stores: [] })],
    ['0 permyriad', discount({ value: { type: 'relative', permyriad: 0 } })],
    ['a value that is not relative', discount({ value: { type: 'absolute' } })],
  ])('gives nothing for %s', (_label, given) => {
    expect(personalisedDiscountPercent(country, given)).toBeNull();
  });

  it.each(disabled)('is never used in %s, where the flag is off', (other) => {
    const ownStore = discount({ stores: [COUNTRIES[other].storeId] });
    expect(personalisedDiscountPercent(other, ownStore)).toBeNull();
  });
});
