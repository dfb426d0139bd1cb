// Issue 11 part 3: the page context's JSON is byte for byte what vike's serializer writes, whatever the value.
import fc from 'fast-check';
import { stringify } from '@brillout/json-serializer/stringify';
import { parse } from '@brillout/json-serializer/parse';
import { describe, expect, it } from 'vitest';
import { pageContextJson } from './page-context-json.server.ts';

/** What vike writes into `<script id="vike_pageContext">` (vike serializeContext.js serializeValue). */
const vikes = (value: unknown) =>
  stringify(value, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: true } });

const text = fc.oneof(
  fc.string(),
  fc.string().map((value) => `!${value}`),
  fc.constantFrom('</script><script>alert(1)</script>', '!undefined', '!Date:2026', '/p/x', '<!--', 'ü€😀'),
);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 5 }),
})).node;

describe('pageContextJson', () => {
  it('writes what vike writes, for any value (plain JSON or not)', () => {
    fc.assert(
      fc.property(value, (generated) => {
        expect(pageContextJson(generated)).toBe(vikes(generated));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps what vike keeps: undefined, dates, "!" strings and holes come back as they were', () => {
    const original = { a: undefined, d: new Date('2026-11-25T10:00:00Z'), s: '!important', list: [1, undefined, 3] };
    const json = pageContextJson(original);
    expect(parse(json)).toEqual(original);
  });

  it('cannot end its script early or be read as markup', () => {
    const json = pageContextJson({ name: '</script><img src=x onerror=alert(1)>', url: 'https://example.com/' });
    expect(json).not.toContain('<');
    expect(json.replaceAll('\\/', '')).not.toContain('/');
    expect(JSON.parse(json)).toEqual({ name: '</script><img src=x onerror=alert(1)>', url: 'https://example.com/' });
  });

  it('refuses a function or a React element, as vike does', () => {
    expect(() => pageContextJson({ f: () => 1 })).toThrow(/function/);
  });
});
