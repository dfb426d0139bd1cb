import { describe, expect, it } from 'vitest';
import { FORM_RULE_NAMES, fieldNameKey } from './form-rules.ts';

describe('form rules (spec/3 §5 Forms in general)', () => {
  it('knows the rules email, required, min, max, confirmed, oneOf and rating', () => {
    expect(FORM_RULE_NAMES).toEqual(['email', 'required', 'min', 'max', 'confirmed', 'oneOf', 'rating']);
  });

  it('names fields by the key validation.fieldNames.<field>', () => {
    expect(fieldNameKey('customerEmail')).toBe('validation.fieldNames.customerEmail');
  });
});
