import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import operationsSchema from '../../../schemas/operations.schema.json' with { type: 'json' };
import { describeSchemaError } from '../../domain/validation/describe-schema-error.ts';

const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

export type PayloadCheck =
  { ok: true; payload: Record<string, unknown> } | { ok: false; field: string; message: string };

/**
 * Checks middleware payloads against schemas/operations.schema.json (ARCHITECTURE: every payload validated by its
 * schema, 400 naming the field). Defaults from the schema are filled in, so handlers see complete payloads.
 */
export function createPayloadValidator(): {
  operations: string[];
  check(operation: string, payload: unknown): PayloadCheck;
} {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, useDefaults: true });
  addFormats(ajv);
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
      const [first] = validate.errors ?? [];
      const { pointer, message } = describeSchemaError(first!, body);
      return { ok: false, field: pointer || '/', message: `${pointer || 'The payload'} ${message}` };
    },
  };
}
