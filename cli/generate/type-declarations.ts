import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { ResolvedProjectConfig } from '../project/project-config.ts';

/**
 * TypeScript declarations for every config shape, compiled by json-schema-to-typescript from one root schema
 * that references each schema file, so a shape referenced by several files is declared once.
 */
export async function renderTypeDeclarations(
  config: ResolvedProjectConfig,
  schemaNames: readonly string[],
  header: string,
): Promise<string> {
  const documents = schemaNames.filter((name) => name !== 'common.schema.json');
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
  const declarations = await compile(root, 'ConfigFiles', {
    cwd: config.paths.schemas + path.sep,
    bannerComment: header,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
  });
  return declarations;
}

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
