import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryOutput } from '../../tests/fixtures/memory-output.ts';
import { runSeed } from './seed.ts';
import { createTempProject, type TempProject } from '../../tests/fixtures/temp-project.ts';

describe('multishop seed', () => {
  let project: TempProject;
  let dir: string;
  const previous = process.env.DATABASE_URL;
  beforeEach(async () => {
    project = await createTempProject();
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-seed-cli-'));
    process.env.DATABASE_URL = path.join(dir, 'shop.sqlite');
  });
  afterEach(async () => {
    process.env.DATABASE_URL = previous;
    if (previous === undefined) delete process.env.DATABASE_URL;
    await project.remove();
    await rm(dir, { recursive: true, force: true });
  });

  it('seeds once, says so the second time, and reseeds with --force', async () => {
    const first = memoryOutput();
    expect(await runSeed({ cwd: project.dir, products: '60', output: first })).toBe(0);
    expect(first.stdout[0]).toMatch(/^Seeded .*shop\.sqlite: 60 products, 88 categories, \d+ reviews in [\d.]+ s\.$/);
    const second = memoryOutput();
    expect(await runSeed({ cwd: project.dir, products: '80', output: second })).toBe(0);
    expect(second.stdout[0]).toMatch(/is already seeded \(60 products, seed 20071\); run `multishop seed --force`/);
    const forced = memoryOutput();
    expect(await runSeed({ cwd: project.dir, products: '80', force: true, output: forced })).toBe(0);
    expect(forced.stdout[0]).toMatch(/: 80 products,/);
  });

  it('refuses a product count that is not a whole number in range', async () => {
    await expect(runSeed({ cwd: project.dir, products: '1e9', output: memoryOutput() })).rejects.toMatchObject({
      name: 'UsageError',
      message: '--products  must be a whole number from 1 to 1000000 (got "1e9")',
    });
  });
});
