import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import { countryFromHost } from '../../domain/routing/country-from-host.ts';

// The block gallery (ADR 009): its country switcher links to the gallery of every country, and each country is its own
// origin (ARCHITECTURE: country selection by host, runtime/domain/routing/country-from-host.ts). The shop has no
// other link across countries yet, so the host rules are inverted here, for the hosts that function accepts.

const LOCAL_HOST = /^[a-z]{2}\.localhost$/;

/**
 * The origin of `country`'s shop as seen from a page at `requestOrigin`: locally (`http://de.localhost:3000` or a
 * bare `localhost`) `<cc>.localhost` on the same port, since every *.localhost name is
 * the loopback address (RFC 6761 §6.3); on a production domain, the country's own domain (countries/<cc>.json
 * prodDomain) over the same protocol. Null when the request's host is no shop's.
 */
export function countryOrigin(requestOrigin: string, country: CountryCode): string | null {
  const url = new URL(requestOrigin);
  if (countryFromHost(url.host) === null) return null;
  const host = url.hostname.toLowerCase();
  if (LOCAL_HOST.test(host) || host === 'localhost') {
    return `${url.protocol}//${country}.localhost${url.port ? `:${url.port}` : ''}`;
  }
  return `${url.protocol}//${COUNTRIES[country].prodDomain}`;
}
