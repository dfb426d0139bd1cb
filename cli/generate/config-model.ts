import type { Country, Currency, FooterConfig, Language, Route, RouteConfig } from '../../generated/types.ts';
import { routeParams } from '../project/route-params.ts';
import { localeCode, type ValidProject } from '../validate/project-model.ts';

/** One language-country combination (spec/1 §3 Locale). */
export interface LocaleModel {
  code: string;
  label: string;
  language: string;
  country: string;
  /** Translation file of the locale. */
  file: string;
  domain: string;
  /** URL prefix, '' for the country's default language (spec/1 §2.1). */
  pathPrefix: string;
  isDefaultLanguage: boolean;
  fallbacks: string[];
  /** Search index name: stage or production prefix, a dot, language-country (spec/1 §3 Locale). */
  searchIndex: string;
  parcelTrackingId: string;
  recommendation: Country['languages'][number]['recommendation'];
}

export interface CountryShippingModel {
  currency: string;
  freeAbove: number;
  parcelFee: number;
  freightFee: number;
  lowStock: { high: number; low: number };
  temporary: NonNullable<NonNullable<Country['shipping']>['temporary']>;
}

export interface RouteModel extends Route {
  /** Parameter names with whether each is optional, in path order. */
  params: Array<{ name: string; optional: boolean }>;
}

/** Everything the templates render, derived once from the validated project and sorted for stable output. */
export interface ConfigModel {
  countries: Array<Omit<Country, '$schema'>>;
  defaultCountry: string;
  currencies: Currency[];
  defaultCurrency: string;
  languages: Language[];
  locales: LocaleModel[];
  /** country → language → locale code */
  countryLocales: Record<string, Record<string, string>>;
  shippingByCountry: Record<string, CountryShippingModel>;
  shippingByCurrency: ValidProject['shipping']['data']['byCurrency'];
  routes: RouteModel[];
  routing: Omit<RouteConfig, '$schema' | 'routes'>;
  /** country → language → route key → path pattern with prefix and trailing slash applied */
  routePaths: Record<string, Record<string, Record<string, string>>>;
  /** The footer's columns, brands, social links, logos and query parameters, as countries/footer.json has them. */
  footer: Omit<FooterConfig, '$schema'>;
  project: {
    defaultCountry: string;
    timeZone: string;
    storeIdPrefix: string;
    searchIndexPrefix: string;
    server: { host: string; port: number };
    liveUpdates: { port: number };
  };
}

export function buildConfigModel(project: ValidProject): ConfigModel {
  const countries = project.countries
    .map(({ data }) => withoutSchemaKey(data))
    .sort((a, b) => a.code.localeCompare(b.code));
  const languages = project.languages.data.languages;
  const nativeName = new Map(languages.map((language) => [language.code, language.nativeName]));
  const { $schema: _routesSchema, routes: routeList, ...routing } = project.routes.data;
  const routes = routeList.map((route) => ({ ...route, params: routeParams(route.path) }));

  const locales: LocaleModel[] = [];
  const countryLocales: ConfigModel['countryLocales'] = {};
  const routePaths: ConfigModel['routePaths'] = {};
  const shippingByCountry: ConfigModel['shippingByCountry'] = {};
  for (const country of countries) {
    countryLocales[country.code] = {};
    routePaths[country.code] = {};
    for (const entry of country.languages) {
      const code = localeCode(entry.language, country.code);
      const isDefaultLanguage = entry.language === country.defaultLanguage;
      const pathPrefix = isDefaultLanguage ? '' : entry.pathPrefix;
      locales.push({
        code,
        label: `${nativeName.get(entry.language) ?? entry.language} (${country.label})`,
        language: entry.language,
        country: country.code,
        file: `${code}.json`,
        domain: country.prodDomain,
        pathPrefix,
        isDefaultLanguage,
        fallbacks: entry.fallbacks,
        searchIndex: `${project.config.searchIndexPrefix}.${code}`,
        parcelTrackingId: entry.parcelTrackingId,
        recommendation: entry.recommendation,
      });
      countryLocales[country.code]![entry.language] = code;
      routePaths[country.code]![entry.language] = Object.fromEntries(
        routes.map((route) => [route.key, localizedRoutePath(route, country, entry.language, pathPrefix)]),
      );
    }
    const base = project.shipping.data.byCurrency[country.currency]!;
    shippingByCountry[country.code] = {
      currency: country.currency,
      freeAbove: country.shipping?.freeAbove ?? base.freeAbove,
      parcelFee: country.shipping?.parcelFee ?? base.parcelFee,
      freightFee: country.shipping?.freightFee ?? base.freightFee,
      lowStock: base.lowStock,
      temporary: country.shipping?.temporary ?? [],
    };
  }

  return {
    countries,
    defaultCountry: countries.find((country) => country.isDefault)!.code,
    currencies: project.currencies.data.currencies,
    defaultCurrency: project.currencies.data.defaultCurrency,
    languages,
    locales,
    countryLocales,
    shippingByCountry,
    shippingByCurrency: project.shipping.data.byCurrency,
    routes,
    routing,
    routePaths,
    footer: withoutSchemaKey(project.footer.data),
    project: {
      defaultCountry: project.config.defaultCountry,
      timeZone: project.config.timeZone,
      storeIdPrefix: project.config.storeIdPrefix,
      searchIndexPrefix: project.config.searchIndexPrefix,
      server: project.config.server,
      liveUpdates: project.config.liveUpdates,
    },
  };
}

/**
 * The path of a route in one country and language (spec/1 §2.1): the native path where native routing is on,
 * the translated slug where there is one, the language prefix unless it is the country's default language,
 * and a trailing slash where the route's rule wants one.
 */
export function localizedRoutePath(route: Route, country: Country, language: string, pathPrefix: string): string {
  const base =
    (country.flags.nativeRouting ? route.nativePath : undefined) ?? route.localizedPaths?.[language] ?? route.path;
  const prefixed = pathPrefix ? (base === '/' ? `/${pathPrefix}` : `/${pathPrefix}${base}`) : base;
  return route.trailingSlash && prefixed !== '/' ? `${prefixed}/` : prefixed;
}

function withoutSchemaKey<T extends { $schema?: string }>(data: T): Omit<T, '$schema'> {
  const { $schema: _schema, ...rest } = data;
  return rest;
}
