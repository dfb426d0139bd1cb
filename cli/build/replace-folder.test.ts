// ADR 020: a build's folder is replaced whole or not at all — a failed or interrupted build leaves the
// previous one intact.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CountryFacts } from './changed-countries.ts';
import { packCountry } from './pack-country.ts';
import { recoverInterrupted, replaceFolder } from './replace-folder.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-replace-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function folder(name: string, files: Record<string, string>): Promise<string> {
  const at = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(at, file)), { recursive: true });
    await writeFile(path.join(at, file), text);
  }
  return at;
}

describe('replaceFolder', () => {
  it('puts the new folder in place of the old one, nothing of the old one left', async () => {
    const target = await folder('de', { 'server.js': 'old', 'gone.txt': 'old' });
    const staged = await folder('de.staging', { 'server.js': 'new' });
    await replaceFolder(staged, target);
    expect(await readdir(target)).toEqual(['server.js']);
    expect(await readFile(path.join(target, 'server.js'), 'utf8')).toBe('new');
    expect((await readdir(dir)).sort()).toEqual(['de']);
  });

  it('creates the folder when there was none', async () => {
    const staged = await folder('de.staging', { 'server.js': 'new' });
    await replaceFolder(staged, path.join(dir, 'de'));
    expect(await readFile(path.join(dir, 'de', 'server.js'), 'utf8')).toBe('new');
  });

  it('leaves the old folder where it was when the new one cannot be put in place', async () => {
    const target = await folder('de', { 'server.js': 'old' });
    await expect(replaceFolder(path.join(dir, 'missing-staging'), target)).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(target, 'server.js'), 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['de']);
  });
});

describe('recoverInterrupted', () => {
  // Process ids above any system's limit (Linux: at most 4,194,304): builds that are no longer running.
  it('puts back a folder a build moved aside and did not replace, and removes what it staged', async () => {
    await folder('de.previous-99999991', { 'server.js': 'the build before' });
    await folder('de.staging-99999991', { 'server.js': 'half written' });
    await folder('at', { 'server.js': 'at' });
    await folder('at.previous-99999992', { 'server.js': 'old at' });
    await folder('runtime.staging-99999993', { 'app.js': 'half' });
    const done = await recoverInterrupted(dir);
    expect(done).toHaveLength(4);
    expect((await readdir(dir)).sort()).toEqual(['at', 'de']);
    expect(await readFile(path.join(dir, 'de', 'server.js'), 'utf8')).toBe('the build before');
    expect(await readFile(path.join(dir, 'at', 'server.js'), 'utf8')).toBe('at');
  });

  it("leaves the folders of a build still running (this process's) alone", async () => {
    await folder(`de.staging-${process.pid}`, { 'server.js': 'being written' });
    expect(await recoverInterrupted(dir)).toEqual([]);
    expect(await readdir(dir)).toEqual([`de.staging-${process.pid}`]);
  });

  it('leaves a tidy folder, and a missing one, as they are', async () => {
    await folder('de', { 'server.js': 'x' });
    expect(await recoverInterrupted(dir)).toEqual([]);
    expect(await recoverInterrupted(path.join(dir, 'missing'))).toEqual([]);
    expect(await readdir(dir)).toEqual(['de']);
  });
});

describe('packCountry fails whole', () => {
  const country: CountryFacts = {
    code: 'de',
    currency: 'EUR',
    languages: ['de'],
    locales: ['de-DE'],
    nativeRouting: false,
  };

  it('keeps the previous build and leaves no staging folder when the runtime is incomplete', async () => {
    const previous = await folder('dist/de', { 'server.js': 'previous build', 'build.json': '{}' });
    // A runtime without its pictures (static/): the copy fails midway.
    const runtime = await folder('dist/runtime', {
      'server.js': 'launcher',
      'app.js': 'app',
      'pages/server/entry.mjs': 'entry',
      'content/frame/de-DE.json': '{}',
    });
    await expect(
      packCountry({
        runtimeDir: runtime,
        outDir: previous,
        country,
        commit: 'abc',
        inputs: [],
        inputsHash: 'hash',
        dependencies: {},
        engines: {},
        data: { tables: {}, stringsFiles: [] },
      }),
    ).rejects.toThrow();
    expect(await readFile(path.join(previous, 'server.js'), 'utf8')).toBe('previous build');
    expect((await readdir(path.join(dir, 'dist'))).sort()).toEqual(['de', 'runtime']);
    expect(existsSync(path.join(previous, 'app.js'))).toBe(false);
  });
});
