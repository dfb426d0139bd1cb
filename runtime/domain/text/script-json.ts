// SEO: JSON-LD inside <script type="application/ld+json"> must not let store data (a product name, a
// review) end the script element or open a comment: `</script>` or `<!--` in a value would. Escaping every
// `<`, `>` and `&` as \u escapes keeps the JSON identical to a JSON parser and inert to the HTML parser; U+2028
// and U+2029 are escaped for old JavaScript parsers.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text safe to place inside an HTML <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character] as string);
}
