import { describe, expect, it } from 'vitest';
import { isValidIban } from './iban.ts';

describe('isValidIban (ISO 13616 mod 97)', () => {
  it.each(['DE89370400440532013000', 'GB82WEST12345698765432', 'SK3112000000198742637541', 'CH9300762011623852957'])(
    'accepts the published example %s',
    (iban) => expect(isValidIban(iban)).toBe(true),
  );

  it.each([
    ['wrong check digits', 'DE88370400440532013000'],
    ['one digit changed', 'DE89370400440532013001'],
    ['spaces', 'DE89 3704 0044 0532 0130 00'],
    ['lower case', 'de89370400440532013000'],
    ['too short', 'DE8937040044'],
  ])('rejects %s', (_name, iban) => expect(isValidIban(iban)).toBe(false));
});
