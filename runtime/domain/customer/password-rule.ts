/** spec/3 §5, §8 Password. */
export const PASSWORD_RULE_MESSAGE = 'Password must include one letter and one number';

// Letters of any script count (a customer may type ä, ł or ж), and so do digits of any script.
const LETTER = /\p{L}/u;
const NUMBER = /\p{Nd}/u;

/** spec/3 §5: a password must contain at least one letter and one number. */
export function isValidPassword(password: string): boolean {
  return LETTER.test(password) && NUMBER.test(password);
}

/** spec/3 §5: the message to show, or null when the password passes. */
export function passwordRuleError(password: string): string | null {
  return isValidPassword(password) ? null : PASSWORD_RULE_MESSAGE;
}
