import { describe, expect, it } from 'vitest';
import { requestQueryOf } from './request-query.ts';

describe('requestQueryOf (ADR 014: repeated filter values survive client-side navigation)', () => {
  it("reads the request's own query, every value of a repeated parameter kept", () => {
    const pageContext = {
      requestQuery: 'brand=Voltaro&brand=Bauvera',
      urlParsed: { searchOriginal: '?brand=Bauvera' },
    };
    expect(requestQueryOf(pageContext)).toBe('brand=Voltaro&brand=Bauvera');
  });

  it("falls back to vike's parsed query without the server, without its '?'", () => {
    expect(requestQueryOf({ urlParsed: { searchOriginal: '?q=drill' } })).toBe('q=drill');
    expect(requestQueryOf({ urlParsed: { searchOriginal: null } })).toBe('');
  });
});
