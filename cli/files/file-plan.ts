import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One file a generator wants on disk; `path` is relative to the project root, with forward slashes. */
export interface PlannedFile {
  path: string;
  contents: string;
}

export type FileStatus = 'created' | 'updated' | 'unchanged' | 'deleted';

export interface FileReport {
  path: string;
  status: FileStatus;
}

export interface ApplyOptions {
  root: string;
  /** Report what would change without writing (also what `--check` uses). */
  dryRun?: boolean;
  /**
   * A folder (relative to root) the plan owns: files in it that the plan does not list are deleted, so a
   * renamed template leaves no stale file behind — but only files `isOwned` recognises as the generator's own
   * (by their do-not-edit header), so a wrong folder setting can never delete anyone's work.
   */
  ownedDir?: string;
  isOwned?: (contents: string) => boolean;
}

/**
 * The one writer of every generator (CONVENTIONS §6: plan, then write): compares each planned file with the
 * disk, writes only what differs, and reports created / updated / unchanged / deleted.
 */
export async function applyPlan(plan: readonly PlannedFile[], options: ApplyOptions): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const file of plan) {
    const absolute = path.join(options.root, file.path);
    const current = await readFile(absolute, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    const status: FileStatus = current === null ? 'created' : current === file.contents ? 'unchanged' : 'updated';
    if (status !== 'unchanged' && !options.dryRun) {
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, file.contents);
    }
    reports.push({ path: file.path, status });
  }
  if (options.ownedDir !== undefined) {
    const planned = new Set(plan.map((file) => file.path));
    for (const existing of await listFiles(options.root, options.ownedDir)) {
      if (planned.has(existing)) continue;
      const contents = await readFile(path.join(options.root, existing), 'utf8');
      if (!(options.isOwned ?? (() => false))(contents)) continue;
      if (!options.dryRun) await rm(path.join(options.root, existing));
      reports.push({ path: existing, status: 'deleted' });
    }
  }
  return reports;
}

export function isChange(report: FileReport): boolean {
  return report.status !== 'unchanged';
}

/** `created  generated/routes.ts` lines, changes first. */
export function formatReports(reports: readonly FileReport[]): string[] {
  const order: FileStatus[] = ['created', 'updated', 'deleted', 'unchanged'];
  return [...reports]
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.path.localeCompare(b.path))
    .map((report) => `${report.status.padEnd(9)} ${report.path}`);
}

/** Every file below `dir` (relative to `root`), as root-relative paths with forward slashes, sorted; none when `dir` is missing. */
export async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
