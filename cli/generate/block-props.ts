import type { JSONSchema } from 'json-schema-to-typescript';
import type { CheckedBlock } from '../validate/check-blocks.ts';
import { cacheLine, COMPILE_OPTIONS, COMPILER_VERSION, reuse, sha256 } from './type-declarations.ts';

/**
 * The props type of every block, compiled by json-schema-to-typescript from the blocks' schema.json files (one
 * shape written once, as JSON Schema: ARCHITECTURE). Each type is named by its schema's title (`HeroBannerProps`)
 * and `BlockLibraryProps` maps a block's name to it. Reused as it is when its inputs have not changed, like
 * types.ts (type-declarations.ts).
 */
export async function renderBlockProps(
  blocks: readonly CheckedBlock[],
  shared: ReadonlyMap<string, unknown>,
  header: string,
  previous: string | null,
): Promise<string> {
  const schemas = blocks.map((block) => [block.name, forTypes(block.schema, shared) as JSONSchema] as const);
  const inputHash = sha256(JSON.stringify([COMPILER_VERSION, header, schemas]));
  const cached = previous === null ? null : reuse(previous, header, inputHash);
  if (cached !== null) return cached;

  const { compile } = await import('json-schema-to-typescript');
  const root: JSONSchema = {
    title: 'BlockLibraryProps',
    description: "Each content block's props by the block's name (spec/1 §2.9), from blocks/<name>/schema.json.",
    type: 'object',
    additionalProperties: false,
    required: schemas.map(([name]) => name),
    properties: Object.fromEntries(schemas),
  };
  const body = await compile(root, 'BlockLibraryProps', COMPILE_OPTIONS);
  return `${header}\n${cacheLine(inputHash, sha256(body))}\n${body}`;
}

/**
 * A block schema as the type compiler reads it: inlined into the root (its own $id and $schema would make it a
 * separate document), with the shared shapes it references from the schema folder inlined too (its `$ref`s
 * resolve against its $id, which is gone), and without the presence rules ("anyOf": [{ "required": … }], "not":
 * { "required": … }) — the compiler turns those into an index signature that accepts any property. The type
 * then says which properties exist and what they hold; which combinations are allowed stays the schema's check
 * (Ajv).
 */
function forTypes(schema: unknown, shared: ReadonlyMap<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => forTypes(item, shared));
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string' && $ref.startsWith(SHARED_REF)) {
    // The block's own keywords (its description) stay over the shared shape's.
    return forTypes({ ...(sharedShape($ref, shared) as object), ...rest }, shared);
  }
  const entries = Object.entries(schema as Record<string, unknown>).filter(([key, value]) => {
    if (key === '$id' || key === '$schema') return false;
    if (key === 'not') return !presenceOnly(value);
    if (key === 'anyOf' || key === 'oneOf') return !(Array.isArray(value) && value.every(presenceOnly));
    return true;
  });
  return Object.fromEntries(entries.map(([key, value]) => [key, forTypes(value, shared)]));
}

/** How a block schema (blocks/<name>/schema.json) references a schema of the schema folder. */
const SHARED_REF = '../../schemas/';

/** The part of a shared schema a `$ref` names: `../../schemas/common.schema.json#/$defs/blockLinkRouteKey`. */
function sharedShape(ref: string, shared: ReadonlyMap<string, unknown>): unknown {
  const [file = '', pointer = ''] = ref.slice(SHARED_REF.length).split('#');
  let node = shared.get(file);
  for (const segment of pointer.split('/').slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  // validate has resolved every $ref of the block schemas before generate runs: a miss is a bug.
  if (node === undefined) throw new Error(`Block schema $ref ${ref} names nothing in the schema folder`);
  return node;
}

function presenceOnly(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    Object.keys(schema).every((key) => key === 'required' || key === 'description')
  );
}
