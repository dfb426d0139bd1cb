import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, isValidPassword, passwordRuleError } from './password-rule.ts';

describe('isValidPassword (spec/3 §5 Password: at least one letter and one number)', () => {
  it.each([
    ['abc123', true],
    ['1a', true],
    ['Ärger7', true],
    ['пароль1', true],
    ['abcdef', false],
    ['123456', false],
    ['!!!???', false],
    ['', false],
  ])('%j → %s', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });
});

describe('passwordRuleError (spec/3 §8 Password)', () => {
  it('gives the catalogue message, word for word, for a password without a number', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('Password must include one letter and one number');
    expect(passwordRuleError('password')).toBe('Password must include one letter and one number');
  });

  it('gives null for a password that passes', () => {
    expect(passwordRuleError('passw0rd')).toBeNull();
  });
});
