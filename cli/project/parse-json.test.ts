import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json.ts';

describe('parseJson', () => {
  it('returns the data of valid JSON', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, data: { a: [1, 2] } });
  });

  it('locates a syntax error by line and column where V8 gives its position', () => {
    expect(parseJson('{\n  "a": 1,\n  "b": 2,\n}\n')).toEqual({
      ok: false,
      message: 'is not valid JSON: Expected double-quoted property name (line 4, column 1)',
    });
  });

  it('keeps V8’s quote of the text around the error on one line', () => {
    expect(parseJson('{\n  "a": 1,\n  "b": }\n')).toEqual({
      ok: false,
      message: 'is not valid JSON: Unexpected token \'}\', ..."1,\\n  "b": }\\n" is not valid JSON',
    });
  });

  it('explains a file that ends too early', () => {
    expect(parseJson('{"a": ')).toEqual({ ok: false, message: 'is not valid JSON: Unexpected end of JSON input' });
  });
});
