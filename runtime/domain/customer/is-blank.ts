/** A value a form, an address or a cart may hold: text, a number, a ticked box, or nothing. */
export type InputValue = string | number | boolean | null | undefined;

/**
 * True when nothing was given: no value at all, or text of white space only (spec/3 §5 Forms in general: a required
 * field fails on blank input; spec/2 §4 Payment: an e-mail of spaces is no e-mail). The number 0 and `false` are
 * values here; a rule that counts an unticked box as missing says so itself.
 */
export function isBlank(value: InputValue): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}
