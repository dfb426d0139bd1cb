import { describe, expect, it } from 'vitest';
import { bareQuery, queryParams, withoutQueryParam, withQuery } from './query-string.ts';

describe('query-string helpers (spec/1 §9.6 "keeping the query"; spec/3 §2 "with the remaining query values")', () => {
  it('parses a string as a browser does and passes parsed parameters through', () => {
    expect(queryParams('?a=x%20y&a=z+w').getAll('a')).toEqual(['x y', 'z w']);
    const params = new URLSearchParams('b=1');
    expect(queryParams(params)).toBe(params);
  });

  it.each([
    ['?a=1', 'a=1'],
    ['a=1', 'a=1'],
    ['', ''],
  ])('bareQuery(%j) is %j', (query, bare) => {
    expect(bareQuery(query)).toBe(bare);
  });

  it.each([
    ['page=1&q=x', 'page', '1'],
    ['q=x&page=2&page=1', 'page', '2'],
    ['q=x&page', 'page', ''],
    ['pages=1&q=page', 'page', null],
    ['q=%31&page=%31', 'page', '1'],
    ['pag%65=%31', 'page', '1'],
    ['page=+1', 'page', ' 1'],
    ['', 'page', null],
  ])('decisions read decoded values: queryParams(%j).get(%j) is %j', (query, name, value) => {
    expect(queryParams(query).get(name)).toBe(value);
  });

  it.each([
    ['page=1&q=a%20b', 'page', 'q=a%20b'],
    ['a=1&page=1&b=%2F&page=3', 'page', 'a=1&b=%2F'],
    ['page&pages=2', 'page', 'pages=2'],
    ['hash=&x=1', 'hash', 'x=1'],
    ['a=1&&b=2', 'z', 'a=1&b=2'],
    ['page=1', 'page', ''],
    // Matched by the decoded name, as the decision read it; the rest stays as received, never re-encoded.
    ['pag%65=1&q=a+b&x=%2f', 'page', 'q=a+b&x=%2f'],
    ['p%61ge&q=%E9', 'page', 'q=%E9'],
    ['page%3D1=2&q=x', 'page', 'page%3D1=2&q=x'],
    ['?hash=abc&utm_source=mail', 'hash', 'utm_source=mail'],
    ['=x&page=1&a', 'page', '=x&a'],
  ])('withoutQueryParam(%j, %j) keeps every other parameter byte for byte: %j', (query, name, rest) => {
    expect(withoutQueryParam(query, name)).toBe(rest);
  });

  it.each([
    ['/', '', '/'],
    ['/a/', 'x=1', '/a/?x=1'],
  ])('withQuery(%j, %j) is %j', (path, query, url) => {
    expect(withQuery(path, query)).toBe(url);
  });
});
