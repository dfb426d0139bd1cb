// ADR 015: the page context a document carries to the browser, in the format vike's client parses
// (@brillout/json-serializer: JSON whose strings starting with '!' encode what JSON cannot — undefined, dates, maps
// … — and escape a string that starts with '!' itself). A page's data is plain JSON almost always; then the format is
// JSON.stringify's output, which the native serializer writes several times faster than the library's replacer
// (a JavaScript call for every value). Anything else goes through the library, so the bytes are the same either way
// (page-context-json.server.test.ts compares the two over generated values). A property that is not enumerable is
// left out by both (JSON.stringify writes enumerable properties only; the library's replacer hands JSON.stringify the
// value itself): a first page's static blocks keep their HTML so, for the server's render only (ADR 018,
// blocks/load-blocks.server.ts). A toJSON would not do: the library serializes the value, not what toJSON returns.
import { stringify } from '@brillout/json-serializer/stringify';

const MAX_DEPTH = 64;

/** True when JSON.stringify writes `value` as the library would: nothing the library encodes, nothing dropped. */
function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case 'string':
      return value.length === 0 || value.charCodeAt(0) !== 33; // '!'
    case 'number':
      return Number.isFinite(value);
    case 'boolean':
      return true;
    case 'object': {
      if (value === null) return true;
      if (depth > MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) {
          // A hole reads as undefined: the library writes it '!undefined', JSON.stringify null.
          if (!isPlainJson(value[index], depth + 1)) return false;
        }
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      if ('toJSON' in value) return false;
      // for…in visits the enumerable properties, those JSON.stringify writes.
      for (const key in value) {
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
      }
      return true;
    }
    default:
      // undefined, functions, symbols, bigints: the library encodes or refuses them.
      return false;
  }
}

/**
 * `value` serialized for a `<script type="application/json">` as vike writes a page context: the library's format,
 * `<` escaped (no closing tag can end the script early) and `/` escaped (vike's choice, against URL crawling).
 */
export function pageContextJson(value: unknown): string {
  const json = isPlainJson(value, 0)
    ? JSON.stringify(value)
    : stringify(value, { forbidReactElements: true, htmlScriptSafe: false });
  return json.replaceAll('<', '\\u003c').replaceAll('/', '\\/');
}
