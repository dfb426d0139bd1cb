// Issue 12: a build's folder replaced whole, or not at all. The new folder is written beside the old one first; then
// the old one is moved aside and the new one renamed into its place (two renames on one file system), and the old
// one removed. A build that fails or is interrupted before the renames leaves the previous folder as it was.
import { access, rename, rm } from 'node:fs/promises';

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
