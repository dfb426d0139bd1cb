import { describe, expect, it } from 'vitest';
import { discountCodeRefusal, discountCodeState, type DiscountCodeTerms } from './discount-code-state.ts';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const valid: DiscountCodeTerms = {
  isActive: true,
  stores: [],
  validFrom: null,
  validUntil: null,
  maxApplications: null,
  applications: 0,
};

describe('a discount code’s state on a cart (spec/2 §3 discount codes)', () => {
  it.each<[string, Partial<DiscountCodeTerms>, ReturnType<typeof discountCodeRefusal>, string]>([
    ['valid everywhere, always', {}, null, 'MatchesCart'],
    [
      'inside its dates',
      { validFrom: '2026-11-26T12:00:00.000Z', validUntil: '2026-11-26T12:00:00.001Z' },
      null,
      'MatchesCart',
    ],
    ['of this store', { stores: ['multishop_de', 'multishop_at'] }, null, 'MatchesCart'],
    ['switched off', { isActive: false }, 'inactive', 'NotActive'],
    ['before its validFrom', { validFrom: '2026-11-26T12:00:00.001Z' }, 'notYetValid', 'NotValid'],
    ['at its validUntil (exclusive)', { validUntil: '2026-11-26T12:00:00.000Z' }, 'expired', 'NotValid'],
    ['of another store', { stores: ['multishop_de'] }, 'otherStore', 'DoesNotMatchCart'],
    ['used up', { maxApplications: 5, applications: 5 }, 'usedUp', 'MaxApplicationReached'],
    [
      'inactive and expired: inactive first',
      { isActive: false, validUntil: '2020-01-01T00:00:00Z' },
      'inactive',
      'NotActive',
    ],
  ])('%s', (_name, terms, refusal, state) => {
    const code = { ...valid, ...terms };
    expect(discountCodeRefusal(code, 'multishop_at', now)).toBe(refusal);
    expect(discountCodeState(code, 'multishop_at', now)).toBe(state);
  });
});
