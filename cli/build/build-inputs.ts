// Per-country builds (ADR 020): the files a build is made from, each with its content hash, and one hash over them all
// — what tells `npm start` and `multishop build` that the compiled runtime is current, and what each country's
// build.json lists.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../files/file-plan.ts';
import { BUILD_SETTINGS, CODE_FOLDERS, isTest, type SourcePaths } from './changed-countries.ts';

export interface BuildInput {
  /** Root-relative, with forward slashes. */
  path: string;
  /** sha256 of its bytes, hex. */
  sha256: string;
}

/** Every input of a build under `root`, sorted by path; tests left out (they go into no build). */
export async function buildInputs(root: string, paths: SourcePaths): Promise<BuildInput[]> {
  const folders = [
    ...CODE_FOLDERS,
    paths.countries,
    paths.content,
    paths.schemas,
    paths.templates,
    paths.blocks,
    paths.generated,
  ];
  const files = new Set<string>();
  for (const folder of folders) for (const file of await listFiles(root, folder)) if (!isTest(file)) files.add(file);
  for (const file of BUILD_SETTINGS) if (existsSync(path.join(root, file))) files.add(file);
  return Promise.all(
    [...files].sort().map(async (file) => ({
      path: file,
      sha256: createHash('sha256')
        .update(await readFile(path.join(root, file)))
        .digest('hex'),
    })),
  );
}

/** One hash over the inputs' paths and hashes: equal exactly when every input is. */
export function inputsHash(inputs: readonly BuildInput[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input.path}\0${input.sha256}\n`);
  return hash.digest('hex');
}
