// Money attacks (ADR 030): shop-branded mail pointing to the attacker's host, and a production shop that takes
// "payments" no one receives. Each replayed over HTTP against a real store, or against the real server's process.
import { spawn } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepingMailer, orderThrough } from '../fixtures/host-orders.ts';
import { freePorts, productionEnv } from '../fixtures/processes.ts';
import { startSeededShop, type SeededShop } from '../fixtures/seeded-shop.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('a foreign Host in the order e-mail’s link', () => {
  let shop: SeededShop;
  const mailer = keepingMailer();
  const ordersOf = (email: string) =>
    shop.store.database.sqlite.prepare(`select count(*) from orders where customer_email = ?`).pluck().get(email);

  beforeAll(async () => {
    shop = await startSeededShop({ app: { mail: { mailer, outboxPage: false } } });
  }, 120_000);
  afterAll(async () => shop.close());

  it('an IP literal or another domain places no order and sends no mail', async () => {
    for (const host of ['203.0.113.7', '127.0.0.1', 'evil.example', 'www.multishop.de.evil.example']) {
      const email = `victim-${host.replace(/[^a-z0-9]/g, '')}@example.com`;
      const answer = await orderThrough(shop, host, email);
      expect(answer.status, host).toBe(421);
      expect(ordersOf(email)).toBe(0);
      expect(mailer.sent.filter((mail) => mail.to === email)).toEqual([]);
    }
  });

  it('every mail the shop sends links to its own origin only', async () => {
    const answer = await orderThrough(shop, 'multishop.de', 'buyer@example.com');
    expect(answer.status, answer.text()).toBe(200);
    for (const mail of mailer.sent) {
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links.filter((href) => href.startsWith('http'))) {
        expect(link.startsWith(`http://de.localhost:${shop.port}/`), link).toBe(true);
      }
    }
  });
});

/** Starts the shop's server entry as `npm run dev` does, in `env`; its exit code and output once it exits. */
function runServer(env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'runtime/server/main.server.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('a production start without a payment provider', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-start-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('refuses, with one line naming the variables, before it builds or seeds anything', async () => {
    const database = path.join(dir, 'refused.sqlite');
    const server = runServer(
      productionEnv({ PAYMENT_PROVIDER: '', DATABASE_URL: database, PORT: '0', LIVE_PORT: '0' }),
    );
    expect(await server.exited).toBe(1);
    const { stdout, stderr } = server.output();
    expect(stderr.trim()).toBe(
      'Refusing to start: NODE_ENV=production without a real payment provider. Set ADYEN_API_KEY, ' +
        'ADYEN_MERCHANT_ACCOUNT, ADYEN_CHECKOUT_URL and ADYEN_HMAC_KEY, or PAYMENT_PROVIDER=test to run a test shop ' +
        'that takes no money.',
    );
    expect(stdout).toBe('');
    await expect(access(database)).rejects.toThrow();
  }, 60_000);

  it('starts as a test shop with PAYMENT_PROVIDER=test, saying in one line what is not real', async () => {
    const [port] = (await freePorts(1)) as [number];
    const server = runServer(
      productionEnv({ DATABASE_URL: path.join(dir, 'test-shop.sqlite'), PORT: String(port), LIVE_PORT: '0' }),
    );
    try {
      const deadline = Date.now() + 90_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline && server.child.exitCode === null) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(healthy, server.output().stderr).toBe(true);
      expect(server.output().stdout).toContain(
        'Outside services: payments NOT real (the embedded test provider: no money moves);',
      );
      // The shop answers its own hosts only, in production too.
      const misdirected = await fetch(`http://127.0.0.1:${port}/api/getMyCart`, { method: 'POST', body: '{}' });
      expect(misdirected.status).toBe(421);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
