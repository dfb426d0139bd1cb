import { joinPointer, pointerToken, valueAtPointer } from './json-pointer.ts';
import { closest } from './suggest.ts';

/** What this module reads of a JSON Schema validator's error (Ajv's ErrorObject, run with `verbose`). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: object;
  message?: string;
  parentSchema?: unknown;
}

/**
 * Turns an Ajv error into a pointer at the offending value and a message that names what was expected and
 * what was found: `/shipping/parcelFee  must be >= 0 (got -1)`.
 */
export function describeSchemaError(error: SchemaError, data: unknown): { pointer: string; message: string } {
  const at = error.instancePath;
  const value = valueAtPointer(data, at);
  const got = ` (got ${show(value)})`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: at + joinPointer(String(params.missingProperty)), message: 'is required' };
    case 'dependentRequired':
      return {
        pointer: at + joinPointer(String(params.missingProperty)),
        message: `is required with ${String(params.property)}`,
      };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const suggestion = closest(name, known);
      return {
        pointer: at + joinPointer(name),
        message: `is not a known property${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      };
    }
    case 'propertyNames':
      return {
        pointer: at + `/${pointerToken(String(params.propertyName))}`,
        message: `is not an allowed key here`,
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(show).join(', ');
      return { pointer: at, message: `must be one of ${allowed}${got}` };
    }
    case 'const':
      return { pointer: at, message: `must be ${show(params.allowedValue)}${got}` };
    case 'type':
      return { pointer: at, message: `must be ${String(params.type)}${got}` };
    case 'pattern':
      return { pointer: at, message: `must match the pattern ${String(params.pattern)}${got}` };
    case 'format':
      return { pointer: at, message: `must be a valid ${String(params.format)}${got}` };
    case 'minItems':
    case 'maxItems':
      return {
        pointer: at,
        message: `${error.message ?? error.keyword} (got ${Array.isArray(value) ? value.length : 0})`,
      };
    case 'uniqueItems':
      return {
        pointer: at,
        message: `must not repeat an item (items ${String(params.j)} and ${String(params.i)} are the same)`,
      };
    default:
      return { pointer: at, message: `${error.message ?? error.keyword}${value === undefined ? '' : got}` };
  }
}

/**
 * A short preview of the value found: primitives as JSON (long strings cut), arrays and objects by their size.
 * Never stringifies a whole document — a deeply nested payload must not overflow the stack of the server
 * describing it.
 */
function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = JSON.stringify(typeof value === 'string' && value.length > 80 ? value.slice(0, 80) : value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
