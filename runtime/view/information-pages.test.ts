import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, ROUTES, type RouteKey } from '../../generated/index.ts';
import { INFORMATION_ROUTE_KEYS, informationSlug } from './information-pages.ts';

describe('the information pages (spec/1 §2.1)', () => {
  it('are the routes of page kind "information", and only those', () => {
    const information = (Object.keys(ROUTES) as RouteKey[]).filter((key) => ROUTES[key].pageKind === 'information');
    expect([...INFORMATION_ROUTE_KEYS].sort()).toEqual(information.sort());
  });

  it("have the route's path without slashes as their CMS slug, in every language", () => {
    for (const language of LANGUAGE_CODES) {
      expect(informationSlug('privacyData', language)).toBe('privacy-data');
      expect(informationSlug('premiumGuarantee', language)).toBe('premium-gurantee');
    }
  });

  it("take the help centre's translated path (spec/1 §2.1 'slug comes from a translation')", () => {
    expect(informationSlug('helpCentre', 'sk')).toBe('centrum-pomoci');
    expect(informationSlug('helpCentre', 'de')).toBe('hilfe-center');
    expect(informationSlug('helpCentre', 'el')).toBe('kentro-voitheias');
    expect(new Set(LANGUAGE_CODES.map((language) => informationSlug('helpCentre', language))).size).toBe(
      LANGUAGE_CODES.length,
    );
  });
});
