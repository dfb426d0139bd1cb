import { describe, expect, it } from 'vitest';
import { EMAIL_OR_ADDRESS_MISSING, checkPayReadiness } from './pay-readiness.ts';

describe('checkPayReadiness (spec/2 §4 Payment, §5: e-mail and billing first name are required to pay)', () => {
  it('is ready with an e-mail and a billing first name', () => {
    expect(checkPayReadiness({ customerEmail: 'eva@example.com', billingAddress: { firstName: 'Eva' } })).toEqual({
      ready: true,
    });
  });

  it.each([
    ['no e-mail', { billingAddress: { firstName: 'Eva' } }, ['email']],
    ['a blank e-mail', { customerEmail: ' ', billingAddress: { firstName: 'Eva' } }, ['email']],
    ['no billing address', { customerEmail: 'eva@example.com', billingAddress: null }, ['billingFirstName']],
    ['no billing first name', { customerEmail: 'eva@example.com', billingAddress: {} }, ['billingFirstName']],
    ['nothing', {}, ['email', 'billingFirstName']],
  ])('refuses a cart with %s', (_case, cart, missing) => {
    expect(checkPayReadiness(cart)).toEqual({ ready: false, message: EMAIL_OR_ADDRESS_MISSING, missing });
  });

  it('uses the catalogue message word for word', () => {
    expect(EMAIL_OR_ADDRESS_MISSING).toBe('Email or address details are missing for cart');
  });
});
