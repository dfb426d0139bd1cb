/** spec/3 §5 Forms in general: the rules a form field can carry. */
export const FORM_RULE_NAMES = ['email', 'required', 'min', 'max', 'confirmed', 'oneOf', 'rating'] as const;

/** spec/3 §5: the translation key of a field's name. */
export function fieldNameKey(field: string): `validation.fieldNames.${string}` {
  return `validation.fieldNames.${field}`;
}
