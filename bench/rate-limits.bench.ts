// `npm run bench:rate-limits` (ADR 031): what the rate limiter costs a request. Two twin servers in this process, the
// same Fastify set-up (cookies, the failure answers) and the same route `POST /api/:operation` answering `{}` at once
// — one runs the rate limits' check first (registerRateLimits, limits raised so that every request is counted and
// none refused), the other does not: the difference per request is the limiter's, with HTTP and the route the same
// on both sides. Three requests: applyCartCoupon (two counters: the session's, the address's), an updateCart list
// with a code and an address (four), createMyOrderFromCart (two, and the unpaid-orders look-up of the session and
// its cart in the SQLite store). Sequential requests on a keep-alive connection, the two servers alternating in
// rounds so that both see the same machine; p50 latency and CPU per request (server and client, process.cpuUsage).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../runtime/server/commerce/sqlite/database.server.ts';
import { sqliteVisitorStores } from '../runtime/server/commerce/sqlite/visitor-stores.server.ts';
import { createFailureAnswers } from '../runtime/server/failure-answers.server.ts';
import {
  RATE_LIMIT_DEFAULTS,
  rateLimitSettingsFromEnv,
} from '../runtime/server/rate-limits/rate-limit-settings.server.ts';
import { registerRateLimits } from '../runtime/server/rate-limits/rate-limits.server.ts';
import { securityHeadersOf } from '../runtime/server/security-headers.server.ts';
import { sessionCookieName } from '../runtime/server/sessions/session-cookie.server.ts';
import { postOperation } from './operation-post.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

// Every count at its highest (a million a window): each request counted, none refused.
const UNMET = rateLimitSettingsFromEnv(
  Object.fromEntries(
    Object.keys(RATE_LIMIT_DEFAULTS)
      .filter((name) => !name.endsWith('_SECONDS'))
      .map((name) => [name, '1000000']),
  ),
);

const dir = await mkdtemp(path.join(os.tmpdir(), 'multishop-bench-limits-'));
const database = await openDatabase(path.join(dir, 'shop.sqlite'));
const stores = sqliteVisitorStores(database);
const { token } = await stores.sessions.create('de', Date.now());
const cookie = `${sessionCookieName(false)}=${token}`;

async function twin(limited: boolean): Promise<{ app: FastifyInstance; port: number }> {
  const failures = createFailureAnswers(securityHeadersOf({}), () => 'de');
  const app = Fastify({ logger: false });
  failures.register(app);
  await app.register(fastifyCookie);
  const limits = limited
    ? await registerRateLimits(app, {
        settings: UNMET,
        failures,
        sessions: stores.sessions,
        carts: stores.carts,
      })
    : null;
  app.addHook('onRequest', async (request) => {
    (request as unknown as { country: string }).country = 'de';
  });
  app.post('/api/:operation', async (request, reply) => {
    if (limits !== null && (await limits.operations(request, reply))) return reply;
    return {};
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port };
}

const REQUESTS_MEASURED = [
  ['applyCartCoupon', { cartId: 'c-1', version: 1, code: 'GUESS01' }],
  [
    'updateCart',
    {
      cartId: 'c-1',
      version: 1,
      actions: [
        { action: 'addDiscountCode', code: 'GUESS01' },
        { action: 'setCustomerEmail', email: 'ada@example.com' },
      ],
    },
  ],
  ['createMyOrderFromCart', { cartId: 'c-1', version: 1, paymentMethod: 'bankTransfer', clientType: 'PRIVATE' }],
] as const;

const servers = { limited: await twin(true), plain: await twin(false) };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
type Side = keyof typeof servers;
const figures = new Map<string, { ms: number[]; cpuMs: number }>();

async function run(side: Side, operation: string, body: unknown): Promise<void> {
  const key = `${operation}:${side}`;
  const entry = figures.get(key) ?? { ms: [], cpuMs: 0 };
  const start = process.cpuUsage();
  for (let request = 0; request < REQUESTS; request++) {
    const answer = await postOperation({ port: servers[side].port, operation, body, cookie, agent });
    if (answer.status !== 200) throw new Error(`${key}: answered ${answer.status}`);
    entry.ms.push(answer.ms);
  }
  const used = process.cpuUsage(start);
  entry.cpuMs += (used.user + used.system) / 1000;
  figures.set(key, entry);
}

// A warm-up of each (the JIT, the store's statements), not counted.
for (const [operation, body] of REQUESTS_MEASURED) {
  for (const side of ['limited', 'plain'] as const) {
    for (let request = 0; request < 1000; request++) {
      await postOperation({ port: servers[side].port, operation, body, cookie, agent });
    }
  }
}
for (let round = 0; round < ROUNDS; round++) {
  for (const [operation, body] of REQUESTS_MEASURED) {
    await run('plain', operation, body);
    await run('limited', operation, body);
  }
}
agent.destroy();
await Promise.all(Object.values(servers).map(({ app }) => app.close()));
await database.close();
await rm(dir, { recursive: true, force: true });

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(`\n| ${REQUESTS * ROUNDS} sequential requests each | p50 ms | CPU µs / request | limiter's CPU µs |`);
console.log('| --- | ---: | ---: | ---: |');
for (const [operation] of REQUESTS_MEASURED) {
  const plain = figures.get(`${operation}:plain`)!;
  const limited = figures.get(`${operation}:limited`)!;
  const perRequest = (entry: { ms: number[]; cpuMs: number }) => (entry.cpuMs / entry.ms.length) * 1000;
  console.log(
    `| \`${operation}\`, without the limiter | ${median(plain.ms).toFixed(3)} | ${perRequest(plain).toFixed(0)} | |`,
  );
  console.log(
    `| \`${operation}\`, with it | ${median(limited.ms).toFixed(3)} | ${perRequest(limited).toFixed(0)} | ${(
      perRequest(limited) - perRequest(plain)
    ).toFixed(0)} |`,
  );
}
