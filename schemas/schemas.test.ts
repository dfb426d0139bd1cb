// House rules for every schema: closed objects, and every property described — the descriptions are
// where a platform engineer learns units, meaning and the spec section behind a value.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Schema = Record<string, unknown>;
const dir = import.meta.dirname;
const files = readdirSync(dir).filter((name) => name.endsWith('.schema.json'));
const schemas = new Map(files.map((name) => [name, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Schema]));

/** Follows a $ref (same file or another schema file) to the schema it names. */
function resolve(ref: string, file: string): Schema | undefined {
  const [target, pointer = ''] = ref.split('#');
  let node: unknown = schemas.get(target || file);
  for (const token of pointer.split('/').filter(Boolean)) node = (node as Schema | undefined)?.[token];
  return node as Schema | undefined;
}

/** The description that documents a property: its own, or that of the schema its $ref names. */
function descriptionOf(schema: Schema, file: string): string {
  if (typeof schema.description === 'string' && schema.description.length > 0) return schema.description;
  return typeof schema.$ref === 'string' ? descriptionOf(resolve(schema.$ref, file) ?? {}, file) : '';
}

/** Every object schema in a file, with its JSON pointer. */
function* objectSchemas(node: unknown, pointer: string): Generator<[string, Schema]> {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* objectSchemas(item, `${pointer}/${index}`);
    return;
  }
  const schema = node as Schema;
  if (schema.type === 'object') yield [pointer, schema];
  for (const [key, value] of Object.entries(schema)) yield* objectSchemas(value, `${pointer}/${key}`);
}

describe.each(files)('%s', (file) => {
  const schema = schemas.get(file)!;

  it('is draft 2020-12 with an $id named after the file', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(new RegExp(`/${file.replace(/\./g, '\\.')}$`));
  });

  it('closes every object: additionalProperties false, or a schema for map values', () => {
    for (const [pointer, object] of objectSchemas(schema, '')) {
      if (pointer.includes('/properties/$schema')) continue;
      const closed = object.additionalProperties === false || typeof object.additionalProperties === 'object';
      expect(closed, `${file}#${pointer}`).toBe(true);
    }
  });

  it('describes every property, citing its spec section or saying it is not from the spec', () => {
    for (const [pointer, object] of objectSchemas(schema, '')) {
      for (const [name, property] of Object.entries((object.properties as Record<string, Schema>) ?? {})) {
        expect(descriptionOf(property, file), `${file}#${pointer}/properties/${name}`).toMatch(
          /spec\/[123] §\d|^Not from the spec: /,
        );
      }
    }
  });
});
