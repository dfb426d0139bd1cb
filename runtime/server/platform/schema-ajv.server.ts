import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatName } from 'ajv-formats';
import { functionExport } from './function-export.server.ts';

const addFormats = functionExport(addFormatsModule, 'ajv-formats') as typeof addFormatsModule;

/**
 * An Ajv instance for the shop's JSON Schemas (draft 2020-12; ARCHITECTURE "One source of truth for shapes"): strict,
 * with the standard formats — all of them, or the ones named — and the caller's further options (allErrors, verbose,
 * useDefaults …). The configs, the operation payloads, the checkout address forms and the CMS blocks are all checked
 * by one.
 */
export function schemaAjv(options: Options = {}, formats?: FormatName[]): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, ...options });
  if (formats === undefined) addFormats(ajv);
  else addFormats(ajv, formats);
  return ajv;
}
