import type { FastifyReply } from 'fastify';
import { rootPlugin } from './root-plugin.server.ts';

/** The health check: 200 while the server takes requests, whatever the host. */
export const HEALTH_PATH = '/healthz';

/** The readiness check: 200 while this process should be sent shoppers — its store answers, it is not stopping. */
export const READY_PATH = '/readyz';

/** What a process is ready with: each thing it needs, `ok` or why not. */
export interface Readiness {
  readonly ready: boolean;
  /** Ready, with something shared missing (Redis): still sent shoppers, and said so. */
  readonly degraded?: boolean;
  readonly checks: Readonly<Record<string, string>>;
}

export interface HealthRouteOptions {
  /** The readiness of the process (start-shop.server.ts: the store reachable, not draining); ready when not given. */
  readonly readiness?: () => Promise<Readiness>;
  /** True while the process drains (drain.server.ts): every answer closes its connection, so clients go elsewhere. */
  readonly draining?: () => boolean;
}

/**
 * The health and readiness paths however a monitor writes them (/Healthz, /readyz/): answered as the checks
 * themselves. Left to the pages, the shop's canonical-URL rule (spec/1 §9.6: lower case, a trailing slash) would send
 * them to /healthz/, a page no route has, and a monitor's typo would read as an outage.
 */
const CHECK_SPELLINGS = /^\/(healthz|readyz)\/?$/i;

/** The path of a request, without its query. */
const pathOf = (url: string) => url.split('?', 1)[0]!;

/**
 * The checks, however written, are the process's, not a shop's: a load balancer asks them by address, on any host
 * (shop-country).
 */
export const isProcessCheck = (url: string) => CHECK_SPELLINGS.test(pathOf(url));

/**
 * `/healthz` is liveness (the process answers: restart it when it does not); `/readyz` is readiness (send it
 * shoppers): 503 while the store cannot be reached or the process is draining on SIGTERM, so a proxy or an
 * orchestrator takes it out of rotation before it stops (ARCHITECTURE "Scale", ADR 043).
 */
export const healthRoute = rootPlugin<HealthRouteOptions>('health-route', async (app, options) => {
  const health = async () => ({ status: 'ok' });
  const readiness = async (_request: unknown, reply: FastifyReply) => {
    const { ready, degraded, checks } =
      options.readiness === undefined ? { ready: true, degraded: false, checks: {} } : await options.readiness();
    void reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? (degraded === true ? 'degraded' : 'ready') : 'not ready', checks };
  };
  app.get(HEALTH_PATH, health);
  app.get(READY_PATH, readiness);
  app.addHook('onRequest', async (request, reply) => {
    if (options.draining?.() === true) void reply.header('connection', 'close');
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = pathOf(request.url);
    const spelled = CHECK_SPELLINGS.exec(path);
    if (spelled === null || path === HEALTH_PATH || path === READY_PATH) return;
    return reply.send(spelled[1]!.toLowerCase() === 'healthz' ? await health() : await readiness(request, reply));
  });
});
