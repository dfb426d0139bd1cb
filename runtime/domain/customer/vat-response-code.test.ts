import { describe, expect, it } from 'vitest';
import { vatCheckResultFromXml, vatErrorCodeFromXml } from './vat-response-code.ts';

/** An answer in the service's shape: key and value string elements in pairs (spec/3 §7 VAT client). */
function answer(pairs: Array<[string, string]>): string {
  const params = pairs
    .map(
      ([key, value]) =>
        `<param>\n<value><array><data>\n<value><string>${key}</string></value>\n` +
        `<value><string>${value}</string></value>\n</data></array></value>\n</param>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<params>\n${params}\n</params>\n`;
}

const ANSWER_200 = answer([
  ['UstId_1', 'DE123456789'],
  ['ErrorCode', '200'],
  ['UstId_2', 'ATU12345678'],
  ['Druck', 'nein'],
]);

describe('vatErrorCodeFromXml (spec/3 §7 VAT client: the code after the ErrorCode element)', () => {
  it('reads the code that follows ErrorCode, not the other values', () => {
    expect(vatErrorCodeFromXml(ANSWER_200)).toBe(200);
    expect(vatErrorCodeFromXml(answer([['ErrorCode', '216']]))).toBe(216);
  });

  it('accepts attributes on the element, white space around the text and self-closing empty elements', () => {
    expect(
      vatErrorCodeFromXml('<string/><string type="s">ErrorCode</string><string xml:space="p"> 205 </string>'),
    ).toBe(205);
  });

  it.each([
    ['an empty answer', ''],
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['no ErrorCode', answer([['UstId_1', 'DE123456789']])],
    ['ErrorCode as the last element', '<string>x</string><string>ErrorCode</string>'],
    ['a value that is not a number', answer([['ErrorCode', 'abc']])],
    ['a signed number', answer([['ErrorCode', '-200']])],
    ['a number too long to be a code', answer([['ErrorCode', '2000000000']])],
    ['an empty value', '<string>ErrorCode</string><string/>'],
    ['an element that is not closed', '<string>ErrorCode</string><string>200'],
    ['a tag that is not closed', '<string>ErrorCode</string><string'],
    ['elements that only begin with "string"', '<strings>ErrorCode</strings><stringValue>200</stringValue>'],
  ])('gives null for %s', (_case, xml) => {
    expect(vatErrorCodeFromXml(xml)).toBeNull();
  });
});

describe('vatCheckResultFromXml (spec/3 §4, §7)', () => {
  it.each([
    ['200', 'valid'],
    ['223', 'valid'],
    ['201', 'notValid'],
    ['999', 'couldNotValidate'],
  ])('code %s gives %s', (code, result) => {
    expect(vatCheckResultFromXml(answer([['ErrorCode', code]]))).toBe(result);
  });

  it('gives couldNotValidate for an answer that cannot be read', () => {
    expect(vatCheckResultFromXml('<html>timeout</html>')).toBe('couldNotValidate');
  });
});
