import { describe, expect, it } from 'vitest';
import {
  authenticatedUser,
  canSendPasswordReset,
  foundUser,
  loginOutcome,
  passwordChangeOutcome,
  registrationOutcome,
  reviewErrorMessage,
} from './account-outcomes.ts';

const customer = { id: 'c1', email: 'ann@example.com' };

describe('registrationOutcome (spec/3 §5: fails if no customer is returned)', () => {
  it.each([null, undefined])('%s → Customer registration failed', (returned) => {
    expect(registrationOutcome(returned)).toEqual({ ok: false, error: 'Customer registration failed' });
  });
  it('passes the customer on', () => {
    expect(registrationOutcome(customer)).toEqual({ ok: true, value: customer });
  });
});

describe('loginOutcome (spec/3 §5: login fails with Customer login failed)', () => {
  it('fails without a customer and passes one on', () => {
    expect(loginOutcome(null)).toEqual({ ok: false, error: 'Customer login failed' });
    expect(loginOutcome(customer)).toEqual({ ok: true, value: customer });
  });
});

describe('passwordChangeOutcome (spec/3 §5: fails if no e-mail is returned)', () => {
  it.each([null, undefined, ''])('%j → Password change failed', (email) => {
    expect(passwordChangeOutcome(email)).toEqual({ ok: false, error: 'Password change failed' });
  });
  it('passes the e-mail on', () => {
    expect(passwordChangeOutcome('ann@example.com')).toEqual({ ok: true, value: 'ann@example.com' });
  });
});

describe('authenticatedUser and foundUser (spec/3 §5, §8)', () => {
  it('address and password operations need an authenticated user', () => {
    expect(authenticatedUser(undefined)).toEqual({ ok: false, error: 'User is not authenticated' });
    expect(authenticatedUser(customer)).toEqual({ ok: true, value: customer });
  });
  it('a missing user record gives User not found', () => {
    expect(foundUser(null)).toEqual({ ok: false, error: 'User not found' });
    expect(foundUser(customer)).toEqual({ ok: true, value: customer });
  });
});

describe('canSendPasswordReset (spec/3 §5: only when both token and new password are present)', () => {
  it.each([
    ['tok', 'new1pass', true],
    ['', 'new1pass', false],
    [null, 'new1pass', false],
    ['tok', '', false],
    ['tok', undefined, false],
  ])('token %j, password %j → %s', (token, password, expected) => {
    expect(canSendPasswordReset(token, password)).toBe(expected);
  });
});

describe('reviewErrorMessage (spec/3 §8 Review rows)', () => {
  it.each([
    [{ communicate: "You haven't purchased this particular SKU" }, "You haven't purchased this particular SKU"],
    [
      { communicate: 'You have already submitted review for your purchase for SKU' },
      'You have already submitted review for your purchase for SKU',
    ],
    [{ communicate: 'SQL error at line 3' }, 'Something went wrong on our side. Please try again or contact support'],
    [{ communicate: 42 }, 'Something went wrong on our side. Please try again or contact support'],
    [{}, 'Something went wrong on our side. Please try again or contact support'],
    [null, 'Something went wrong on our side. Please try again or contact support'],
  ])('%j → %s', (response, message) => {
    expect(reviewErrorMessage(response)).toBe(message);
  });
});
