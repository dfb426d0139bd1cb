// The market matrix's harness (vitest globalSetup, once per run): every country's own build
// (`multishop build --all`, which leaves current builds as they are), each started as an operator starts it —
// `node dist/<cc>/server.js` on a port of its own, all on one store seeded once — and one Chromium the flows connect
// to. The countries are those of the config (countries/*.json through generated/): a country added with
// `multishop add-country` is in the next run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { COUNTRY_CODES, type CountryCode } from '../../generated/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium.ts';
import { freePorts, productionEnv, run, stop, tail, waitForHealth } from '../fixtures/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The matrix's servers: each country's own build on its own port; the Chromium the flows connect to. */
    matrix?: {
      ports: Partial<Record<CountryCode, number>>;
      wsEndpoint: string;
      logDir: string;
      /** Where a failed check's screenshot goes (reports/market-matrix/). */
      screenshotDir: string;
    };
  }
}

declare module '@vitest/runner' {
  interface TaskMeta {
    /** A failed matrix check's screenshot (tests/e2e/shop.ts). */
    screenshot?: string;
    /** Screens a check keeps for a person to look at, each with its caption (checkout-screens.matrix.test.ts). */
    screens?: { file: string; caption: string }[];
  }
}

/** The matrix's report and the screenshots of its failures (reports/ is not committed). */
export const REPORT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../reports');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The countries whose builds this run starts: every country of the config, or those MATRIX_COUNTRIES lists
 * (comma-separated codes; the new-country run, new-country.ts, starts the one it added).
 */
function countriesOfRun(): readonly CountryCode[] {
  const listed = process.env.MATRIX_COUNTRIES?.split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (listed === undefined || listed.length === 0) return COUNTRY_CODES;
  const unknown = listed.filter((code) => !(COUNTRY_CODES as readonly string[]).includes(code));
  if (unknown.length > 0)
    throw new Error(`MATRIX_COUNTRIES: no country ${unknown.join(', ')} (${COUNTRY_CODES.join(', ')})`);
  return listed as CountryCode[];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'multishop-matrix-'));
  const screenshotDir = path.join(REPORT_DIR, 'market-matrix');
  rmSync(screenshotDir, { recursive: true, force: true });
  mkdirSync(screenshotDir, { recursive: true });
  const cli = path.join(ROOT, 'bin/multishop.js');
  let started = performance.now();
  await run(process.execPath, [cli, 'build', '--all'], ROOT, productionEnv({}));
  console.log(
    `matrix: ${COUNTRY_CODES.length} country builds ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // One store for every country's server, seeded before they start (each would otherwise seed its own).
  const database = path.join(dir, 'shop.sqlite');
  await run(process.execPath, [cli, 'seed'], ROOT, productionEnv({ DATABASE_URL: database }));

  const servers = new Map<CountryCode, { process: ChildProcess; port: number; log: string }>();
  let browser: BrowserServer | undefined;
  let stopping = false;
  const teardown = async () => {
    stopping = true;
    await browser?.close().catch(() => undefined);
    await Promise.all([...servers.values()].map((server) => stop(server.process)));
    if (process.env.MATRIX_KEEP_TEMP !== '1') rmSync(dir, { recursive: true, force: true });
  };
  try {
    started = performance.now();
    const countries = countriesOfRun();
    // Each server's page port and live-updates port, all picked before any server starts (freePorts).
    const ports = await freePorts(countries.length * 2);
    for (const [index, country] of countries.entries()) {
      const port = ports[index * 2]!;
      const livePort = ports[index * 2 + 1]!;
      const log = path.join(dir, `${country}.log`);
      const logStream = createWriteStream(log);
      const server = spawn(process.execPath, [path.join(ROOT, 'dist', country, 'server.js')], {
        cwd: dir,
        env: productionEnv({
          DATABASE_URL: database,
          PORT: String(port),
          HOST: '127.0.0.1',
          LIVE_PORT: String(livePort),
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.pipe(logStream);
      server.stderr?.pipe(logStream);
      server.on('exit', (code, signal) => {
        if (!stopping)
          console.error(`matrix: ${country}'s server exited during the run (${code ?? signal}):\n${tail(log)}`);
      });
      servers.set(country, { process: server, port, log });
    }
    await Promise.all([...servers.values()].map((server) => waitForHealth(server.port, server.process, server.log)));
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `matrix: ${servers.size} servers (node dist/<cc>/server.js) up in ${((performance.now() - started) / 1000).toFixed(1)} s; logs in ${dir}`,
  );
  project.provide('matrix', {
    ports: Object.fromEntries([...servers].map(([country, server]) => [country, server.port])),
    wsEndpoint: browser.wsEndpoint(),
    logDir: dir,
    screenshotDir,
  });
  return teardown;
}
