import { describe, expect, it } from 'vitest';
import { RESERVED_PREFIXES } from '../../../generated/index.ts';
import { isReservedPath } from './reserved-path.ts';

describe('isReservedPath (spec/1 §2.1 reserved prefixes: hidden /., build /__, api /api, font /font)', () => {
  it('reads the prefixes from the route config', () => {
    expect(RESERVED_PREFIXES).toEqual(['/.', '/__', '/api', '/font']);
  });

  it.each([
    '/.well-known/security.txt',
    '/.env',
    '/__vite_ping',
    '/__data.json',
    '/api',
    '/api/',
    '/api/cart',
    '/font',
    '/font/inter.woff2',
  ])('%s is fixed, never content', (path) => {
    expect(isReservedPath(path)).toBe(true);
  });

  it.each(['/', '/apiary-tools/', '/fontana-drill-12345678', '/my-account', '/nl/api', '/search', '/a.b', '/_x'])(
    '%s is not reserved (a word prefix reserves a whole segment only)',
    (path) => {
      expect(isReservedPath(path)).toBe(false);
    },
  );
});
