// ADR 015: the page context's JSON is byte for byte what vike's serializer writes, whatever the value.
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
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('hidden')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 5 }),
  // An object with a property that is not enumerable (a first page's static block keeps its HTML so, ADR 018,
  // blocks/load-blocks.server.ts): whatever it holds — a function even — neither serializer writes it.
  hidden: fc
    .tuple(
      tie('object'),
      fc.string({ maxLength: 6 }),
      fc.oneof(
        tie('node'),
        fc.constant(() => 1),
      ),
    )
    .map(([object, key, hiddenValue]) =>
      Object.defineProperty({ ...(object as object) }, key, { value: hiddenValue, enumerable: false }),
    ),
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

  it("leaves out a property that is not enumerable, as vike does: a first page's block HTML stays in its markup", () => {
    const block = Object.defineProperty({ block: 'faq' }, 'html', { value: '<section>…</section>', enumerable: false });
    const data = { blocks: [block, { block: 'review-carousel', props: { limit: 4 } }] };
    expect(pageContextJson(data)).toBe('{"blocks":[{"block":"faq"},{"block":"review-carousel","props":{"limit":4}}]}');
    expect(pageContextJson(data)).toBe(vikes(data));
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
