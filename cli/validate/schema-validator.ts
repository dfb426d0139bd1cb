import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { schemaAjv } from '../../runtime/server/platform/schema-ajv.server.ts';
import { describeSchemaError } from '../../runtime/domain/validation/describe-schema-error.ts';
import { problem, type Problem } from '../project/problem.ts';
import { readFolder } from '../project/read-folder.ts';
import type { ResolvedProjectConfig } from '../project/project-config.ts';

export interface SchemaValidator {
  /** Problems of `data` (from `file`) against the schema file `schemaName`; empty when valid. */
  validate(schemaName: string, file: string, data: unknown): Problem[];
  /**
   * Checks one value against a part of a schema (`country.schema.json`, `/properties/prodDomain`): true, or
   * what is wrong with it. Lets a prompt check an answer by the same rule the file will be checked by.
   */
  checkValue(schemaName: string, pointer: string, value: unknown): true | string;
  /** The parsed schema files, by file name. */
  schemas: ReadonlyMap<string, Record<string, unknown>>;
}

/**
 * Loads every `*.schema.json` of the schema folder into one Ajv (draft 2020-12, all errors, strict mode)
 * so that cross-file `$ref`s resolve, and compiles each schema once, on first use.
 */
export async function createSchemaValidator(config: ResolvedProjectConfig): Promise<SchemaValidator> {
  const schemaDir = config.paths.schemas;
  const ajv = schemaAjv({ allErrors: true, verbose: true, allowUnionTypes: true });
  const schemas = new Map<string, Record<string, unknown>>();
  const files = (await readFolder(config, schemaDir, 'paths.schemas'))
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  for (const name of files) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, name), 'utf8')) as Record<string, unknown>;
    schemas.set(name, schema);
    ajv.addSchema(schema);
  }
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schemaName: string): ValidateFunction => {
    let validate = compiled.get(schemaName);
    if (!validate) {
      const id = schemas.get(schemaName)?.$id;
      if (typeof id !== 'string') throw new Error(`Schema ${schemaName} is missing or has no $id in ${schemaDir}`);
      validate = ajv.getSchema(id);
      if (!validate) throw new Error(`Ajv did not register ${id}`);
      compiled.set(schemaName, validate);
    }
    return validate;
  };
  return {
    schemas,
    checkValue(schemaName, pointer, value) {
      const id = schemas.get(schemaName)?.$id as string | undefined;
      const validate = id === undefined ? undefined : ajv.getSchema(`${id}#${pointer}`);
      if (!validate) throw new Error(`No schema at ${schemaName}#${pointer}`);
      if (validate(value)) return true;
      const [first] = relevantErrors(validate.errors ?? []);
      return first ? describeSchemaError(first, value).message : 'is not valid';
    },
    validate(schemaName, file, data) {
      const validate = compile(schemaName);
      if (validate(data)) return [];
      return relevantErrors(validate.errors ?? []).map((error) => {
        const { pointer, message } = describeSchemaError(error, data);
        return problem(file, pointer, message);
      });
    },
  };
}

/**
 * Drops Ajv's summary errors that only restate others ('must match "then" schema') and repeats.
 */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (error.keyword === 'if') return false;
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
