// `build --changed --since <ref>` (ADR 020): the files that differ between a commit and the working tree (committed
// since, staged, unstaged and new files), with their text then and now, and the commit a build is made from.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ChangedFile } from './changed-countries.ts';

const run = promisify(execFile);

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** A `--since` that names no commit: the user's mistake, reported in one line. */
export class UnknownRefError extends Error {
  constructor(readonly ref: string) {
    super(`--since ${ref}: no such commit, branch or tag in this repository`);
    this.name = 'UnknownRefError';
  }
}

export async function changedFilesSince(root: string, ref: string): Promise<ChangedFile[]> {
  const commit = await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(
    (out) => out.trim(),
    () => '',
  );
  if (commit === '') throw new UnknownRefError(ref);
  const tracked = (await git(root, ['diff', '--name-only', '--no-renames', commit, '--'])).split('\n');
  const untracked = (await git(root, ['ls-files', '--others', '--exclude-standard'])).split('\n');
  const paths = [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
  return Promise.all(
    paths.map(async (file) => ({
      path: file,
      before: await git(root, ['show', `${commit}:${file}`]).catch(() => null),
      after: await readFile(path.join(root, file), 'utf8').catch(() => null),
    })),
  );
}

/** The commit HEAD names, with `+changes` when the working tree differs from it; `unknown` outside a repository. */
export async function currentCommit(root: string): Promise<string> {
  try {
    const head = (await git(root, ['rev-parse', 'HEAD'])).trim();
    const dirty = (await git(root, ['status', '--porcelain', '--untracked-files=no'])).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}
