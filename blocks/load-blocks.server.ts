import type { ValidateFunction } from 'ajv/dist/2020.js';
import { schemaAjv } from '../runtime/server/platform/schema-ajv.server.ts';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import commonSchema from '../schemas/common.schema.json' with { type: 'json' };
import { BLOCK_LIBRARY } from '../generated/block-library.server.ts';
import { BLOCK_MANIFESTS, isBlockName, type BlockName } from '../generated/blocks.ts';
import { blockAvailable } from '../runtime/domain/blocks/block-availability.ts';

export { blockAvailable };
import type { LocaleCode } from '../generated/index.ts';
import { messagesFor } from '../runtime/i18n/messages.server.ts';
import { describeSchemaError } from '../runtime/domain/validation/describe-schema-error.ts';
import {
  BlockContentError,
  type BlockLoadContext,
  type BlockLoaderContext,
  type BlockProps,
  type ComponentCache,
  type LibraryBlock,
  type RenderedBlock,
  type StaticRenderedBlock,
} from '../runtime/view/block-types.ts';

// Draft 2020-12, every error, defaults filled in (product-zone's limit), as the middleware checks payloads
// (runtime/server/middleware/payload-validator.server.ts). Compiled once, at load.
const ajv = schemaAjv({ allErrors: true, verbose: true, useDefaults: true });
// The shared shapes block schemas reference (common.schema.json#/$defs/blockLinkRouteKey).
ajv.addSchema(commonSchema);
const VALIDATORS = new Map<BlockName, ValidateFunction>(
  Object.entries(BLOCK_LIBRARY).map(([name, block]) => [name as BlockName, ajv.compile(block.schema)]),
);

export type BlockPropsCheck =
  | { readonly ok: true; readonly block: BlockName; readonly props: Record<string, unknown> }
  | { readonly ok: false; readonly pointer: string; readonly message: string };

/**
 * A CMS block checked against the library: a known name, and props valid against the block's schema (with its
 * defaults filled in, on a copy). A failure names the JSON pointer into the props and what was expected.
 */
