import { describe, expect, it } from 'vitest';
import { submittedValues } from './submitted-values.ts';

describe('submittedValues (what a form validates and sends)', () => {
  it('trims texts and leaves out blank, null and undefined fields; other values pass', () => {
    expect(
      submittedValues({
        postalCode: ' 10115 ',
        company: '   ',
        department: '',
        clientType: null,
        email: undefined,
        consent: false,
        quantity: 0,
        nested: { city: ' Berlin ' },
      }),
    ).toEqual({ postalCode: '10115', consent: false, quantity: 0, nested: { city: ' Berlin ' } });
  });
});
