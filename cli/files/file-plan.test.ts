import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPlan, formatReports } from './file-plan.ts';

describe('applyPlan', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-plan-'));
    await mkdir(path.join(root, 'out'));
    await writeFile(path.join(root, 'out/same.ts'), 'same\n');
    await writeFile(path.join(root, 'out/old.ts'), 'GENERATED old\n');
    await writeFile(path.join(root, 'out/mine.ts'), 'written by hand\n');
    await writeFile(path.join(root, 'out/stale.ts'), 'stale\n');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const plan = [
    { path: 'out/same.ts', contents: 'same\n' },
    { path: 'out/stale.ts', contents: 'fresh\n' },
    { path: 'out/deep/new.ts', contents: 'new\n' },
  ];

  const isOwned = (contents: string) => contents.startsWith('GENERATED');

  it('writes only what differs, deletes only its own stale files, and reports each file', async () => {
    const reports = await applyPlan(plan, { root, ownedDir: 'out', isOwned });
    expect(formatReports(reports)).toEqual([
      'created   out/deep/new.ts',
      'updated   out/stale.ts',
      'deleted   out/old.ts',
      'unchanged out/same.ts',
    ]);
    expect(await readFile(path.join(root, 'out/stale.ts'), 'utf8')).toBe('fresh\n');
    expect(await readFile(path.join(root, 'out/deep/new.ts'), 'utf8')).toBe('new\n');
    await expect(readFile(path.join(root, 'out/old.ts'))).rejects.toThrow('ENOENT');
    expect(await readFile(path.join(root, 'out/mine.ts'), 'utf8')).toBe('written by hand\n');
  });

  it('with dryRun reports the same and touches nothing', async () => {
    const reports = await applyPlan(plan, { root, ownedDir: 'out', isOwned, dryRun: true });
    expect(reports.map((report) => report.status).sort()).toEqual(['created', 'deleted', 'unchanged', 'updated']);
    expect(await readFile(path.join(root, 'out/stale.ts'), 'utf8')).toBe('stale\n');
    expect(await readFile(path.join(root, 'out/old.ts'), 'utf8')).toBe('GENERATED old\n');
  });

  it('leaves files alone outside an owned folder', async () => {
    const reports = await applyPlan([{ path: 'out/same.ts', contents: 'same\n' }], { root });
    expect(reports).toEqual([{ path: 'out/same.ts', status: 'unchanged' }]);
    expect(await readFile(path.join(root, 'out/old.ts'), 'utf8')).toBe('GENERATED old\n');
  });
});
