import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { ConfigModel } from './config-model.ts';

/** A fresh Handlebars environment with the helpers every template may use. */
export function createHandlebars(): typeof Handlebars {
  const handlebars = Handlebars.create();
  // Data is printed as JSON, which is also a valid TypeScript expression; `as const` in the template types it.
  handlebars.registerHelper('json', (value: unknown) => JSON.stringify(value, null, 2));
  // `(concat a b c)`: joins its arguments; Handlebars passes its options object last.
  handlebars.registerHelper('concat', (...args: unknown[]) => args.slice(0, -1).join(''));
  return handlebars;
}

/** Registers every `*.hbs` file of a partials folder under its base name. */
export async function registerPartials(handlebars: typeof Handlebars, dir: string): Promise<void> {
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.hbs')).sort()) {
    handlebars.registerPartial(name.replace(/\.hbs$/, ''), await readFile(path.join(dir, name), 'utf8'));
  }
}

/** Values each template can read, derived from the model in one place. */
export function templateView(model: ConfigModel, countriesDir: string, configFile: string): Record<string, unknown> {
  const byKey = <T, K extends string>(items: T[], key: (item: T) => K) =>
    Object.fromEntries(items.map((item) => [key(item), item])) as Record<K, T>;
  const flagNames = Object.keys(model.countries[0]?.flags ?? {}).filter(
    (name) => typeof Reflect.get(model.countries[0]?.flags ?? {}, name) === 'boolean',
  );
  return {
    countriesByCode: byKey(model.countries, (country) => country.code),
    countryCodes: model.countries.map((country) => country.code),
    defaultCountry: model.defaultCountry,
    countryByDomain: Object.fromEntries(model.countries.map((country) => [country.prodDomain, country.code])),
    countryRouting: Object.fromEntries(
      model.countries.map((country) => [
        country.code,
        {
          defaultLanguage: country.defaultLanguage,
          nativeRouting: country.flags.nativeRouting,
          languages: country.languages.map(({ language, pathPrefix }) => ({ language, pathPrefix })),
        },
      ]),
    ),
    pathPrefixes: [
      ...new Set(model.countries.flatMap((country) => country.languages.map(({ pathPrefix }) => pathPrefix))),
    ].sort(),
    // What money reads of a currency; the code is the key, and the name stays in currencies.json (no page reads it).
    currenciesByCode: Object.fromEntries(
      model.currencies.map(({ code, fractionDigits, symbolDisplay }) => [code, { fractionDigits, symbolDisplay }]),
    ),
    currencyCodes: model.currencies.map((currency) => currency.code),
    defaultCurrency: model.defaultCurrency,
    languagesByCode: byKey(model.languages, (language) => language.code),
    languageCodes: model.languages.map((language) => language.code),
    localesByCode: byKey(model.locales, (locale) => locale.code),
    localeCodes: model.locales.map((locale) => locale.code),
    countryLocales: model.countryLocales,
    flagNames,
    flagsByCountry: Object.fromEntries(model.countries.map((country) => [country.code, country.flags])),
    countriesWithFlag: Object.fromEntries(
      flagNames.map((name) => [
        name,
        model.countries.filter((country) => Reflect.get(country.flags, name) === true).map((country) => country.code),
      ]),
    ),
    shippingByCurrency: model.shippingByCurrency,
    shippingByCountry: model.shippingByCountry,
    routes: model.routes,
    routesByKey: byKey(model.routes, (route) => route.key),
    routeRules: Object.fromEntries(
      model.routes.map(({ key, pageKind, layout, guard, trailingSlash }) => [
        key,
        { pageKind, layout, guard, trailingSlash },
      ]),
    ),
    routeParamTypes: Object.fromEntries(
      model.routes.map((route) => [
        route.key,
        route.params.length === 0
          ? 'Record<string, never>'
          : `{ ${route.params.map((param) => `${param.name}${param.optional ? '?' : ''}: string`).join('; ')} }`,
      ]),
    ),
    routeKeys: model.routes.map((route) => route.key),
    routePaths: model.routePaths,
    // The reserved prefixes are routing's, which runs in the browser too; the other URL rules are the server's and
    // the checkout's, a generated module of their own (routing.ts) that no page's common code carries.
    reservedPrefixes: model.routing.reservedPrefixes,
    urlRules: Object.fromEntries(Object.entries(model.routing).filter(([name]) => name !== 'reservedPrefixes')),
    footer: model.footer,
    project: model.project,
    dirs: { countries: countriesDir },
    configFile,
  };
}

/** Renders every `*.ts.hbs` of a folder; returns file name (without .hbs) → contents. */
export async function renderTemplateFolder(
  handlebars: typeof Handlebars,
  dir: string,
  view: Record<string, unknown>,
  /** How the header names the folder: templates/generated. */
  templatesLabel: string,
): Promise<Map<string, string>> {
  const rendered = new Map<string, string>();
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.hbs')).sort()) {
    const template = handlebars.compile(await readFile(path.join(dir, name), 'utf8'), { noEscape: true, strict: true });
    const contents = template({ ...view, template: `${templatesLabel}/${name}` });
    rendered.set(name.replace(/\.hbs$/, ''), contents);
  }
  return rendered;
}
