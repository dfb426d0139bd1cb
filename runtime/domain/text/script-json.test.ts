import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('JSON for a script element (SEO: store data cannot break out of the JSON-LD script)', () => {
  it('escapes what could end the element or open a comment, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', line: 'a\u2028b' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
