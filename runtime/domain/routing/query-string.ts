/**
 * Query-string helpers for the URL rules. The redirect and newsletter rules must hand the query on "URL-encoded
 * as received" (spec/1 §9.6: "keeping the query"; spec/3 §2: "with the remaining query values"), so they work
 * on the raw `a=1&b=2` text and never decode and re-encode it.
 */

/** What the listing and page rules read a query from: a `URLSearchParams` or anything with the same getters. */
export interface QueryParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** A raw query string (with or without its leading `?`) or parsed parameters. */
export type QueryInput = string | QueryParamsLike;

/** Parsed parameters of a query input; a string is parsed as a browser would (`+` is a space, `%xx` decoded). */
export function queryParams(input: QueryInput): QueryParamsLike {
  return typeof input === 'string' ? new URLSearchParams(input) : input;
}

/** The query without its leading `?`. */
export function bareQuery(query: string): string {
  return query.startsWith('?') ? query.slice(1) : query;
}

/** The raw (still URL-encoded) value of the first `name` parameter, `''` for a bare `name`, or null if absent. */
export function firstRawQueryValue(query: string, name: string): string | null {
  for (const part of query.split('&')) {
    if (part === name) return '';
    if (part.startsWith(name) && part.charCodeAt(name.length) === 61 /* = */) return part.slice(name.length + 1);
  }
  return null;
}

/** The raw query without any `name` parameter; every other parameter is kept byte for byte, in order. */
export function withoutQueryParam(query: string, name: string): string {
  return query
    .split('&')
    .filter((part) => part !== '' && part !== name && !part.startsWith(`${name}=`))
    .join('&');
}

/** A path with its raw query appended, if there is one. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}
