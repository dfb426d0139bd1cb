// The command line's own options (ADR 033): --version, the short flags, --cwd, and the conflicts commander reports.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryOutput } from '../tests/fixtures/memory-output.ts';
import { main } from './main.ts';
import { createTempProject, PROJECT_ROOT, type TempProject } from '../tests/fixtures/temp-project.ts';

async function run(argv: string[], cwd = PROJECT_ROOT) {
  const output = memoryOutput();
  const code = await main(argv, output, cwd);
  return { code, stdout: output.stdout, stderr: output.stderr };
}

const VERSION = (JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;

describe('multishop --version', () => {
  it("prints the package's version, long and short", async () => {
    for (const flag of ['--version', '-v']) {
      expect(await run([flag])).toEqual({ code: 0, stdout: [VERSION], stderr: [] });
    }
  });
});

describe('short flags', () => {
  it('-j is --json', async () => {
    const { code, stdout } = await run(['validate', '-j']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout.join('\n'))).toMatchObject({ ok: true, fileCount: 31 });
  });

  it('-n is --dry-run and -c is --country', async () => {
    const { code, stdout, stderr } = await run(['build', '-n', '-c', 'de']);
    expect(stderr).toEqual([]);
    expect(code).toBe(0);
    expect(stdout).toEqual(['de: asked for (--country)']);
  });
});

describe('--cwd', () => {
  let project: TempProject;
  beforeEach(async () => {
    project = await createTempProject();
    await project.editJson('countries/de.json', (de) => (de.shipping = { parcelFee: -1 }));
  });
  afterEach(async () => {
    await project.remove();
  });

  it('runs the command in that folder, relative to where it was started, before or after the command', async () => {
    const problem = 'countries/de.json  /shipping/parcelFee  must be >= 0 (got -1)';
    const parent = path.dirname(project.dir);
    for (const argv of [
      ['--cwd', project.dir, 'validate'],
      ['validate', '--cwd', path.basename(project.dir)],
    ]) {
      const { code, stderr } = await run(argv, parent);
      expect(code).toBe(1);
      expect(stderr[0]).toBe(problem);
    }
    // Where it was started is left alone.
    expect((await run(['validate'])).code).toBe(0);
  });

  it('refuses a folder that is not there', async () => {
    const missing = path.join(project.dir, 'nowhere');
    expect(await run(['--cwd', missing, 'validate'])).toEqual({
      code: 1,
      stdout: [],
      stderr: [`error: --cwd ${missing}: no such folder`],
    });
  });

  it('works from the real command', async () => {
    const result = await execa(
      'node',
      [path.join(PROJECT_ROOT, 'bin/multishop.js'), '--cwd', project.dir, 'validate'],
      {
        cwd: path.dirname(project.dir),
        reject: false,
      },
    );
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('countries/de.json  /shipping/parcelFee  must be >= 0 (got -1)');
  });
});

describe('build: one of --country, --all, --changed, --runtime', () => {
  it('names both options of a conflict, and builds nothing', async () => {
    const cases: Array<[string[], string]> = [
      [['-c', 'de', '-a'], "error: option '-c, --country <cc>' cannot be used with option '-a, --all'"],
      [['--all', '--runtime'], "error: option '-a, --all' cannot be used with option '--runtime'"],
      [['--changed', '--runtime'], "error: option '--changed' cannot be used with option '--runtime'"],
      [
        ['--since', 'HEAD', '--country', 'de'],
        "error: option '--since <ref>' cannot be used with option '-c, --country <cc>'",
      ],
    ];
    for (const [options, message] of cases) {
      expect(await run(['build', '--dry-run', ...options])).toEqual({ code: 1, stdout: [], stderr: [message] });
    }
  });
});
