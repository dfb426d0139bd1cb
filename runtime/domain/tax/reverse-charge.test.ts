import { describe, expect, it } from 'vitest';
import { reverseChargeVatId } from './reverse-charge.ts';

describe('reverse charge (Directive 2006/112/EC art. 138, 226(4), 226(11))', () => {
  it('names the buyer’s VAT ID of a net cart or order', () => {
    expect(reverseChargeVatId({ taxMode: 'External', billingAddress: { vatNumber: ' ATU13585627 ' } })).toBe(
      'ATU13585627',
    );
  });

  it('is nothing for a gross one, an order placed before the tax mode was kept, or one without a VAT ID', () => {
    expect(reverseChargeVatId({ taxMode: 'Platform', billingAddress: { vatNumber: 'ATU13585627' } })).toBeNull();
    expect(reverseChargeVatId({ billingAddress: { vatNumber: 'ATU13585627' } })).toBeNull();
    expect(reverseChargeVatId({ taxMode: 'External', billingAddress: {} })).toBeNull();
    expect(reverseChargeVatId({ taxMode: 'External', billingAddress: null })).toBeNull();
  });
});
