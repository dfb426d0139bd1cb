// ADR 024: forms validate with the same JSON Schemas in the browser and in the middleware. The shop's CSP forbids
// `new Function`, which Ajv compiles with, so the browser runs validation code compiled here, at generate time (Ajv
// standalone code, https://ajv.js.org/standalone.html): one module per country (generated/form-validators/<cc>.js),
// loaded by that country's checkout only (ADR 021: a page carries its own country's data, no other's).
import { createRequire } from 'node:module';
import type { AddressFormat } from '../../generated/types.ts';
import type { PlannedFile } from '../files/file-plan.ts';
import {
  checkoutAddressFormSchemas,
  CHECKOUT_ADDRESS_FORM_SCHEMA_ID,
  type JsonSchemaObject,
} from '../../runtime/domain/forms/checkout-address-form-schema.ts';
import { functionExport } from '../../runtime/server/platform/function-export.server.ts';
import { cacheLine, reuse, sha256 } from './type-declarations.ts';

const require = createRequire(import.meta.url);
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;
const AJV_FORMATS_VERSION = (require('ajv-formats/package.json') as { version: string }).version;

/** The folder of generated/ that holds one validator module per country. */
export const FORM_VALIDATORS_DIR = 'form-validators';

/** The file of the shared form schema in the schema folder. */
export const CHECKOUT_ADDRESS_FORM_SCHEMA_FILE = 'checkout-address-form.schema.json';

/**
 * How the browser's validators are compiled. All errors, so every wrong field is marked at once; no messages (the
 * form shows the shopper's language from the error's keyword and params: runtime/domain/forms/field-errors.ts);
 * refs not inlined, so the shared schema's code is emitted once and each country's adds only its own rules; one
 * statement a line, so a change reads as a diff. Strict, as the project's other Ajv instances.
 */
const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  messages: false,
  inlineRefs: false,
  code: { source: true, esm: true, lines: true, optimize: true },
} as const;

/** Bumped when the emitted module's framing changes (what is added around Ajv's code), so cached files are remade. */
const EMITTER_VERSION = 2;

// Ajv's standalone code still `require`s its run-time helpers, even as an ES module (only its exports change). The
// one these schemas use, the string length in code points of minLength/maxLength (JSON Schema counts characters,
// not UTF-16 units), is written into the module instead: a browser module cannot `require`, and the country's module
// then needs nothing from node_modules.
const UCS2LENGTH_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';

/** Export names of each country's module, by the kind of form (checkout-address-form-schema.ts). */
const EXPORT_NAMES = { address: 'validateAddress', guestAddress: 'validateGuestAddress' } as const;

export interface FormValidatorsInput {
  /** The generated folder, relative to the project root (generated). */
  generatedDir: string;
  /** schemas/checkout-address-form.schema.json, parsed. */
  baseSchema: JsonSchemaObject;
  countries: ReadonlyArray<{ code: string; address: AddressFormat }>;
  /** The do-not-edit header naming a country's sources. */
  header(countryCode: string): string;
  /** A file as generate last wrote it, for reuse; null when there is none. */
  previous(path: string): Promise<string | null>;
}

/**
 * generated/form-validators/<cc>.js for every country: the country's checkout address validators (the address, and a
 * guest's billing address with its e-mail) and its postal-code example, which the postal-code message shows
 * (spec/3 §5: the example is the field's placeholder) — the page's own country data, without the browser reading the
 * whole country table. Compiling takes about 25 ms a country, so a file is reused as it is while its inputs (the
 * schemas it is compiled from, Ajv's version, the header) and its body are unchanged, as types.ts is
 * (type-declarations.ts).
 */
