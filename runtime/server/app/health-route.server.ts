import { rootPlugin } from './root-plugin.server.ts';

/** The health check: 200 while the server takes requests, whatever the host. */
export const HEALTH_PATH = '/healthz';

export const healthRoute = rootPlugin('health-route', async (app) => {
  app.get(HEALTH_PATH, async () => ({ status: 'ok' }));
});
