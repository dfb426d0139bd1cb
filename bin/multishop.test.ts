// ADR 033: `multishop` runs compiled JavaScript — compiled on its first run in a fresh checkout, again when a source
// changed, never by a TypeScript loader.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../tests/fixtures/temp-project.ts';
import { snapshotProject } from '../tests/fixtures/processes.ts';

/** A Node option that logs every module the process resolves to stderr ("loaded <url>"). */
const LOG_MODULES = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
   register('data:text/javascript,' + encodeURIComponent(
     'export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write("loaded " + r.url + "\\\\n"); return r; }'));`,
)}`;

let dir: string;
let app: string;

/** `node <copy>/bin/multishop.js …` in the copy, with the modules it loaded. */
async function multishop(...args: string[]) {
  const result = await execa('node', ['--import', LOG_MODULES, path.join(app, 'bin/multishop.js'), ...args], {
    cwd: app,
    reject: false,
  });
  const lines = result.stderr.split('\n');
  return {
    exitCode: result.exitCode,
    stdout: result.stdout,
    stderr: lines.filter((line) => !line.startsWith('loaded ')).join('\n'),
    loaded: lines.filter((line) => line.startsWith('loaded ')),
  };
}

const builds = async () => (await readdir(path.join(app, 'dist/cli'))).filter((name) => name !== 'build.json').sort();

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'multishop-bin-'));
  // A checkout without dist/: no compiled CLI yet.
  app = snapshotProject(PROJECT_ROOT, dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('bin/multishop.js (ADR 033)', () => {
  it('compiles the CLI on its first run, once when several commands start at once', async () => {
    expect(existsSync(path.join(app, 'dist'))).toBe(false);
    const runs = await Promise.all([multishop('validate'), multishop('validate'), multishop('--version')]);
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
    }
    expect(runs[2]!.stdout).toBe(JSON.parse(await readFile(path.join(app, 'package.json'), 'utf8')).version);
    // Commands that compiled the same sources at once made the same build.
    expect(await builds()).toHaveLength(1);
  });

  it('then runs the compiled JavaScript: neither tsx nor esbuild is loaded', async () => {
    const run = await multishop('validate');
    expect(run.exitCode).toBe(0);
    expect(run.loaded.some((line) => line.includes('/dist/cli/'))).toBe(true);
    expect(run.loaded.filter((line) => /\/node_modules\/(tsx|esbuild|typescript)\/|\.ts$/.test(line))).toEqual([]);
  });

  it('compiles again when a source changed, keeping the previous build for commands still running from it', async () => {
    const before = await builds();
    const main = path.join(app, 'cli/main.ts');
    const source = await readFile(main, 'utf8');
    await writeFile(
      main,
      source.replace('Validate, generate, scaffold and build', 'Check, generate, scaffold and build'),
    );
    const run = await multishop('--help');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Check, generate, scaffold and build the Multishop storefront.');
    const after = await builds();
    expect(after).toHaveLength(2);
    expect(after).toEqual(expect.arrayContaining(before));
  });
});
