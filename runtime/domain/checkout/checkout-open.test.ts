import { describe, expect, it } from 'vitest';
import { COUNTRIES_WITH_FLAG, COUNTRY_CODES } from '../../../generated/index.ts';
import { isCheckoutOpen } from './checkout-open.ts';

describe('isCheckoutOpen (spec/1 §5, spec/2 §2)', () => {
  it.each(COUNTRY_CODES)('%s is open exactly when it is not flagged checkout-disabled', (country) => {
    expect(isCheckoutOpen(country)).toBe(
      !(COUNTRIES_WITH_FLAG.checkoutDisabled as readonly string[]).includes(country),
    );
  });
});
