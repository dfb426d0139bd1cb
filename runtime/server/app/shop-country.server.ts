import type { FastifyRequest } from 'fastify';
import type { CountryCode } from '../../../generated/index.ts';
import { countryOfShopHost, type ShopAlias } from '../../domain/routing/shop-addresses.ts';
import type { FailureAnswers } from '../failure-answers.server.ts';
import { isValidHost } from '../request-target.server.ts';
import { isProcessCheck } from './health-route.server.ts';
import { rootPlugin } from './root-plugin.server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The shop a request is to, by its host (ARCHITECTURE: country selection): set by the host check (shopCountry)
     * before any route runs, which answers a request to a host of no shop this server serves itself. Unset only on
     * the health check, on the calls inside the server that name no shop, and for a failure answered before the
     * check.
     */
    country: CountryCode;
  }
}

/** The answer to a host of no shop this server serves (ADR 030). */
export const MISDIRECTED_MESSAGE = 'This server is not the shop of that host';

/**
 * The shop of a request's host: its country, when the server serves it (every country when none are named), by a
 * host of its config or a deployment's own name (ADR 030).
 */
export function shopResolver(
  countries?: readonly CountryCode[],
  aliases: readonly ShopAlias[] = [],
): (host: string | undefined) => CountryCode | null {
  const served = countries === undefined ? null : new Set<CountryCode>(countries);
  return (host) => {
    const country = countryOfShopHost(host, aliases);
    return country !== null && (served === null || served.has(country)) ? country : null;
  };
}

export interface ShopCountryOptions {
  /** The server's shop of a host (shopResolver). */
  readonly shopOf: (host: string | undefined) => CountryCode | null;
  readonly failures: FailureAnswers;
  /** A call inside the server that names no shop (the embedded payment provider's, embedded-payments.server.ts). */
  readonly isInternalCall: (request: FastifyRequest) => boolean;
}

/**
 * A request's country comes from its host (ARCHITECTURE: country selection); a host of no shop this server serves —
 * an IP literal, another domain — is misdirected (421, RFC 9110 §15.5.20) and gets no page (ADR 030); a Host that
 * is no valid host name (or none) is a bad request (RFC 9112 §3.2).
 */
export const shopCountry = rootPlugin<ShopCountryOptions>('shop-country', async (app, options) => {
  app.decorateRequest('country');
  app.addHook('onRequest', async (request, reply) => {
    if (!isValidHost(request.headers.host)) {
      return options.failures.answer(request, reply, {
        statusCode: 400,
        message: 'The Host header is not a valid host',
      });
    }
    // The health and readiness checks are the process's, not a shop's — a load balancer asks them by address, and a
    // country's own build serves no shop at 127.0.0.1.
    if (isProcessCheck(request.url)) return;
    const country = options.shopOf(request.headers.host);
    if (country === null) {
      if (options.isInternalCall(request)) return;
      return options.failures.answer(request, reply, { statusCode: 421, message: MISDIRECTED_MESSAGE });
    }
    request.country = country;
  });
});
