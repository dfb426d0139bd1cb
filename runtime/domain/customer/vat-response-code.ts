import { vatCheckResultFromCode, type VatCheckResult } from './vat-check-result.ts';

// spec/3 §7 VAT client: the response is XML with string elements; the code is the text of the string element
// that follows the one reading ErrorCode (key and value pairs, as in an XML-RPC answer:
// <value><string>ErrorCode</string></value><value><string>200</string></value>).
const OPEN_TAG = '<string';
const CLOSE_TAG = '</string>';
const ERROR_CODE_KEY = 'ErrorCode';
const CODE = /^\d{1,9}$/;
const STARTS_WITH_SPACE = /^\s/;

/**
 * The text of each `<string>` element, in order, or null when an element is not closed. Attributes on the tag
 * are allowed; a self-closing `<string/>` is an empty text. A scan with indexOf: the answer is small and a DOM
 * parser is not available everywhere the rule runs.
 */
function stringElements(xml: string): string[] | null {
  const texts: string[] = [];
  let from = 0;
  for (;;) {
    const open = xml.indexOf(OPEN_TAG, from);
    if (open === -1) return texts;
    const tagEnd = xml.indexOf('>', open + OPEN_TAG.length);
    if (tagEnd === -1) return null;
    const tag = xml.slice(open + OPEN_TAG.length, tagEnd);
    // `<stringFoo>` is another element, not a string element.
    if (tag !== '' && tag !== '/' && !STARTS_WITH_SPACE.test(tag)) {
      from = tagEnd + 1;
      continue;
    }
    if (tag.endsWith('/')) {
      texts.push('');
      from = tagEnd + 1;
      continue;
    }
    const close = xml.indexOf(CLOSE_TAG, tagEnd + 1);
    if (close === -1) return null;
    texts.push(xml.slice(tagEnd + 1, close).trim());
    from = close + CLOSE_TAG.length;
  }
}

/**
 * spec/3 §7: the numeric code after the ErrorCode element, or null when the answer is malformed (no ErrorCode, no
 * element after it, an unclosed element, or a value that is not a number).
 */
export function vatErrorCodeFromXml(xml: string): number | null {
  const texts = stringElements(xml);
  if (texts === null) return null;
  const at = texts.indexOf(ERROR_CODE_KEY);
  const code = at === -1 ? undefined : texts[at + 1];
  return code !== undefined && CODE.test(code) ? Number(code) : null;
}

/** spec/3 §4, §7: the check result of a service answer; an answer that cannot be read counts as couldNotValidate. */
export function vatCheckResultFromXml(xml: string): VatCheckResult {
  const code = vatErrorCodeFromXml(xml);
  return code === null ? 'couldNotValidate' : vatCheckResultFromCode(code);
}
