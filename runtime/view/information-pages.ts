import { ROUTES, type LanguageCode, type RouteKey } from '../../generated/index.ts';

/** spec/1 §2.1 the information pages (privacy data … merchant information) and the help centre: CMS pages. */
export const INFORMATION_ROUTE_KEYS = [
  'privacyData',
  'companyInformation',
  'termsAndConditions',
  'payment',
  'returnPolicy',
  'dispatchInformation',
  'batteryRegulations',
  'premiumGuarantee',
  'complaints',
  'bestPricesGuaranteed',
  'ourHistory',
  'inspirations',
  'productRecalls',
  'merchantInformation',
  'helpCentre',
] as const satisfies readonly RouteKey[];

export type InformationRouteKey = (typeof INFORMATION_ROUTE_KEYS)[number];

/**
 * The CMS slug of an information page: its route's path in the language, without slashes — '/privacy-data' is
 * 'privacy-data' in every language; the help centre's path comes from a translation (spec/1 §2.1), so in Slovak
 * it is 'centrum-pomoci'.
 */
export function informationSlug(routeKey: InformationRouteKey, language: LanguageCode): string {
  const route: { readonly path: string; readonly localizedPaths?: Partial<Record<string, string>> } = ROUTES[routeKey];
  return (route.localizedPaths?.[language] ?? route.path).replaceAll('/', '');
}
