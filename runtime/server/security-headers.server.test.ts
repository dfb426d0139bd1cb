import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers.server.ts';

const POLICY = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
} as const;

describe('security headers (computed once, set on every answer)', () => {
  it('are the headers helmet itself sets on a response, X-Powered-By removed', () => {
    const set = new Map<string, string>();
    const removed: string[] = [];
    helmet(POLICY)(
      {} as never,
      {
        setHeader: (name: string, value: string) => set.set(name.toLowerCase(), value),
        removeHeader: (name: string) => removed.push(name),
      } as never,
      () => {},
    );
    const headers = new Map(securityHeadersOf(POLICY));
    expect(headers).toEqual(set);
    expect(removed).toEqual(['X-Powered-By']);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('refuses a policy helmet refuses, at start rather than on a request', () => {
    expect(() =>
      securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } }),
    ).toThrow(/script-src/);
  });

  it('go on every answer — a route, the not-found answer, an error — and a route may replace one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, securityHeadersOf(POLICY));
    app.get('/plain', async () => 'ok');
    app.get('/own-policy', async (_request, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    app.get('/failing', async () => {
      throw new Error('boom');
    });
    for (const url of ['/plain', '/nowhere', '/failing']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await app.inject({ method: 'GET', url: '/own-policy' })).headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
