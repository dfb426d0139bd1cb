import { readdir } from 'node:fs/promises';
import { problem } from './problem.ts';
import { configFileLabel, type ResolvedProjectConfig } from './project-config.ts';
import { relative } from './read-sources.ts';
import { UsageError } from './usage-error.ts';

/** The names in a folder the project config points at; a missing folder is the user's mistake, said so. */
export async function readFolder(config: ResolvedProjectConfig, dir: string, setting: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new UsageError([
      problem(relative(config, dir), '', `is missing: no such folder (${setting} in ${configFileLabel(config)})`),
    ]);
  }
}
