/** Parameter names of a route path (`/c/{slug}`, `/checkout/thank-you/{orderId?}`), in order. */
export function routeParams(path: string): Array<{ name: string; optional: boolean }> {
  return [...path.matchAll(/\{([a-zA-Z0-9]+)(\?)?\}/g)].map((match) => ({
    name: match[1]!,
    optional: match[2] === '?',
  }));
}
