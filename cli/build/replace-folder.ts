// ADR 020: a build's folder replaced whole, or not at all. The new folder is written beside the old one first; then
// the old one is moved aside and the new one renamed into its place (two renames on one file system), and the old
// one removed. A build that fails or is interrupted before the renames leaves the previous folder as it was.
import { access, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

async function exists(dir: string): Promise<boolean> {
  return access(dir).then(
    () => true,
    () => false,
  );
}

/** Puts `staged` (a complete folder) where `target` is, removing the previous `target`. */
export async function replaceFolder(staged: string, target: string): Promise<void> {
  const previous = `${target}.previous-${process.pid}`;
  const hadPrevious = await exists(target);
  if (hadPrevious) await rename(target, previous);
  try {
    await rename(staged, target);
  } catch (error) {
    if (hadPrevious) await rename(previous, target);
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/** The folders a build writes beside its targets: `<target>.staging-<pid>` and `<target>.previous-<pid>`. */
const LEFT_BEHIND = /^(.+)\.(staging|previous)-(\d+)$/;

/** Whether a process with this id is running (a build still at work on its folders: they are its own). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Tidies what an interrupted build left in `dir` (a dist folder) — folders of a process no longer running; a build at
 * work beside this one keeps its own: a staging folder is removed; a previous folder is put back where its target is
 * missing (the build stopped between its two renames), removed otherwise. Returns what it did, one line each.
 */
export async function recoverInterrupted(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const done: string[] = [];
  for (const name of names.sort()) {
    const match = LEFT_BEHIND.exec(name);
    if (match === null) continue;
    // LEFT_BEHIND's three groups always take part in a match; the second is one of its two words.
    const [target, kind, pid] = match.slice(1) as [string, 'staging' | 'previous', string];
    if (isRunning(Number(pid))) continue;
    if (kind === 'previous' && !(await exists(path.join(dir, target)))) {
      await rename(path.join(dir, name), path.join(dir, target));
      done.push(`${target}: put back from an interrupted build`);
    } else {
      await rm(path.join(dir, name), { recursive: true, force: true });
      done.push(`${name}: removed (left by an interrupted build)`);
    }
  }
  return done;
}
