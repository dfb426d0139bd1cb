// `npm run test:matrix:new-country` (a 26th country added by `multishop add-country` joins the
// matrix and passes it with no code change): in a copy of the project, `multishop add-country` adds the first
// European country the shop does not serve yet, with its defaults (`--yes`), and the market matrix runs for it —
// its own build, every flow — from the copy, exactly as for the other countries. Exit code: the matrix's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EUROPEAN_COUNTRY_FACTS } from '../../cli/add-country/european-country-facts.ts';
import { COUNTRY_CODES } from '../../generated/index.ts';
import { productionEnv, run, snapshotProject } from '../fixtures/processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const code = Object.keys(EUROPEAN_COUNTRY_FACTS)
  .sort()
  .find((candidate) => !(COUNTRY_CODES as readonly string[]).includes(candidate));
if (code === undefined) throw new Error('Every European country add-country knows is a country of the shop already');

const dir = mkdtempSync(path.join(os.tmpdir(), 'multishop-new-country-'));
try {
  const app = snapshotProject(ROOT, dir);
  await run(
    process.execPath,
    [path.join(app, 'bin/multishop.js'), 'add-country', code, '--yes'],
    app,
    productionEnv({}),
  );
  console.log(`new country: multishop add-country ${code} --yes in a copy of the project; the matrix for ${code}:`);
  process.exitCode = await new Promise<number>((resolve) => {
    const vitest = spawn(
      process.execPath,
      [path.join(app, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.matrix.config.ts'],
      { cwd: app, env: { ...process.env, MATRIX_COUNTRIES: code }, stdio: 'inherit' },
    );
    vitest.on('exit', (status) => resolve(status ?? 1));
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
