// spec/1 §2.1: "Routes must not contain quote characters." A quote in a URL is the classic way to break out of
// an HTML attribute or a script string, so a path carrying one is never a route (the router answers 404, spec/1
// §8 "route validation failure gives 404"). The spec does not say which quotes or whether their encoded forms
// count; the three ASCII quotes (" ' `) are refused raw and percent-encoded (%22 %27 %60), since a later decode
// would bring them back.
const QUOTE = /["'`]|%(?:22|27|60)/i;

/** The path carries no quote character, raw or percent-encoded; a path that does is never a route. */
export function isQuoteFreePath(path: string): boolean {
  return !QUOTE.test(path);
}
