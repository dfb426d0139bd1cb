import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import { countryFromHost, shopHostNames } from './country-from-host.ts';

// ADR 030: the shop answers only its own hosts, and writes its own origin — never the request's Host — into what it
// sends away (e-mail links, canonical, og:url, hreflang, sitemaps).

/** A deployment's own host name for a country's shop (SHOP_HOSTS `de=shop.example.de`). */
export interface ShopAlias {
  readonly country: CountryCode;
  /** The host name, in lower case, without port. */
  readonly name: string;
}

/** How the shop's hosts and origins are set up for a process. */
export interface ShopAddressing {
  /**
   * NODE_ENV=production: a country's origin is `https://<prodDomain>` of its config (behind the TLS proxy);
   * otherwise `http://<cc>.localhost:<port>`.
   */
  readonly production: boolean;
  /** The port the pages are served on (the local origins' port); null when not known yet (no port written). */
  readonly port: number | null;
  readonly aliases: readonly ShopAlias[];
}

const COUNTRY_SET = new Set<string>(COUNTRY_CODES);
/** A DNS name with a letter in its last label: an IP literal is no alias (it names no shop, ADR 030). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The shape SHOP_HOSTS takes: `cc=name` entries separated by commas (the settings' schema checks it). */
export const SHOP_HOSTS_PATTERN = `^\\s*[a-z]{2}=[^,=\\s]+\\s*(,\\s*[a-z]{2}=[^,=\\s]+\\s*)*$`;

/**
 * SHOP_HOSTS as aliases: `de=shop.example.de,at=shop.example.at` — each name a DNS name of a country of this code's
 * config, not a host of another country already and not named twice. The reason as text when it is not.
 */
export function parseShopHosts(value: string): ShopAlias[] | { readonly error: string } {
  const aliases: ShopAlias[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [country = '', rawName = ''] = entry.split('=');
    const name = rawName.toLowerCase();
    if (!COUNTRY_SET.has(country)) {
      return { error: `"${entry}" names no country of this shop (one of ${COUNTRY_CODES.join(', ')})` };
    }
    if (!HOST_NAME.test(name)) return { error: `"${entry}": "${rawName}" is not a host name (no port, no IP address)` };
    const taken = countryFromHost(name) ?? aliases.find((alias) => alias.name === name)?.country;
    if (taken !== undefined && taken !== null) return { error: `"${entry}": ${name} is already a host of ${taken}` };
    aliases.push({ country: country as CountryCode, name });
  }
  return aliases;
}

/** The country whose shop a Host header names: a host of its config, or an alias; null for any other. */
export function countryOfShopHost(host: string | undefined, aliases: readonly ShopAlias[]): CountryCode | null {
  const country = countryFromHost(host);
  if (country !== null || host === undefined) return country;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return aliases.find((alias) => alias.name === name)?.country ?? null;
}

function portSuffix(port: number | null): string {
  return port === null || port === 80 ? '' : `:${port}`;
}

/**
 * The country's configured origin: what links in e-mails, canonical, og:url, hreflang and sitemaps are written
 * with. `https://<prodDomain>` in production, `http://<cc>.localhost:<port>` otherwise — whatever host the request
 * came by.
 */
export function shopOrigin(country: CountryCode, addressing: ShopAddressing): string {
  if (addressing.production) return `https://${COUNTRIES[country].prodDomain}`;
  return `http://${country}.localhost${portSuffix(addressing.port)}`;
}

/**
 * Every origin a page of the country's shop has, exactly (scheme, host and port), in every mode: its production
 * domains over TLS (the proxy's), its aliases over TLS and plainly at the pages' port, and its local names
 * (`<cc>.localhost`, `localhost` for the default country) plainly at the pages' port. What a page's Origin header
 * must be to open the live updates.
 */
export function shopOrigins(country: CountryCode, addressing: ShopAddressing): string[] {
  const port = portSuffix(addressing.port);
  const names = shopHostNames([country]);
  const local = names.filter((name) => name === 'localhost' || name.endsWith('.localhost'));
  const domains = names.filter((name) => !local.includes(name));
  const aliases = addressing.aliases.filter((alias) => alias.country === country).map((alias) => alias.name);
  return [
    ...domains.map((name) => `https://${name}`),
    ...aliases.flatMap((name) => [`https://${name}`, `http://${name}${port}`]),
    ...local.map((name) => `http://${name}${port}`),
  ];
}
