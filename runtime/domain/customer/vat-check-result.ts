/** spec/3 §4 VAT validation result. */
export type VatCheckResult = 'valid' | 'notValid' | 'couldNotValidate';

/** spec/3 §4: the service's success codes. */
export const VAT_VALID_CODES: readonly number[] = [200, 216, 218, 219, 223];

/** spec/3 §4: the codes that mean the service could not check the ID (unavailable, busy, try later). */
export const VAT_COULD_NOT_VALIDATE_CODES: readonly number[] = [205, 208, 999];

const VALID = new Set(VAT_VALID_CODES);
const COULD_NOT_VALIDATE = new Set(VAT_COULD_NOT_VALIDATE_CODES);

/** spec/3 §4 VAT validation result: success codes give valid, 205/208/999 couldNotValidate, any other notValid. */
export function vatCheckResultFromCode(code: number): VatCheckResult {
  if (VALID.has(code)) return 'valid';
  if (COULD_NOT_VALIDATE.has(code)) return 'couldNotValidate';
  return 'notValid';
}
