import type { RouteKey } from '../../generated/index.ts';

/** The routes a banner may link to (schema.json routeKey): pages without parameters (spec/1 §2.1). */
export const HERO_BANNER_ROUTE_KEYS = [
  'home',
  'search',
  'login',
  'createAccount',
  'myAccount',
  'loyaltyCard',
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

export type HeroBannerRouteKey = (typeof HERO_BANNER_ROUTE_KEYS)[number];
