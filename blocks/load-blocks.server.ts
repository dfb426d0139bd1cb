import type { ValidateFunction } from 'ajv/dist/2020.js';
import { schemaAjv } from '../runtime/server/platform/schema-ajv.server.ts';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import commonSchema from '../schemas/common.schema.json' with { type: 'json' };
import { BLOCK_LIBRARY } from '../generated/block-library.server.ts';
import type { BlockLibraryProps } from '../generated/block-props.ts';
import { BLOCK_MANIFESTS, BLOCK_NAMES, isBlockName, type BlockName } from '../generated/blocks.ts';
import { blockAvailable } from '../runtime/domain/blocks/block-availability.ts';

export { blockAvailable };
import type { LocaleCode } from '../generated/index.ts';
import { messagesFor } from '../runtime/i18n/messages.server.ts';
import { describeSchemaError } from '../runtime/domain/validation/describe-schema-error.ts';
import {
  BlockContentError,
  type BlockLoadContext,
  type BlockLoaderContext,
  type ComponentCache,
  type LibraryBlock,
  type RenderedBlock,
  type StaticRenderedBlock,
} from '../runtime/view/block-types.ts';
import { inVikePageContext } from '../runtime/view/vike-page-context.ts';

// Draft 2020-12, every error, defaults filled in (product-zone's limit), as the middleware checks payloads
// (runtime/server/middleware/payload-validator.server.ts). Compiled once, at load.
const ajv = schemaAjv({ allErrors: true, verbose: true, useDefaults: true });
// The shared shapes block schemas reference (common.schema.json#/$defs/blockLinkRouteKey).
ajv.addSchema(commonSchema);

/**
 * The check of a block's props: its schema (schema.json) compiled into a check that the props are of the type
 * block-props.ts compiles from the same schema. Ajv keeps what it compiled by the schema object, so each block's schema
 * is compiled once: all of them at load, below.
 */
function validatorOf<Name extends BlockName>(block: Name): ValidateFunction<BlockLibraryProps[Name]> {
  return ajv.compile<BlockLibraryProps[Name]>(BLOCK_LIBRARY[block].schema);
}
for (const block of BLOCK_NAMES) validatorOf(block);

/** A block whose props its schema has checked: props of the block's own type (block-props.ts). */
export interface CheckedBlock<Name extends BlockName = BlockName> {
  readonly ok: true;
  readonly block: Name;
  readonly props: BlockLibraryProps[Name];
}

/** A block the library does not know, or whose props fail its schema: the JSON pointer, and what was expected. */
interface BlockPropsFailure {
  readonly ok: false;
  readonly pointer: string;
  readonly message: string;
}

export type BlockPropsCheck = CheckedBlock | BlockPropsFailure;

/**
 * A CMS block checked against the library: a known name, and props valid against the block's schema (with its
 * defaults filled in, on a copy). A failure names the JSON pointer into the props and what was expected.
 */
export function checkBlock(entry: { readonly block: string; readonly props?: unknown }): BlockPropsCheck {
  if (!isBlockName(entry.block))
    return { ok: false, pointer: '/block', message: `is not a known block (got "${entry.block}")` };
  return checkProps(entry.block, entry.props);
}

function checkProps<Name extends BlockName>(block: Name, given: unknown): CheckedBlock<Name> | BlockPropsFailure {
  const validate = validatorOf(block);
  const props = structuredClone(given ?? {});
  if (validate(props)) return { ok: true, block, props };
  const { pointer, message } = describeSchemaError(validate.errors![0]!, props);
  return { ok: false, pointer: `/props${pointer}`, message };
}

/** A block made ready on the server: its loader's data (none without a loader) and its component's element. */
export interface LoadedBlock {
  readonly data: unknown;
  readonly element: ReactElement;
}

/**
 * A checked block's data loaded and its element made, with its props and data; null when its loader finds nothing to
 * show. The block's own entry of the library is taken for its name, so its loader, props and component are its own.
 */
export function loadBlock<Name extends BlockName>(
  checked: CheckedBlock<Name>,
  context: BlockLoaderContext,
): Promise<LoadedBlock | null> {
  return loadLibraryBlock(BLOCK_LIBRARY[checked.block], checked.props, context);
}

async function loadLibraryBlock<Props, Data>(
  library: LibraryBlock<Props, Data>,
  props: Props,
  context: BlockLoaderContext,
): Promise<LoadedBlock | null> {
  if (library.load === undefined) {
    return { data: undefined, element: createElement(library.component, { props, data: undefined }) };
  }
  const data = await library.load(props, context);
  return data === null ? null : { data, element: createElement(library.component, { props, data }) };
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
   * Render an interactive block on the server as well, its HTML unused, so that a component that throws fails here,
   * where the caller catches it, rather than in the page (the block gallery, where one broken block must not take the
   * page down). Pages never set it.
   */
  readonly renderInteractive?: boolean;
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

/**
 * A page's context for the blocks it places in its markup: its shop, operations and component cache, the page
 * context itself to render them in.
 */
export function blocksInMarkupOf(pageContext: {
  readonly shop: BlockLoadContext['shop'];
  readonly operations: BlockLoadContext['operations'];
  readonly components?: ComponentCache | undefined;
}): PageBlocksContext {
  const { shop, operations, components } = pageContext;
  return { shop, operations, pageContext, inMarkup: true, components };
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
    let loaded: LoadedBlock | null;
    try {
      loaded = await loadBlock(checked, loaderContext);
    } catch (error) {
      const pointer = error instanceof BlockContentError ? `/props${error.pointer} ` : '';
      log(`${where(index, entry.block)}: ${pointer}${(error as Error).message}`);
      return { rendered: null, failed: true };
    }
    if (loaded === null) return { rendered: null, failed: false };
    const { block, props } = checked;
    const { data, element } = loaded;
    if (BLOCK_MANIFESTS[block].interactive) {
      if (context.renderInteractive) renderInPageContext(element, pageContext, idPrefixOf(index));
      return { rendered: data === undefined ? { block, props } : { block, props, data }, failed: false };
    }
    const html = renderInPageContext(element, pageContext, idPrefixOf(index));
    return { rendered: staticBlock(block, html, htmlInPageContext), failed: false };
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

/** A block or a part of the frame as HTML: rendered once, on the server, in the page's context. */
function renderInPageContext(element: ReactElement, pageContext: object, identifierPrefix: string): string {
  return renderToStaticMarkup(inVikePageContext(pageContext, element), { identifierPrefix });
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
