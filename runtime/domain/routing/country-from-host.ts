import { COUNTRY_BY_DOMAIN, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '../../../generated/index.ts';

const codes = new Set<string>(COUNTRY_CODES);
const domains = new Map<string, CountryCode>(Object.entries(COUNTRY_BY_DOMAIN) as Array<[string, CountryCode]>);

/**
 * A request's country from its host (ARCHITECTURE: country selection): the country's production domain, or
 * `<cc>.localhost` locally (`de.localhost:3000`); a bare `localhost` or IP address is the default country
 * (spec/1 §1: sk). Null for any other host: the server answers it as not found rather than guess.
 */
export function countryFromHost(host: string | undefined): CountryCode | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const byDomain = domains.get(name) ?? domains.get(`www.${name}`);
  if (byDomain) return byDomain;
  const local = /^([a-z]{2})\.localhost$/.exec(name);
  if (local) return codes.has(local[1]!) ? (local[1] as CountryCode) : null;
  if (name === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name === '[::1]') return DEFAULT_COUNTRY;
  return null;
}

/**
 * The host names of the shops of `countries` (without port): each one's production domains and `<cc>.localhost`, and
 * the bare local names of the default country. The list a policy naming the shop's own hosts needs (the live
 * updates' Content-Security-Policy source, issue 13 part 4).
 */
export function shopHostNames(countries: readonly CountryCode[]): string[] {
  const wanted = new Set(countries);
  const names = [...domains].filter(([, country]) => wanted.has(country)).map(([name]) => name);
  const local = countries.map((country) => `${country}.localhost`);
  const bare = wanted.has(DEFAULT_COUNTRY) ? ['localhost', '127.0.0.1'] : [];
  return [...names, ...local, ...bare];
}
