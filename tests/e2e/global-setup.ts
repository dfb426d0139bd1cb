// Browser tests' harness (vitest globalSetup, once per run): build the pages, start the real server on a fresh
// SQLite file and a free port, and one Chromium the test files connect to. Everything is torn down after the run.
//
// The build and the server run in a snapshot of the project in a temp folder (its node_modules linked), not in the
// project's own dist/: a `vite build` started meanwhile in the project (an engineer's, `npm start` on a fresh
// clone) empties dist/client and the server would answer 404 for the pages' scripts halfway through the run.
// E2E_IN_PLACE=1 builds into the project's dist/ and serves from the project instead.
//
// New-block end to end (ADR 009): before the snapshot is built, the real CLI scaffolds a block in it
// (`multishop new-block`, which validates and regenerates) and validates the project again, so the build, the
// server and the block gallery's browser test (block-gallery.test.ts) run with a block that did not exist before.
// Not in place: the run must not write into the project.
//
// An editor's content pages on the catch-all path (spec/1 §2.1), which the project's content/ has none of, are
// written into the snapshot's content/ the same way, for the content page's navigation test (ADR 038).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium.ts';
import { freePorts, productionEnv, run, snapshotProject, stop, tail, waitForHealth } from '../fixtures/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The server the tests talk to (`<cc>.localhost:<port>`) and the Chromium they connect to; the block the run
     * scaffolded in the snapshot and its fixture's heading (null in place, E2E_IN_PLACE=1).
     */
    e2e: {
      port: number;
      wsEndpoint: string;
      serverLog: string;
      /** The server's store file, for a test that reads what the shop wrote there (the e-mail outbox). */
      database: string;
      scaffoldedBlock: { name: string; heading: string } | null;
      /** Content pages an editor added on the catch-all path in the snapshot (none in place). */
      editorPages: readonly EditorPage[];
    };
  }
}

/** A content page on the catch-all path: its country, path and title. */
export interface EditorPage {
  readonly country: 'de' | 'lt';
  readonly path: string;
  readonly title: string;
}

const EDITOR_PAGES: readonly (EditorPage & { readonly locale: string; readonly text: string })[] = [
  { country: 'de', locale: 'de-DE', path: '/ueber-uns/', title: 'Über uns', text: 'Seit 2004 verkaufen wir Werkzeug.' },
  // Native routing (spec/1 §9.5): a content page's root path is no category's.
  { country: 'lt', locale: 'lt-LT', path: '/apie-mus/', title: 'Apie mus', text: 'Įrankius parduodame nuo 2004 m.' },
];

/** Writes the editor's pages into the snapshot's content/ (content-page.schema.json's shape). */
function addEditorPages(app: string): readonly EditorPage[] {
  for (const { locale, path: pagePath, title, text } of EDITOR_PAGES) {
    const file = path.join(app, 'content/pages', locale, `${pagePath.slice(1, -1)}.json`);
    const blocks = [{ block: 'content-html', props: { html: `<p>${text}</p>` } }];
    writeFileSync(file, `${JSON.stringify({ page: 'aboutUs', title, blocks }, null, 2)}\n`);
  }
  return EDITOR_PAGES.map(({ country, path: pagePath, title }) => ({ country, path: pagePath, title }));
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The block `multishop new-block` scaffolds in the snapshot (new-block end to end). */
const SCAFFOLDED_BLOCK = 'e2e-sample-block';

/**
 * `multishop new-block` and `multishop validate` in the snapshot, as a developer runs them: the new block is
 * written, checked and registered in generated/ before the pages are built. Its name and fixture heading, for
 * the gallery test to look for.
 */
async function scaffoldBlock(app: string): Promise<{ name: string; heading: string }> {
  const cli = path.join(app, 'bin/multishop.js');
  await run(process.execPath, [cli, 'new-block', SCAFFOLDED_BLOCK], app, productionEnv({}));
  await run(process.execPath, [cli, 'validate'], app, productionEnv({}));
  const fixture = JSON.parse(readFileSync(path.join(app, 'blocks', SCAFFOLDED_BLOCK, 'fixture.json'), 'utf8')) as {
    heading: string;
  };
  return { name: SCAFFOLDED_BLOCK, heading: fixture.heading };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'multishop-e2e-'));
  const app = process.env.E2E_IN_PLACE === '1' ? ROOT : snapshotProject(ROOT, dir);
  let scaffoldedBlock: { name: string; heading: string } | null = null;
  let editorPages: readonly EditorPage[] = [];
  if (app !== ROOT) {
    const started = performance.now();
    try {
      scaffoldedBlock = await scaffoldBlock(app);
      editorPages = addEditorPages(app);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    console.log(`e2e: scaffolded block ${SCAFFOLDED_BLOCK} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // The pages are built once per run, as a deployment would (`vite build`; main.server.ts serves them). In place,
  // E2E_SKIP_BUILD=1 reuses a dist/ that is already current, for quick reruns while writing tests.
  if (app !== ROOT || process.env.E2E_SKIP_BUILD !== '1') {
    const started = performance.now();
    try {
      await run(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build'], app, productionEnv({}));
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    console.log(`e2e: built the pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const log = path.join(dir, 'server.log');
  const database = path.join(dir, 'shop.sqlite');
  const [port, livePort] = (await freePorts(2)) as [number, number];
  const logStream = createWriteStream(log);
  // The server's entry under a name of its own (a link to runtime/server/main.server.ts; Node runs the real file,
  // so the project root is found as usual): a `pkill -f main.server` aimed at a developer's own server on the same
  // machine leaves the test run's server alone.
  const entry = path.join(dir, 'e2e-shop-server.ts');
  symlinkSync(path.join(app, 'runtime/server/main.server.ts'), entry);
  const server = spawn(process.execPath, [path.join(app, 'node_modules/tsx/dist/cli.mjs'), entry], {
    cwd: app,
    env: productionEnv({
      // A fresh store, seeded by the server on its first start (README: 600 products, under a second).
      DATABASE_URL: database,
      PORT: String(port),
      // The live updates (spec/2 §4) on a free port (2087 may be taken on the machine).
      LIVE_PORT: String(livePort),
      HOST: '127.0.0.1',
      // The block gallery (ADR 009), which block-gallery.test.ts walks through (off by default in production).
      BLOCK_GALLERY: '1',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logStream);
  server.stderr?.pipe(logStream);

  let browser: BrowserServer | undefined;
  let stopping = false;
  server.on('exit', (code, signal) => {
    // Every test after this fails with "connection refused"; say why once, with the server's last words.
    if (!stopping) console.error(`e2e: the server exited during the run (${code ?? signal}):\n${tail(log)}`);
  });
  const teardown = async () => {
    stopping = true;
    await browser?.close().catch(() => undefined);
    await stop(server);
    logStream.end();
    if (process.env.E2E_KEEP_TEMP !== '1') rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, server, log);
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`e2e: server on http://127.0.0.1:${port} (log ${log}), Chromium ${browser.wsEndpoint()}`);
  project.provide('e2e', {
    port,
    wsEndpoint: browser.wsEndpoint(),
    serverLog: log,
    database,
    scaffoldedBlock,
    editorPages,
  });
  return teardown;
}
