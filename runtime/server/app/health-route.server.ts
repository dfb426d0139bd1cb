import { rootPlugin } from './root-plugin.server.ts';

/** The health check: 200 while the server takes requests, whatever the host. */
export const HEALTH_PATH = '/healthz';

/**
 * The health path however a monitor writes it (/Healthz, /healthz/): answered as the health check itself. Left to
 * the pages, the shop's canonical-URL rule (spec/1 §9.6: lower case, a trailing slash) would send it to /healthz/,
 * a page no route has, and a monitor's typo would read as an outage.
 */
const HEALTH_SPELLINGS = /^\/healthz\/?$/i;

export const healthRoute = rootPlugin('health-route', async (app) => {
  app.get(HEALTH_PATH, async () => ({ status: 'ok' }));
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0]!;
    if (path !== HEALTH_PATH && HEALTH_SPELLINGS.test(path)) return reply.send({ status: 'ok' });
  });
});
