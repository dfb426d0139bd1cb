import { RESERVED_PREFIXES } from '../../../generated/index.ts';

// spec/1 §2.1: "Reserved prefixes that are treated as fixed, never as content: hidden (/.), build (/__),
// api (/api), font (/font)". A prefix that ends in a letter or digit names a whole segment, so /api and /api/x
// are reserved but a content slug that merely starts with the same letters (/apiary-tools, /fontana) is not —
// the spec is silent on this; a shop must not lose every category whose name begins with "font". A prefix that
// ends in punctuation (/., /__) reserves everything that starts with it (/.well-known, /__vite).
const WORD_END = /[a-z0-9]$/i;
const PREFIXES = RESERVED_PREFIXES.map((prefix) => ({ prefix, wholeSegment: WORD_END.test(prefix) }));

/** The path is under a reserved prefix: fixed, never a content page, never redirected (spec/1 §2.1, §9.6). */
export function isReservedPath(path: string): boolean {
  for (const { prefix, wholeSegment } of PREFIXES) {
    if (!path.startsWith(prefix)) continue;
    if (!wholeSegment) return true;
    const next = path.charCodeAt(prefix.length);
    if (Number.isNaN(next) || next === 47 /* / */) return true;
  }
  return false;
}
