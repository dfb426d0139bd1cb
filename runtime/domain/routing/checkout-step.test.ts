import { describe, expect, it } from 'vitest';
import { checkoutStepOf, checkoutStepsOf } from './checkout-step.ts';

describe('checkout step order (spec/1 §2.1, spec/2 §2: cart 1, shipping 2, billing 3, payment 4, thank you 5)', () => {
  it.each([
    ['checkoutCart', 1, 'cart'],
    ['checkoutAddresses', 2, 'shipping'],
    ['checkoutPayment', 4, 'payment'],
    ['checkoutThankYou', 5, 'thankYou'],
  ] as const)('%s is step %s (%s)', (routeKey, step, name) => {
    expect(checkoutStepOf(routeKey)).toEqual({ step, name, routeKey });
  });

  it('the addresses page shows shipping (2) and billing (3)', () => {
    expect(checkoutStepsOf('checkoutAddresses').map(({ step, name }) => [step, name])).toEqual([
      [2, 'shipping'],
      [3, 'billing'],
    ]);
  });

  it.each(['checkout', 'checkoutLogin', 'home'] as const)('%s is no step', (routeKey) => {
    expect(checkoutStepOf(routeKey)).toBeNull();
    expect(checkoutStepsOf(routeKey)).toEqual([]);
  });
});
