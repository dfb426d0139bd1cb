import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './same-site-path.ts';

describe('isSameSitePath (spec/3 §2 redirect_to; no open redirect)', () => {
  it.each(['/', '/my-account', '/de/drills/?page=2', '/caf%C3%A9/', '/a:b', '/search?q=a%20b#top'])(
    'accepts %s',
    (value) => {
      expect(isSameSitePath(value)).toBe(true);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/'],
    ['backslash as second character', '/\\evil.example'],
    ['a backslash anywhere', '/a\\b'],
    ['a double slash inside', '/a//evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['no leading slash', 'my-account'],
    ['empty', ''],
    ['a tab, which browsers drop (/\\t/evil → //evil)', '/\t/evil.example'],
    ['a new line', '/a\nb'],
    ['a space', '/a b'],
    ['a NUL', '/a\u0000'],
    ['DEL', '/a\u007f'],
    ['non-ASCII', '/café'],
  ])('rejects %s: %j', (_what, value) => {
    expect(isSameSitePath(value)).toBe(false);
  });
});
