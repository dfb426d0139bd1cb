import type { ValidateFunction } from 'ajv/dist/2020.js';
import { schemaAjv } from '../../runtime/server/platform/schema-ajv.server.ts';
import type { BlockManifest } from '../../generated/types.ts';
import { describeSchemaError } from '../../runtime/domain/validation/describe-schema-error.ts';
import { known } from '../../runtime/domain/validation/suggest.ts';
import { camelCase, pascalCase } from '../../runtime/domain/text/name-case.ts';
import { BLOCK_NAME, type BlockSource } from '../project/read-blocks.ts';
import { problem, type Problem } from '../project/problem.ts';
import type { SchemaValidator } from './schema-validator.ts';

export const BLOCK_MANIFEST_SCHEMA = 'block-manifest.schema.json';
const SCHEMA_ID_BASE = 'https://multishop.example/blocks/';

/** A block folder that passed every check: what validate checks content against and generate registers. */
export interface CheckedBlock {
  readonly name: string;
  /** `ReviewCarousel`: component file and export; `ReviewCarouselProps` is its props type. */
  readonly pascal: string;
  /** `reviewCarousel`: its translations' key under `blocks.`. */
  readonly camel: string;
  readonly dir: string;
  readonly manifest: BlockManifest;
  readonly schema: Record<string, unknown>;
  /** The props check, as the server runs it (all errors; no defaults filled in here). */
  readonly validate: ValidateFunction;
  readonly hasLoader: boolean;
  readonly hasStyles: boolean;
}

/** What the content checks need to know of the library. */
export interface BlockLibrary {
  readonly blocks: ReadonlyMap<string, CheckedBlock>;
  /** Names of folders that exist but failed a check: content using them is not reported twice. */
  readonly broken: ReadonlySet<string>;
}

/**
 * Checks each folder of the block library (spec/1 §2.9): a kebab-case name; block.json against the manifest
 * schema, with store flags that are boolean store flags; schema.json a valid closed JSON Schema whose $id and
 * title follow the block's name (the generated props type is named by its title); the component, its test and a
 * fixture that its schema accepts.
 */
export function checkBlocks(
  sources: readonly BlockSource[],
  validator: SchemaValidator,
): {
  problems: Problem[];
  library: BlockLibrary;
} {
  const problems: Problem[] = [];
  const blocks = new Map<string, CheckedBlock>();
  const broken = new Set<string>();
  const ajv = schemaAjv({ allErrors: true, verbose: true });
  // A block schema may reference a shared shape of the schema folder (common.schema.json#/$defs/blockLinkRouteKey).
  for (const shared of validator.schemas.values()) ajv.addSchema(shared);
  const flagNames = booleanStoreFlags(validator);

  for (const source of sources) {
    const before = problems.length;
    const at = (file: string, pointer: string, message: string) => problems.push(problem(file, pointer, message));
    const pascal = pascalCase(source.name);
    if (!BLOCK_NAME.test(source.name)) {
      at(source.dir, '', `is not a block name: block folders are kebab-case, like "hero-banner"`);
      broken.add(source.name);
      continue;
    }
    for (const required of ['block.json', 'schema.json', 'fixture.json', `${pascal}.tsx`, `${pascal}.test.tsx`]) {
      if (!source.files.has(required)) at(`${source.dir}/${required}`, '', `is missing: every block has ${required}`);
    }
    if (source.files.has('load.ts')) {
      at(`${source.dir}/load.ts`, '', 'must be load.server.ts: a loader runs on the server only');
    }

    let manifest: BlockManifest | null = null;
    if (source.manifest) {
      const found = validator.validate(BLOCK_MANIFEST_SCHEMA, source.manifest.path, source.manifest.data);
      problems.push(...found);
      if (found.length === 0) {
        manifest = source.manifest.data as BlockManifest;
        manifest.storeFlags.forEach((flag, index) => {
          if (!flagNames.includes(flag)) {
            at(
              source.manifest!.path,
              `/storeFlags/${index}`,
              `is not a store flag "${flag}"; ${known(flagNames, flag)}`,
            );
          }
        });
      }
    }

    let validate: ValidateFunction | null = null;
    const schema = source.schema?.data as Record<string, unknown> | undefined;
    if (source.schema && schema !== undefined) {
      const file = source.schema.path;
      const id = `${SCHEMA_ID_BASE}${source.name}/schema.json`;
      if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        at(file, '', 'must be a JSON Schema object');
      } else {
        if (schema.$id !== id) at(file, '/$id', `must be "${id}" (got ${JSON.stringify(schema.$id)})`);
        if (schema.title !== `${pascal}Props`) {
          at(file, '/title', `must be "${pascal}Props": the generated props type is named by it`);
        }
        if (schema.type !== 'object' || schema.additionalProperties !== false) {
          at(file, '', 'must describe a closed object: "type": "object" and "additionalProperties": false');
        }
        try {
          validate = ajv.compile(schema);
        } catch (error) {
          at(file, '', `is not a valid JSON Schema: ${(error as Error).message}`);
        }
      }
    }
    if (validate && source.fixture) {
      const fixture = structuredClone(source.fixture.data);
      if (!validate(fixture)) {
        for (const error of validate.errors ?? []) {
          const { pointer, message } = describeSchemaError(error, fixture);
          at(source.fixture.path, pointer, message);
        }
      }
    }

    if (problems.length > before || manifest === null || validate === null || schema === undefined) {
      broken.add(source.name);
      continue;
    }
    blocks.set(source.name, {
      name: source.name,
      pascal,
      camel: camelCase(source.name),
      dir: source.dir,
      manifest,
      schema,
      validate,
      hasLoader: source.files.has('load.server.ts'),
      hasStyles: source.files.has(`${source.name}.css`),
    });
  }
  const pascals = new Map<string, string>();
  for (const block of blocks.values()) {
    const other = pascals.get(block.pascal);
    if (other !== undefined) {
      problems.push(problem(block.dir, '', `names the same component ${block.pascal} as ${other}`));
    }
    pascals.set(block.pascal, block.dir);
  }
  return { problems, library: { blocks, broken } };
}

/** The store flags a block may need: the boolean properties of StoreFlags (store-flags.schema.json). */
function booleanStoreFlags(validator: SchemaValidator): string[] {
  const properties = (validator.schemas.get('store-flags.schema.json')?.properties ?? {}) as Record<
    string,
    { type?: unknown }
  >;
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'boolean')
    .map(([name]) => name);
}
