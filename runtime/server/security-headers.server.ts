// The security headers every answer carries (helmet's set: a Content-Security-Policy, HSTS, nosniff, frame and
// referrer policies …). helmet writes them as a middleware on Node's response; its Fastify plugin builds that
// middleware anew for every request — the policy parsed, every header name re-derived — which cost about 3 % of an
// uncached page's CPU (BENCHMARKS.md "The product page at 4× uncached throughput"). The shop's policy has no
// per-request part (no nonce, no function directive), so the headers are the same for every answer: computed once here,
// set by one hook.
import type { FastifyInstance } from 'fastify';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/** The headers helmet's middleware sets with `options`, read by running it once on a response that is never sent. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  // helmet is middleware for Node's request and response; it reads nothing of the request and only sets and removes
  // headers on the response. A response of an unconnected socket takes them without sending anything, so the headers
  // are computed once, not per answer.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown = null;
  helmet(options)(request, response, (error?: unknown) => {
    if (error) failure = error;
  });
  // A directive helmet refuses (a malformed source) is a programming error of the shop's own policy: stop at start.
  if (failure !== null) throw failure;
  return Object.entries(response.getHeaders()).map(([name, value]): readonly [string, string] => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
}

/** Sets `headers` on every answer, before its route runs (a route may still replace one, e.g. a picture's policy). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  const asObject = Object.fromEntries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(asObject);
    done();
  });
}
