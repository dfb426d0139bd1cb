/**
 * The one query parser of the URL rules. Decisions read DECODED values, as a browser and the listing read them
 * (`URLSearchParams`: `+` is a space, `%xx` decoded), so `page=%31` is the first-page marker as much as `page=1`.
 * A query the shop hands on must stay "URL-encoded as received" (spec/1 §9.6: "keeping the query"; spec/3 §2:
 * "with the remaining query values"), so a parameter that is kept is written back with its raw text, never
 * decoded and re-encoded.
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

/**
 * The raw query without the parameters whose DECODED name is `name` (`pag%65=1` is a `page` parameter too); every
 * other parameter keeps its raw text, in order; empty parts (`a=1&&b=2`) are dropped.
 */
export function withoutQueryParam(query: string, name: string): string {
  // The WHATWG form-urlencoded parser splits on `&` and skips empty parts, so its entries and the non-empty raw
  // parts correspond one to one: the parser decodes, the raw part is what is written back.
  const bare = bareQuery(query);
  const parts = bare.split('&').filter((part) => part !== '');
  const names = [...new URLSearchParams(bare).keys()];
  return parts.filter((_part, index) => names[index] !== name).join('&');
}

/** A path with its raw query appended, if there is one. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}
