import { describe, expect, it } from 'vitest';
import { schemaAjv } from './schema-ajv.server.ts';

describe('schemaAjv', () => {
  const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' } } };

  it('checks the standard formats', () => {
    const validate = schemaAjv().compile(schema);
    expect(validate({ email: 'jana@example.com' })).toBe(true);
    expect(validate({ email: 'not an address' })).toBe(false);
  });

  it('knows only the formats named, when some are', () => {
    const ajv = schemaAjv({}, ['email']);
    expect(ajv.compile(schema)({ email: 'x' })).toBe(false);
    expect(() => ajv.compile({ type: 'string', format: 'uri' })).toThrow(/unknown format "uri"/);
  });

  it('is strict: an unknown keyword is an error, not ignored', () => {
    expect(() => schemaAjv().compile({ type: 'string', minLenght: 3 })).toThrow(/strict mode/);
  });

  it('takes the caller’s options', () => {
    const validate = schemaAjv({ useDefaults: true }).compile({
      type: 'object',
      properties: { n: { type: 'integer', default: 3 } },
    });
    const data: { n?: number } = {};
    validate(data);
    expect(data.n).toBe(3);
  });
});