export function checkBlock(entry: { readonly block: string; readonly props?: unknown }): BlockPropsCheck {
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

/** What a page gives to load its blocks: its shop and operations, and its page context to render them in. */
export interface PageBlocksContext extends BlockLoadContext {
  /** The page context the components read (shop, frame, translations), as vike-react provides it. */
  readonly pageContext: object;
  /**
   * Prefix of the ids the server-rendered blocks' useId() gives, unique on the page: each block is rendered on
   * its own, so without it two blocks would repeat an id.
   */
  readonly idPrefix?: string;
  /**
   * Render a block even where the store flags it needs are off (the block gallery shows every block in every
   * country). Pages never set it.
   */
  readonly ignoreStoreFlags?: boolean;
  /**
   * The page places the blocks in its server-rendered markup (a page's block list, the frame's banner), not later
   * (the not-found page's suggestions, shown once the browser is idle). A first page then carries each static
   * block's HTML once, in its markup: its page context leaves it out (ADR 018, staticBlock below).
   */
  readonly inMarkup?: boolean;
  /**
   * The server's component cache (spec/1 §7): a block already loaded and rendered for this shop, at this place of
   * a page, is taken from it. Without it every block is loaded.
   */
  readonly components?: ComponentCache;
}

/** A block made ready, or left out (null); `failed` when it was left out for a fault rather than by design. */
interface BlockOutcome {
  readonly rendered: RenderedBlock | null;
  readonly failed: boolean;
}

/**
 * The blocks of a content page made ready to render (spec/1 §2.9): each block's props checked against its schema
 * and its data loaded on the server, all blocks at once. A block that is not interactive is then rendered to
 * HTML here, so the browser gets neither its component nor its data — and, on a first page whose markup holds the
 * blocks (`inMarkup`), not its HTML a second time either; an interactive one keeps its props and data for
 * hydration. A block the library does not know, whose props fail its schema, whose content names nothing (an
 * unknown category) or whose loader fails is left out and logged with the block's name and the JSON pointer —
 * the page still renders. A block with nothing to show (a product zone without products) and a block whose store
 * flags are off in the country (per-market gating, ADR 009) are left out silently.
 */
export async function loadBlocks(
  blocks: ReadonlyArray<{ readonly block: string; readonly props?: unknown }>,
  context: PageBlocksContext,
  log: BlockLog = warn,
): Promise<RenderedBlock[]> {
  const loaderContext: BlockLoaderContext = { ...context, now: context.now ?? new Date() };
  // A client-side navigation's page context carries no strings (the browser keeps the first page's), but the
  // blocks rendered here need them: the page's locale's strings are added for rendering only.
  const pageContext = withTranslations(context.pageContext, context.shop.locale);
  const where = (index: number, block: string) => `Content block ${index} "${block}" left out`;
  const htmlInPageContext = !context.inMarkup || isClientSideNavigation(context.pageContext);
  /** The prefix of the ids a block's HTML holds: its place on the page. */
  const idPrefixOf = (index: number) => `${context.idPrefix ?? 'b'}${index}-`;
  const prepare = async (entry: (typeof blocks)[number], index: number): Promise<BlockOutcome> => {
    const checked = checkBlock(entry);
    if (!checked.ok) {
      log(`${where(index, entry.block)}: ${checked.pointer} ${checked.message}`);
      return { rendered: null, failed: true };
    }
    if (!context.ignoreStoreFlags && !blockAvailable(checked.block, context.shop.country)) {
      return { rendered: null, failed: false };
    }
    const library: LibraryBlock = BLOCK_LIBRARY[checked.block];
    let data: unknown;
    try {
      // The props were checked by the block's own schema (checkBlock); the registry's loader type takes `never` props.
      data = library.load ? await library.load(checked.props as never, loaderContext) : undefined;
    } catch (error) {
      const pointer = error instanceof BlockContentError ? `/props${error.pointer} ` : '';
      log(`${where(index, entry.block)}: ${pointer}${(error as Error).message}`);
      return { rendered: null, failed: true };
    }
    if (data === null) return { rendered: null, failed: false };
    const { block, props } = checked;
    if (BLOCK_MANIFESTS[block].interactive) {
      return { rendered: data === undefined ? { block, props } : { block, props, data }, failed: false };
    }
    const html = renderLibraryBlock(library, { props, data }, pageContext, idPrefixOf(index));
    return { rendered: staticBlock(checked.block, html, htmlInPageContext), failed: false };
  };
  // The component cache keeps a block for its shop (its texts, prices and links), its place on the page (the ids
  // its HTML holds) and whether its HTML goes in the page context — for as long as the server keeps blocks, so a
  // campaign's block comes and goes within that time of the campaign's start and end, as a cached page does. The
  // gallery, which ignores the store flags, loads every block.
  const cache = context.ignoreStoreFlags ? undefined : context.components;
  const { country, locale } = context.shop;
  const rendered = await Promise.all(
    blocks.map(async (entry, index) => {
      if (cache === undefined) return (await prepare(entry, index)).rendered;
      const key = `${country}|${locale}|${idPrefixOf(index)}|${htmlInPageContext ? 1 : 0}|${JSON.stringify(entry)}`;
      const outcome = await cache.remember(
        key,
        () => prepare(entry, index),
        ({ failed }) => !failed,
      );
      return outcome.rendered;
    }),
  );
  return rendered.filter((block): block is RenderedBlock => block !== null);
}

/**
 * A static block's entry in the page's data. Its HTML is in the page context where the browser has no other copy
 * of it: a client-side navigation (vike's pageContext.json, no markup comes with it), blocks shown later. A first
 * page's blocks are in its markup already: there `html` is a property that is not enumerable, so the page context
 * leaves it out — JSON.stringify and vike's serializer (@brillout/json-serializer, which serializes the value
 * itself, not its toJSON) write the enumerable properties only, in vike's renderer and in the direct one alike
 * (runtime/server/rendering/page-context-json.server.ts) — while the server's React render still reads it. The browser
 * then takes the block's markup from the page (StaticBlock.tsx).
 */
function staticBlock(block: string, html: string, inPageContext: boolean): StaticRenderedBlock {
  return inPageContext ? { block, html } : Object.defineProperty({ block }, 'html', { value: html, enumerable: false });
}

/** vike's `pageContext.isClientSideNavigation`: the page context goes to the browser as pageContext.json. */
function isClientSideNavigation(pageContext: object): boolean {
  return 'isClientSideNavigation' in pageContext && pageContext.isClientSideNavigation === true;
}

/** A block that is not interactive, as HTML: rendered once, on the server, in the page's context. */
/**
 * A library block rendered to HTML in the page's context. The registry holds blocks of different props, each checked
 * by its own schema before it gets here (checkBlock), so the registry's component type takes `never` props: the cast
 * is where the checked props meet it.
 */
export function renderLibraryBlock(
  library: LibraryBlock,
  blockProps: BlockProps<unknown, unknown>,
  pageContext: object,
  identifierPrefix: string,
): string {
  return renderInPageContext(
    createElement(library.component as never, blockProps as never),
    pageContext,
    identifierPrefix,
  );
}

function renderInPageContext(element: ReactElement, pageContext: object, identifierPrefix: string): string {
  // vike-react's provider is typed for a whole PageContext; a block's render needs only what the page gave it.
  const page = createElement(VikeReactProviderPageContext, { pageContext: pageContext as never, children: element });
  return renderToStaticMarkup(page, { identifierPrefix });
}

/**
 * A part of the frame that is not interactive (the footer), rendered to HTML on the server in the page's context
 * and placed as a static block is (StaticBlock): its HTML once in a first page's markup, in the page context of a
 * client-side navigation (ADR 019).
 */
export function renderStaticPart(
  name: string,
  element: ReactElement,
  context: { readonly pageContext: object; readonly locale: LocaleCode },
): StaticRenderedBlock {
  const html = renderInPageContext(element, withTranslations(context.pageContext, context.locale), `${name}-`);
  return staticBlock(name, html, isClientSideNavigation(context.pageContext));
}

/** The page context with its locale's strings, which a client-side navigation's does not carry. */
function withTranslations(pageContext: object, locale: LocaleCode): object {
  return 'i18n' in pageContext && pageContext.i18n !== undefined
    ? pageContext
    : { ...pageContext, i18n: { locale, messages: messagesFor(locale) } };
}
