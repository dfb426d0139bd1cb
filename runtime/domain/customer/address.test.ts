import { describe, expect, it } from 'vitest';
import { formatAddressLine } from './address.ts';

describe('formatAddressLine (spec/2 §5: the address that follows the shipping postal-code message)', () => {
  it.each([
    [
      { streetName: 'Hlavná', streetNumber: '12', postalCode: '811 01', city: 'Bratislava' },
      'Hlavná 12, 811 01 Bratislava',
    ],
    [
      { streetName: ' Hlavná ', streetNumber: '', postalCode: '811 01', city: 'Bratislava' },
      'Hlavná, 811 01 Bratislava',
    ],
    [{ streetName: 'Hlavná', streetNumber: '  ', postalCode: '8110', city: 'Bratislava' }, 'Hlavná, 8110 Bratislava'],
    [{ postalCode: '8110', city: 'Bratislava' }, '8110 Bratislava'],
    [{ streetName: 'Hlavná', streetNumber: '12' }, 'Hlavná 12'],
    [{ firstName: 'Eva', company: 'ACME' }, ''],
  ])('%o is %j', (address, expected) => {
    expect(formatAddressLine(address)).toBe(expected);
  });
});
