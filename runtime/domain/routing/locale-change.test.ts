import { describe, expect, it } from 'vitest';
import { decideLocaleChange, LOCALE_COOKIE, localeChangePath } from './locale-change.ts';

describe('locale change (spec/1 §4, §9.7)', () => {
  it('keeps the cookie 365 days on path / with SameSite Lax', () => {
    expect(LOCALE_COOKIE).toMatchObject({ maxAgeSeconds: 31_536_000, path: '/', sameSite: 'Lax' });
  });

  it('links with the locale and the return path', () => {
    expect(localeChangePath('fr-CH', '/fr/login')).toBe('/api/locale?to=fr-CH&path=%2Ffr%2Flogin');
    expect(localeChangePath('nl-BE', null)).toBe('/api/locale?to=nl-BE');
  });

  it("accepts only the country's own locales", () => {
    expect(decideLocaleChange('ch', 'it-CH', '/it/login')).toEqual({ locale: 'it-CH', location: '/it/login' });
    expect(decideLocaleChange('ch', 'nl-BE', '/')).toBeNull();
    expect(decideLocaleChange('ch', 42, '/')).toBeNull();
  });

  it("sends a path that could leave the shop to the language's home instead (no open redirect)", () => {
    expect(decideLocaleChange('be', 'nl-BE', '//evil.example/')).toEqual({ locale: 'nl-BE', location: '/nl' });
    expect(decideLocaleChange('be', 'fr-BE', 'https://evil.example/')).toEqual({ locale: 'fr-BE', location: '/' });
    expect(decideLocaleChange('be', 'fr-BE', undefined)).toEqual({ locale: 'fr-BE', location: '/' });
  });
});
