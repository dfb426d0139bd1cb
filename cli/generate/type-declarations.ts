import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JSONSchema } from 'json-schema-to-typescript';
import type { ResolvedProjectConfig } from '../project/project-config.ts';
import { camelCase } from '../../runtime/domain/text/name-case.ts';

const require = createRequire(import.meta.url);
export const COMPILER_VERSION = (require('json-schema-to-typescript/package.json') as { version: string }).version;

/** How every generated type file is compiled (json-schema-to-typescript options). */
export const COMPILE_OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  unreachableDefinitions: true,
  strictIndexSignatures: true,
  style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
} as const;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * TypeScript declarations for every config shape, compiled by json-schema-to-typescript from one root schema
 * that references each schema file, so a shape referenced by several files is declared once.
 *
 * Compiling and formatting take most of `multishop generate`'s time (BENCHMARKS.md), so the file records the
 * hash of its inputs (the schemas, the compiler's version) and of its own body: when both still match, the
 * file is reused as it is. A hand edit changes the body, so it is never reused — `generate --check` still
 * catches it.
 */
export async function renderTypeDeclarations(
  config: ResolvedProjectConfig,
  schemaNames: readonly string[],
  header: string,
  previous: string | null,
): Promise<string> {
  const sorted = [...schemaNames].sort();
  const sources = await Promise.all(sorted.map((name) => readFile(path.join(config.paths.schemas, name), 'utf8')));
  const inputHash = sha256(JSON.stringify([COMPILER_VERSION, header, sorted, sources]));
  const cached = previous === null ? null : reuse(previous, header, inputHash);
  if (cached !== null) return cached;

  const { compile } = await import('json-schema-to-typescript');
  const documents = sorted.filter((name) => name !== 'common.schema.json');
  const root: JSONSchema = {
    $id: 'config-files.schema.json',
    title: 'ConfigFiles',
    description: 'Every config file of the project, by the schema it is checked against.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      documents.map((name) => [camelCase(name.replace(/\.schema\.json$/, '')), { $ref: name }]),
    ),
  };
  const body = await compile(root, 'ConfigFiles', { ...COMPILE_OPTIONS, cwd: config.paths.schemas + path.sep });
  return `${header}\n${cacheLine(inputHash, sha256(body))}\n${body}`;
}

export function cacheLine(inputHash: string, outputHash: string): string {
  return `// Inputs ${inputHash.slice(0, 32)}, body ${outputHash.slice(0, 32)}: a run with the same inputs reuses this file.`;
}

/** The previous file, when it was made from the same inputs and its body is untouched; otherwise null. */
export function reuse(previous: string, header: string, inputHash: string): string | null {
  const prefix = `${header}\n`;
  if (!previous.startsWith(prefix)) return null;
  const rest = previous.slice(prefix.length);
  const newline = rest.indexOf('\n');
  const body = rest.slice(newline + 1);
  return rest.slice(0, newline) === cacheLine(inputHash, sha256(body)) ? previous : null;
}
