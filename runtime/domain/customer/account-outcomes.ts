import {
  CUSTOMER_LOGIN_FAILED,
  CUSTOMER_REGISTRATION_FAILED,
  PASSWORD_CHANGE_FAILED,
  REVIEW_ALREADY_SUBMITTED,
  REVIEW_FAILED,
  REVIEW_SKU_NOT_PURCHASED,
  USER_NOT_AUTHENTICATED,
  USER_NOT_FOUND,
} from './customer-messages.ts';
import { fail, succeed, type Outcome } from './outcome.ts';

function present<T>(value: T | null | undefined, error: string): Outcome<T> {
  return value === null || value === undefined ? fail(error) : succeed(value);
}

/** spec/3 §5: registration fails with 'Customer registration failed' if no customer is returned. */
export function registrationOutcome<C>(customer: C | null | undefined): Outcome<C> {
  return present(customer, CUSTOMER_REGISTRATION_FAILED);
}

/** spec/3 §5: login fails with 'Customer login failed' when no customer comes back. */
export function loginOutcome<C>(customer: C | null | undefined): Outcome<C> {
  return present(customer, CUSTOMER_LOGIN_FAILED);
}

/** spec/3 §5: a password change fails with 'Password change failed' if no e-mail is returned. */
export function passwordChangeOutcome(email: string | null | undefined): Outcome<string> {
  return present(email === '' ? null : email, PASSWORD_CHANGE_FAILED);
}

/** spec/3 §5: address and password operations need an authenticated user, else 'User is not authenticated'. */
export function authenticatedUser<U>(user: U | null | undefined): Outcome<U> {
  return present(user, USER_NOT_AUTHENTICATED);
}

/** spec/3 §8: a signed-in user whose customer record is missing gives 'User not found'. */
export function foundUser<U>(user: U | null | undefined): Outcome<U> {
  return present(user, USER_NOT_FOUND);
}

/** spec/3 §5: a password reset is sent only when both token and new password are present. */
export function canSendPasswordReset(
  token: string | null | undefined,
  newPassword: string | null | undefined,
): boolean {
  return !!token && !!newPassword;
}

const KNOWN_REVIEW_ERRORS: ReadonlySet<unknown> = new Set([REVIEW_SKU_NOT_PURCHASED, REVIEW_ALREADY_SUBMITTED]);

/**
 * spec/3 §8 Review rows: the add-review error response carries a communicate field. It is shown when it is one of
 * the catalogue's review messages; anything else (server text, nothing) shows the generic message, so no internal
 * detail reaches the customer.
 */
export function reviewErrorMessage(response: { communicate?: unknown } | null | undefined): string {
  const communicate = response?.communicate;
  return KNOWN_REVIEW_ERRORS.has(communicate) ? (communicate as string) : REVIEW_FAILED;
}
