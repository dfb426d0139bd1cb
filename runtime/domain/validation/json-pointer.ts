/** Escapes one reference token of a JSON pointer (RFC 6901 §3). */
export function pointerToken(token: string | number): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A JSON pointer from its tokens: ('a', 0, 'b/c') → '/a/0/b~1c'. */
export function joinPointer(...tokens: Array<string | number>): string {
  return tokens.map((token) => `/${pointerToken(token)}`).join('');
}

/** The value a JSON pointer names in a document, or undefined where there is none. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  if (!pointer) return document;
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}
