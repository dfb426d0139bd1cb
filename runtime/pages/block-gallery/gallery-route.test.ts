// The block gallery (ADR 009): its paths in each language of a country (spec/1 §2.1 language prefixes, reserved /__),
// its vike route function against the catch-all slug route, and its links to other countries' galleries.
import { describe, expect, it } from 'vitest';
import slugRoute from '../slug/+route.ts';
import route from './+route.ts';
import { countryOrigin } from './country-origin.ts';
import { BLOCK_GALLERY_PATH, blockGalleryLanguage, blockGalleryPath } from '../../view/gallery-path.ts';

const at = (url: string) => {
  const parsed = new URL(url);
  return { urlOriginal: url, urlParsed: { origin: parsed.origin, pathname: parsed.pathname } };
};

describe('the block gallery paths (spec/1 §2.1)', () => {
  it('is /__blocks in the default language and /<prefix>/__blocks in the others', () => {
    expect(BLOCK_GALLERY_PATH).toBe('/__blocks');
    expect(blockGalleryPath('de', 'de')).toBe('/__blocks');
    expect(blockGalleryPath('ch', 'de')).toBe('/__blocks');
    expect(blockGalleryPath('ch', 'fr')).toBe('/fr/__blocks');
    expect(blockGalleryPath('be', 'nl')).toBe('/nl/__blocks');
  });

  it('reads the language of a gallery path, and only of its canonical forms', () => {
    expect(blockGalleryLanguage('de', '/__blocks')).toBe('de');
    expect(blockGalleryLanguage('ch', '/__blocks')).toBe('de');
    expect(blockGalleryLanguage('ch', '/fr/__blocks')).toBe('fr');
    expect(blockGalleryLanguage('ch', '/it/__blocks')).toBe('it');
    // The default language's prefix is not canonical; another country's language is no language here.
    expect(blockGalleryLanguage('ch', '/de/__blocks')).toBeNull();
    expect(blockGalleryLanguage('de', '/fr/__blocks')).toBeNull();
    expect(blockGalleryLanguage('de', '/__blocks/')).toBeNull();
    expect(blockGalleryLanguage('de', '/__blocks/faq')).toBeNull();
    expect(blockGalleryLanguage('de', '/__blocksx')).toBeNull();
    expect(blockGalleryLanguage('de', '/blocks')).toBeNull();
  });
});

describe('the block gallery route (vike route function)', () => {
  it('matches the gallery in each language, ahead of every other route', () => {
    expect(route(at('http://de.localhost:3000/__blocks'))).toEqual({ precedence: 1 });
    expect(route(at('http://ch.localhost:3000/fr/__blocks'))).toEqual({ precedence: 1 });
    expect(route(at('https://www.multishop.gr/__blocks'))).toEqual({ precedence: 1 });
  });

  it('matches nothing else, and no host that is not a shop', () => {
    expect(route(at('http://ch.localhost:3000/de/__blocks'))).toBe(false);
    expect(route(at('http://de.localhost:3000/fr/__blocks'))).toBe(false);
    expect(route(at('http://de.localhost:3000/'))).toBe(false);
    expect(route(at('http://de.localhost:3000/bohrmaschinen/'))).toBe(false);
    expect(route(at('http://example.com/__blocks'))).toBe(false);
  });

  it('is a path the catch-all slug route never takes (spec/1 §2.1 /__ is never content)', () => {
    expect(slugRoute(at('http://de.localhost:3000/__blocks'))).toBe(false);
    expect(slugRoute(at('http://de.localhost:3000/bohrmaschinen/'))).not.toBe(false);
  });
});

describe("another country's origin (the gallery's country switcher)", () => {
  it('locally, <cc>.localhost on the same port, from a country host or a bare localhost', () => {
    expect(countryOrigin('http://de.localhost:3000', 'cz')).toBe('http://cz.localhost:3000');
    expect(countryOrigin('http://localhost:4173', 'gr')).toBe('http://gr.localhost:4173');
    expect(countryOrigin('http://sk.localhost', 'de')).toBe('http://de.localhost');
  });

  it("in production, the country's own domain over the same protocol", () => {
    expect(countryOrigin('https://www.multishop.de', 'cz')).toBe('https://www.multishop.cz');
    expect(countryOrigin('https://multishop.de', 'gb')).toBe('https://www.multishop.co.uk');
  });

  it('nothing for a host that is no shop', () => {
    expect(countryOrigin('https://example.com', 'de')).toBeNull();
    expect(countryOrigin('http://xx.localhost:3000', 'de')).toBeNull();
    // ADR 030: an IP literal names no shop.
    expect(countryOrigin('http://127.0.0.1:3000', 'de')).toBeNull();
  });
});
