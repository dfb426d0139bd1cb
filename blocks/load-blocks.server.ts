import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ContentBlock } from '../generated/types.ts';
import { describeSchemaError } from '../runtime/domain/validation/describe-schema-error.ts';
import {
  BlockContentError,
  type BlockLoadContext,
  type BlockLoader,
  type BlockLoaderContext,
  type RenderedBlock,
} from './block-types.ts';
import { loadCategoryCards } from './category-cards/load.server.ts';
import categoryCardsSchema from './category-cards/schema.json' with { type: 'json' };
import faqSchema from './faq/schema.json' with { type: 'json' };
import { loadHeroBanner } from './hero-banner/load.server.ts';
import heroBannerSchema from './hero-banner/schema.json' with { type: 'json' };
import { loadProductZone } from './product-zone/load.server.ts';
import productZoneSchema from './product-zone/schema.json' with { type: 'json' };
import { isBlockName, type BlockName } from './registry.ts';
import { loadRichText, richTextClientProps } from './rich-text/load.server.ts';
import richTextSchema from './rich-text/schema.json' with { type: 'json' };
import shopByDepartmentSchema from './shop-by-department/schema.json' with { type: 'json' };
import trustedBrandsSchema from './trusted-brands/schema.json' with { type: 'json' };
import { loadUspSection } from './usp-section/load.server.ts';
import uspSectionSchema from './usp-section/schema.json' with { type: 'json' };

const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

/** A block on the server: its props schema, its loader (store data), and the props its component needs. */
interface ServerBlock {
  readonly schema: object;
  readonly load?: BlockLoader<never, unknown>;
  /** The props the page receives, when the component needs less than the CMS gave (rich-text's raw HTML). */
  readonly clientProps?: (props: never) => object;
}

// Every block of the registry, and only those (`satisfies` fails the build on a missing or an extra name).
const SERVER_BLOCKS = {
  'hero-banner': { schema: heroBannerSchema, load: loadHeroBanner },
  'category-cards': { schema: categoryCardsSchema, load: loadCategoryCards },
  'product-zone': { schema: productZoneSchema, load: loadProductZone },
  'usp-section': { schema: uspSectionSchema, load: loadUspSection },
  'rich-text': { schema: richTextSchema, load: loadRichText, clientProps: richTextClientProps },
  faq: { schema: faqSchema },
  'shop-by-department': { schema: shopByDepartmentSchema },
  'trusted-brands': { schema: trustedBrandsSchema },
} satisfies Record<BlockName, ServerBlock>;

// Draft 2020-12, every error, defaults filled in (product-zone's limit), as the middleware checks payloads
// (runtime/server/middleware/payload-validator.server.ts). Compiled once, at load.
const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, useDefaults: true });
addFormats(ajv);
const VALIDATORS = new Map<BlockName, ValidateFunction>(
  Object.entries(SERVER_BLOCKS).map(([name, block]) => [name as BlockName, ajv.compile(block.schema)]),
);

export type BlockPropsCheck =
  | { readonly ok: true; readonly block: BlockName; readonly props: Record<string, unknown> }
  | { readonly ok: false; readonly pointer: string; readonly message: string };

/**
 * A CMS block checked against the library: a known name, and props valid against the block's schema (with its
 * defaults filled in, on a copy). A failure names the JSON pointer into the props and what was expected.
 */
export function checkBlock(entry: { readonly block: string; readonly props: unknown }): BlockPropsCheck {
  if (!isBlockName(entry.block))
    return { ok: false, pointer: '/block', message: `is not a known block (got "${entry.block}")` };
  const validate = VALIDATORS.get(entry.block)!;
  const props = structuredClone(entry.props ?? {});
  if (validate(props)) return { ok: true, block: entry.block, props: props as Record<string, unknown> };
  const { pointer, message } = describeSchemaError(validate.errors![0]!, props);
  return { ok: false, pointer: `/props${pointer}`, message };
}

/** Where left-out blocks are reported (the server's log; a test's spy). */
export type BlockLog = (message: string) => void;

const warn: BlockLog = (message) => console.warn(message);

/**
 * The blocks of a content page made ready to render (spec/1 §2.9): each block's props checked against its schema
 * and its data loaded on the server, all blocks at once. A block the library does not know, whose props fail its
 * schema, whose content names nothing (an unknown category) or whose loader fails is left out and logged with
 * the block's name and the JSON pointer — the page still renders. A block with nothing to show (a product zone
 * without products) is left out silently.
 */
export async function loadBlocks(
  blocks: readonly ContentBlock[],
  context: BlockLoadContext,
  log: BlockLog = warn,
): Promise<RenderedBlock[]> {
  const loaderContext: BlockLoaderContext = { ...context, now: context.now ?? new Date() };
  const where = (index: number, block: string) => `Content block ${index} "${block}" left out`;
  const rendered = await Promise.all(
    blocks.map(async (entry, index): Promise<RenderedBlock | null> => {
      const checked = checkBlock(entry);
      if (!checked.ok) {
        log(`${where(index, entry.block)}: ${checked.pointer} ${checked.message}`);
        return null;
      }
      const server: ServerBlock = SERVER_BLOCKS[checked.block];
      const props = server.clientProps ? server.clientProps(checked.props as never) : checked.props;
      if (server.load === undefined) return { block: checked.block, props: props as Record<string, unknown> };
      try {
        const data = await server.load(checked.props as never, loaderContext);
        return data === null ? null : { block: checked.block, props: props as Record<string, unknown>, data };
      } catch (error) {
        const pointer = error instanceof BlockContentError ? `/props${error.pointer} ` : '';
        log(`${where(index, entry.block)}: ${pointer}${(error as Error).message}`);
        return null;
      }
    }),
  );
  return rendered.filter((block): block is RenderedBlock => block !== null);
}
