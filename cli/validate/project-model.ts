import type {
  Country,
  CurrencyTable,
  FooterConfig,
  LanguageTable,
  RouteConfig,
  ShippingTable,
} from '../../generated/types.ts';
import type { ResolvedProjectConfig } from '../project/project-config.ts';
import type { BlockLibrary } from './check-blocks.ts';

/** A file whose content has passed its schema. */
export interface Checked<T> {
  path: string;
  data: T;
}

/** The files that passed their schemas; cross-file checks and generators work on these. */
export interface CheckedProject {
  config: ResolvedProjectConfig;
  /**
   * What every country file that parsed says of itself, valid or not, so that one broken country file does not
   * also make the default-country check or every fallback to its locales look wrong.
   */
  declared: DeclaredCountry[];
  declaredLocales: ReadonlySet<string>;
  countries: Checked<Country>[];
  currencies?: Checked<CurrencyTable>;
  languages?: Checked<LanguageTable>;
  shipping?: Checked<ShippingTable>;
  routes?: Checked<RouteConfig>;
  footer?: Checked<FooterConfig>;
  /** The block library's folders that passed their checks (spec/1 §2.9). */
  blocks?: BlockLibrary;
}

/** A country file read leniently: its code (or the file name's), whether it says it is the default, its locales. */
export interface DeclaredCountry {
  path: string;
  code: string;
  isDefault: boolean;
  locales: string[];
}

/** A project with no problem at all: every table present and valid. */
export type ValidProject = Required<CheckedProject>;

/** Locale code of a country's language: lower-case language, dash, upper-case country (spec/1 §3 Locale). */
export function localeCode(language: string, country: string): string {
  return `${language}-${country.toUpperCase()}`;
}
