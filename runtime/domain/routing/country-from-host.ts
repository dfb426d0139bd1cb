import { COUNTRY_BY_DOMAIN, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '../../../generated/index.ts';

const codes = new Set<string>(COUNTRY_CODES);
const domains = new Map<string, CountryCode>(Object.entries(COUNTRY_BY_DOMAIN) as Array<[string, CountryCode]>);

/**
 * A request's country from its host (ARCHITECTURE: country selection): the country's production domain, or
 * `<cc>.localhost` locally (`de.localhost:3000`); a bare `localhost` is the default country (spec/1 §1: sk). Null
 * for any other host — an IP literal too, which anyone can send and no shop is named by (ADR 030): the server
 * refuses it rather than guess.
 */
export function countryFromHost(host: string | undefined): CountryCode | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const byDomain = domains.get(name) ?? domains.get(`www.${name}`);
  if (byDomain) return byDomain;
  const local = /^([a-z]{2})\.localhost$/.exec(name);
  if (local) return codes.has(local[1]!) ? (local[1] as CountryCode) : null;
  if (name === 'localhost') return DEFAULT_COUNTRY;
  return null;
}

/**
 * The host names of the shops of `countries` (without port): each one's production domains and `<cc>.localhost`, and
 * the bare local name of the default country. The list a policy naming the shop's own hosts needs (the live
 * updates' Content-Security-Policy source, spec/2 §4 Live updates).
 */
export function shopHostNames(countries: readonly CountryCode[]): string[] {
  const wanted = new Set(countries);
  const names = [...domains].filter(([, country]) => wanted.has(country)).map(([name]) => name);
  const local = countries.map((country) => `${country}.localhost`);
  const bare = wanted.has(DEFAULT_COUNTRY) ? ['localhost'] : [];
  return [...names, ...local, ...bare];
}
