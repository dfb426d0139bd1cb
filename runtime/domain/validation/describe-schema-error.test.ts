import { describe, expect, it } from 'vitest';
import { describeSchemaError, type SchemaError } from './describe-schema-error.ts';
import { joinPointer, valueAtPointer } from './json-pointer.ts';
import { known } from './suggest.ts';

const data = {
  shipping: { parcelFee: -1 },
  flags: { extraGuarante: true, 'a/b': 1 },
  list: [1, 1],
  code: 'xx',
  long: 'x'.repeat(100),
  one: [1],
};
const at = (error: Partial<SchemaError> & { keyword: string }) =>
  describeSchemaError({ instancePath: '', params: {}, ...error }, data);

// Messages that say what was expected and what was found (CONVENTIONS §9; `multishop validate`; the API's 400s).
describe('describeSchemaError', () => {
  it.each<[string, Partial<SchemaError> & { keyword: string }, { pointer: string; message: string }]>([
    [
      'a missing property points at it',
      { keyword: 'required', instancePath: '/shipping', params: { missingProperty: 'freeAbove' } },
      { pointer: '/shipping/freeAbove', message: 'is required' },
    ],
    [
      'a property required with another points at the missing one',
      { keyword: 'dependentRequired', params: { property: 'cartId', missingProperty: 'version' } },
      { pointer: '/version', message: 'is required with cartId' },
    ],
    [
      'an unknown property suggests the near one',
      {
        keyword: 'additionalProperties',
        instancePath: '/flags',
        params: { additionalProperty: 'extraGuarante' },
        parentSchema: { properties: { extraGuarantee: {}, liveUpdates: {} } },
      },
      { pointer: '/flags/extraGuarante', message: 'is not a known property (did you mean "extraGuarantee"?)' },
    ],
    [
      'an unknown property with nothing near, and no schema at hand',
      { keyword: 'additionalProperties', instancePath: '/flags', params: { additionalProperty: 'a/b' } },
      { pointer: '/flags/a~1b', message: 'is not a known property' },
    ],
    [
      'a key that is not allowed',
      { keyword: 'propertyNames', instancePath: '/byCurrency', params: { propertyName: 'eur' } },
      { pointer: '/byCurrency/eur', message: 'is not an allowed key here' },
    ],
    [
      'a value outside its enum',
      { keyword: 'enum', instancePath: '/code', params: { allowedValues: ['de', 'at'] } },
      { pointer: '/code', message: 'must be one of "de", "at" (got "xx")' },
    ],
    [
      'a value that must be one constant',
      { keyword: 'const', instancePath: '/code', params: { allowedValue: 'sk' } },
      { pointer: '/code', message: 'must be "sk" (got "xx")' },
    ],
    [
      'a wrong type',
      { keyword: 'type', instancePath: '/shipping/parcelFee', params: { type: 'string' } },
      { pointer: '/shipping/parcelFee', message: 'must be string (got -1)' },
    ],
    [
      'a pattern',
      { keyword: 'pattern', instancePath: '/code', params: { pattern: '^[A-Z]{2}$' } },
      { pointer: '/code', message: 'must match the pattern ^[A-Z]{2}$ (got "xx")' },
    ],
    [
      'a format, with a long value shortened',
      { keyword: 'format', instancePath: '/long', params: { format: 'email' } },
      { pointer: '/long', message: `must be a valid email (got "${'x'.repeat(76)}...)` },
    ],
    [
      'too few items',
      { keyword: 'minItems', instancePath: '/list', params: { limit: 3 }, message: 'must NOT have fewer than 3 items' },
      { pointer: '/list', message: 'must NOT have fewer than 3 items (got 2)' },
    ],
    [
      'too few items where there is no list',
      { keyword: 'minItems', instancePath: '/nothing', params: { limit: 1 } },
      { pointer: '/nothing', message: 'minItems (got 0)' },
    ],
    [
      'a repeated item',
      { keyword: 'uniqueItems', instancePath: '/list', params: { i: 1, j: 0 } },
      { pointer: '/list', message: 'must not repeat an item (items 0 and 1 are the same)' },
    ],
    [
      'any other rule, with the value found',
      { keyword: 'minimum', instancePath: '/shipping/parcelFee', params: {}, message: 'must be >= 0' },
      { pointer: '/shipping/parcelFee', message: 'must be >= 0 (got -1)' },
    ],
    [
      'a wrong type, where an array or an object was found',
      { keyword: 'type', instancePath: '/list', params: { type: 'string' } },
      { pointer: '/list', message: 'must be string (got an array of 2 items)' },
    ],
    [
      'a wrong type, where an object was found',
      { keyword: 'type', instancePath: '/shipping', params: { type: 'array' } },
      { pointer: '/shipping', message: 'must be array (got an object)' },
    ],
    [
      'a wrong type, where a one-item array was found',
      { keyword: 'type', instancePath: '/one', params: { type: 'string' } },
      { pointer: '/one', message: 'must be string (got an array of 1 item)' },
    ],
    [
      'any other rule, where there is no value',
      { keyword: 'not', instancePath: '/nothing', params: {} },
      { pointer: '/nothing', message: 'not' },
    ],
  ])('%s', (_name, error, expected) => {
    expect(at(error)).toEqual(expected);
  });
});

it('describes a value nested 100,000 deep without overflowing the stack', () => {
  let deep: unknown = 1;
  for (let level = 0; level < 100_000; level += 1) deep = [deep];
  expect(describeSchemaError({ keyword: 'type', instancePath: '', params: { type: 'object' } }, deep)).toEqual({
    pointer: '',
    message: 'must be object (got an array of 1 item)',
  });
});

describe('JSON pointers (RFC 6901)', () => {
  it('escapes ~ and / in tokens and finds values through them', () => {
    expect(joinPointer('flags', 'a/b', 0, 'x~y')).toBe('/flags/a~1b/0/x~0y');
    expect(valueAtPointer(data, '/flags/a~1b')).toBe(1);
    expect(valueAtPointer(data, '')).toBe(data);
    expect(valueAtPointer(data, '/code/deeper')).toBeUndefined();
  });
});

describe('known (the list a message offers)', () => {
  it('lists what is known, sorted, with a suggestion first when one is near', () => {
    expect(known(['EUR', 'DKK', 'SEK'], 'DKR')).toBe('did you mean "DKK"? known: DKK, EUR, SEK');
    expect(known(['EUR', 'DKK'], 'XYZQ')).toBe('known: DKK, EUR');
  });
});
