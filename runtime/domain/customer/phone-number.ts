/** spec/3 §9: phone minimum 8 digits. */
export const PHONE_MIN_DIGITS = 8;

// spec/3 §5 Phone number: optional plus, then at least 8 digits, each optionally followed by one space. Each digit
// owns at most one space after it, so the match is linear (no backtracking blow-up on long input).
const PHONE = new RegExp(`^\\+?(?:\\d ?){${PHONE_MIN_DIGITS},}$`);

/**
 * spec/3 §5 Phone number. The value is checked as typed: a leading space, two spaces in a row, dashes, brackets
 * or a plus anywhere but first fail, as the spec's pattern says.
 */
export function isValidPhoneNumber(phone: string): boolean {
  return PHONE.test(phone);
}
