import type { Output } from '../commands/output.ts';

/**
 * A user's mistake in the project's config, located by file and JSON pointer (CONVENTIONS §9:
 * say what is wrong and where, so it can be fixed without reading the code).
 */
export interface Problem {
  /** Path relative to the project root, with forward slashes: `countries/de.json`. */
  file: string;
  /** RFC 6901 JSON pointer into the file (`/shipping/parcelFee`), or '' for the whole file. */
  pointer: string;
  message: string;
}

export function problem(file: string, pointer: string, message: string): Problem {
  return { file, pointer, message };
}

/** One line per problem: `countries/de.json  /shipping/parcelFee  must be >= 0 (got -1)`. */
export function formatProblem({ file, pointer, message }: Problem): string {
  return pointer ? `${file}  ${pointer}  ${message}` : `${file}  ${message}`;
}

export { joinPointer } from '../../runtime/domain/validation/json-pointer.ts';

/** Problems sorted by file, then pointer, so output does not depend on check order. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer) || a.message.localeCompare(b.message),
  );
}

/** Prints each problem, then a count: `3 problems in 2 files.` */
export function reportProblems(problems: readonly Problem[], output: Pick<Output, 'err'>): void {
  for (const found of problems) output.err(formatProblem(found));
  const files = new Set(problems.map((found) => found.file)).size;
  output.err(
    `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`,
  );
}
