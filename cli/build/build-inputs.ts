// Issue 12: the files a build is made from, each with its content hash, and one hash over them all — what tells
// `npm start` and `multishop build` that the compiled runtime is current, and what each country's build.json lists.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_SETTINGS, CODE_FOLDERS, isTest, type SourcePaths } from './changed-countries.ts';

export interface BuildInput {
  /** Root-relative, with forward slashes. */
  path: string;
  /** sha256 of its bytes, hex. */
  sha256: string;
}

async function filesBelow(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
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
  for (const folder of folders) for (const file of await filesBelow(root, folder)) if (!isTest(file)) files.add(file);
  for (const file of BUILD_SETTINGS) {
    await readFile(path.join(root, file)).then(
      () => files.add(file),
      () => undefined,
    );
  }
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
