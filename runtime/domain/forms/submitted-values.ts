import { isBlank, type InputValue } from '../customer/is-blank.ts';

/**
 * A form's values as they are validated and sent: texts trimmed, and fields left blank taken out (spec/3 §5 Forms in
 * general: a required field fails on blank input, so a blank is no value — the schema's `required` catches it, and
 * an optional blank field is not sent as ''). Surrounding white space is not part of a value (the postal code
 * '10115 ' is Germany's 10115: runtime/domain/customer/postal-code.ts). Other values (a ticked box, a number) pass as
 * they are. The browser's resolver and the middleware's address check both validate this, so they agree.
 */
export function submittedValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const submitted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      if (isBlank(value as InputValue)) continue;
      submitted[name] = value.trim();
    } else {
      submitted[name] = value;
    }
  }
  return submitted;
}