export async function planFormValidators(input: FormValidatorsInput): Promise<PlannedFile[]> {
  assertBaseSchemaId(input.baseSchema);
  const base = withoutAnnotations(input.baseSchema) as JsonSchemaObject;
  const files: PlannedFile[] = [];
  for (const { code, address } of [...input.countries].sort((a, b) => a.code.localeCompare(b.code))) {
    const path = `${input.generatedDir}/${FORM_VALIDATORS_DIR}/${code}.js`;
    const schemas = checkoutAddressFormSchemas(code, address);
    const forms = {
      address: withoutAnnotations(schemas.address) as JsonSchemaObject,
      guestAddress: withoutAnnotations(schemas.guestAddress) as JsonSchemaObject,
    };
    const header = input.header(code);
    const example = exampleExport(address.postalCode.example);
    const inputHash = sha256(
      JSON.stringify([EMITTER_VERSION, AJV_VERSION, AJV_FORMATS_VERSION, AJV_OPTIONS, header, base, forms, example]),
    );
    const previous = await input.previous(path);
    const cached = previous === null ? null : reuse(previous, header, inputHash);
    if (cached !== null) {
      files.push({ path, contents: cached });
      continue;
    }
    const body = `${await standaloneModule(base, forms)}\n${example}`;
    files.push({ path, contents: `${header}\n${cacheLine(inputHash, sha256(body))}\n${body}` });
  }
  return files;
}

/** The postal-code example as the module exports it (undefined where the country defines no format: spec/3 §5). */
function exampleExport(example: string | undefined): string {
  return `export const postalCodeExample = ${example === undefined ? 'undefined' : JSON.stringify(example)};\n`;
}

/** Ajv's standalone ES module of one country's forms, its run-time helper written in. */
async function standaloneModule(base: JsonSchemaObject, forms: Record<keyof typeof EXPORT_NAMES, JsonSchemaObject>) {
  // Loaded on first use, as json-schema-to-typescript is: most runs reuse every file.
  const [{ Ajv2020 }, standalone, formats, ucs2length] = await Promise.all([
    import('ajv/dist/2020.js'),
    import('ajv/dist/standalone/index.js'),
    import('ajv-formats'),
    import('ajv/dist/runtime/ucs2length.js'),
  ]);
  const standaloneCode = functionExport(standalone, 'ajv/dist/standalone') as typeof standalone.default;
  const addFormats = functionExport(formats, 'ajv-formats') as typeof formats.default;
  const ajv = new Ajv2020(AJV_OPTIONS);
  // Only e-mail: each format added is code in the shopper's browser.
  addFormats(ajv, ['email']);
  ajv.addSchema(base);
  for (const schema of Object.values(forms)) ajv.addSchema(schema);
  const code = standaloneCode(ajv, {
    [EXPORT_NAMES.address]: forms.address.$id as string,
    [EXPORT_NAMES.guestAddress]: forms.guestAddress.$id as string,
  });
  const length = functionExport(ucs2length, 'ajv/dist/runtime/ucs2length');
  const inlined = code.replaceAll(UCS2LENGTH_REQUIRE, `(${length.toString()})`);
  // Any other helper would be a require() the browser cannot run: fail here, naming it, rather than at checkout.
  const required = /require\("([^"]+)"\)/.exec(inlined);
  if (required) {
    throw new Error(
      `The checkout address validators need Ajv's run-time helper ${required[1]}; cli/generate/form-validators.ts inlines only ucs2length`,
    );
  }
  // An ES module is strict already; a bundler would only warn about the directive.
  const body = inlined.replace(/^"use strict";\n?/, '');
  return body.endsWith('\n') ? body : `${body}\n`;
}

// Keywords that say what a value means, not whether it is valid: dropped from what the browser is sent, as the
// standalone code embeds the schema objects it reads (the property list, for additionalProperties).
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples']);
// Keywords whose value maps names to schemas; their keys are names, not keywords.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** A schema without its annotations; names of properties are kept, whatever they are called. */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema as Record<string, unknown>)
    .filter(([keyword]) => !ANNOTATIONS.has(keyword))
    .map(([keyword, value]) => {
      if (SCHEMA_MAPS.has(keyword) && typeof value === 'object' && value !== null) {
        return [
          keyword,
          Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)])),
        ];
      }
      // Values of these are data, not schemas.
      if (keyword === 'const' || keyword === 'enum' || keyword === 'default') return [keyword, value];
      return [keyword, withoutAnnotations(value)];
    });
  return Object.fromEntries(entries);
}

/** The $id the shared schema must have for the countries' schemas to find it (a rename is a bug, not a user's). */
function assertBaseSchemaId(schema: JsonSchemaObject): void {
  if (schema.$id !== CHECKOUT_ADDRESS_FORM_SCHEMA_ID) {
    throw new Error(`${CHECKOUT_ADDRESS_FORM_SCHEMA_FILE} must have the $id ${CHECKOUT_ADDRESS_FORM_SCHEMA_ID}`);
  }
}
