import type { SessionStore } from '../commerce/ports/session-store.ts';
import { publishCartChange } from '../live/cart-changes.server.ts';
import type { LiveFanOut } from '../live/live-hub.server.ts';
import type { OperationDispatcher } from '../middleware/operation-dispatch.server.ts';
import type { RateLimits } from '../rate-limits/rate-limits.server.ts';
import { httpSessionAccess } from '../sessions/session-access.server.ts';
import { rootPlugin } from './root-plugin.server.ts';

export interface ApiRouteOptions {
  readonly dispatcher: OperationDispatcher;
  readonly limits: Pick<RateLimits, 'operations'>;
  /** Where the callers' sessions live (ARCHITECTURE "Sessions"). */
  readonly sessions: SessionStore;
  /** spec/2 §4 Live updates: where cart changes are published; none: not. */
  readonly live?: LiveFanOut;
}

/** The middleware API (spec/1 §7): `POST /api/<operation>` in the shop of the request's host, for its session. */
export const apiRoute = rootPlugin<ApiRouteOptions>('api-route', async (app, options) => {
  app.post<{ Params: { operation: string } }>('/api/:operation', async (request, reply) => {
    if (await options.limits.operations(request, reply)) return reply;
    const { country } = request;
    const session = httpSessionAccess(options.sessions, request, reply, country);
    const origin = `${request.protocol}://${request.headers.host}`;
    const result = await options.dispatcher.dispatch(country, request.params.operation, request.body, {
      session,
      origin,
    });
    if (result.ok) {
      // spec/2 §4 live updates: the cart's other tabs and devices hear of the change.
      if (options.live) publishCartChange(options.live, request.params.operation, request.body, result.answer);
      return result.answer;
    }
    return reply.code(result.failure.statusCode).send(result.failure);
  });
});
