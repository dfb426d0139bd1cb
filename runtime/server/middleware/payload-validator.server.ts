import type { Ajv2020 } from 'ajv/dist/2020.js';
import { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { schemaAjv } from '../platform/schema-ajv.server.ts';
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import operationsSchema from '../../../schemas/operations.schema.json' with { type: 'json' };
import { describeSchemaError } from '../../domain/validation/describe-schema-error.ts';
import { valueAtPointer } from '../../domain/validation/json-pointer.ts';

export type PayloadCheck =
  { ok: true; payload: Record<string, unknown> } | { ok: false; field: string; message: string };

/**
 * The error to answer with. Ajv reports a value that fits none of a oneOf's branches with every branch's errors; for
 * a oneOf of objects told apart by a constant `action` (an update action, spec/2 §4), only the branch of the value's
 * action says what is wrong — and when no branch has it, the action itself is wrong: the answer names the known ones.
 */
function telling(ajv: Ajv2020, errors: readonly ErrorObject[], body: unknown): ErrorObject {
  const first = errors[0]!;
  const oneOf = errors.find((error) => error.keyword === 'oneOf');
  if (oneOf === undefined || !first.instancePath.startsWith(oneOf.instancePath)) return first;
  const branches = (oneOf.schema as Array<{ $ref?: string }>).map((branch) =>
    branch.$ref === undefined ? undefined : ajv.getSchema(`${operationsSchema.$id}${branch.$ref}`),
  );
  const tags = branches.map(
    (branch) =>
      (branch?.schema as { properties?: { action?: { const?: unknown } } } | undefined)?.properties?.action?.const,
  );
  const value = valueAtPointer(body, oneOf.instancePath);
  if (tags.some((tag) => tag === undefined) || typeof value !== 'object' || value === null || !('action' in value)) {
    return first;
  }
  const at = tags.indexOf(value.action);
  if (at === -1) {
    return { ...oneOf, instancePath: `${oneOf.instancePath}/action`, keyword: 'enum', params: { allowedValues: tags } };
  }
  const branch = branches[at]!;
  branch(value);
  const [inBranch] = branch.errors ?? [];
  return inBranch === undefined
    ? first
    : { ...inBranch, instancePath: `${oneOf.instancePath}${inBranch.instancePath}` };
}

/**
 * Checks middleware payloads against schemas/operations.schema.json (ARCHITECTURE: every payload validated by its
 * schema, 400 naming the field). Defaults from the schema are filled in, so handlers see complete payloads.
 */
export function createPayloadValidator(): {
  operations: string[];
  check(operation: string, payload: unknown): PayloadCheck;
} {
  const ajv = schemaAjv({ allErrors: true, verbose: true, useDefaults: true });
  ajv.addSchema(commonSchema);
  ajv.addSchema(operationsSchema);
  const operations = Object.keys(operationsSchema.$defs);
  const validators = new Map<string, ValidateFunction>(
    operations.map((name) => [name, ajv.getSchema(`${operationsSchema.$id}#/$defs/${name}`)!]),
  );
  return {
    operations,
    check(operation, payload) {
      const validate = validators.get(operation);
      if (!validate) throw new Error(`No schema for operation ${operation}`);
      const body = payload ?? {};
      if (validate(body)) return { ok: true, payload: body as Record<string, unknown> };
      const { pointer, message } = describeSchemaError(telling(ajv, validate.errors ?? [], body), body);
      return { ok: false, field: pointer || '/', message: `${pointer || 'The payload'} ${message}` };
    },
  };
}
