// The embedded test provider is mounted in the shop's own server; the shop's adapter and the provider's webhooks talk
// to it through `fetch` as they would to the real provider — the same requests and answers, the same routes and
// hooks — but handed to Fastify's request injection rather than sent over a socket, so the shop needs to know no
// address of its own (a test server's port is chosen when it listens).
import type { FastifyInstance } from 'fastify';

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host },
      ...(body === undefined || body === null ? {} : { payload: typeof body === 'string' ? body : String(body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
