import type { ComponentType } from 'react';
import type { OperationClient } from '../client/operation-client.ts';
import type { ShopRoute } from './shop-route.ts';

/** What a block's server-side loader gets: the page's shop and the operations (spec/1 §7, in process). */
export interface BlockLoadContext {
  readonly shop: ShopRoute;
  readonly operations: OperationClient;
  /**
   * The request's instant (campaigns, spec/1 §4; shipping fees of the day, spec/2 §9). Loaders never read the
   * clock: loadBlocks takes it once, when the page does not pass it (CONVENTIONS §3).
   */
  readonly now?: Date;
}

/**
 * spec/1 §7 component cache: a page's blocks, loaded and rendered, kept for the next page that shows the same block
 * in the same shop (runtime/server/rendering/component-cache.server.ts, ADR 019). The server gives it to a page
 * through its page context; a page rendered without it loads every block.
 */
export interface ComponentCache {
  /**
   * The value kept under `key`, or the one `make` makes — kept for the next page when `keep` says so (a block
   * that failed to load is not kept: the next page tries again).
   */
  remember<T>(key: string, make: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
}

/** The context a loader runs in: `now` always set. */
export type BlockLoaderContext = BlockLoadContext & { readonly now: Date };

/**
 * A block's server-side loader: the store data the block renders (and nothing more), or null when there is
 * nothing to show (a product zone without products): the block is then left out of the page.
 */
export type BlockLoader<Props, Data> = (props: Props, context: BlockLoaderContext) => Promise<Data | null>;

/** What a block component receives: its props (checked against its schema) and its loader's data. */
export interface BlockProps<Props, Data = undefined> {
  readonly props: Props;
  readonly data: Data;
}

/**
 * A content block (spec/1 §2.9): a component rendering its props (validated by its JSON Schema) and, for a
 * block whose data comes from the store, the data its loader fetched on the server — only what it renders.
 */
export type BlockComponent<Props = never, Data = never> = ComponentType<BlockProps<Props, Data>>;

/**
 * A content problem in a block (an unknown category key, a link to no page): the block is left out and logged
 * with its name, the page still renders (spec/1 §2.9).
 */
export class BlockContentError extends Error {
  constructor(
    /** JSON pointer into the block's props. */
    readonly pointer: string,
    message: string,
  ) {
    super(message);
    this.name = 'BlockContentError';
  }
}

/**
 * A block of the library on the server (generated/block-library.server.ts): component, props schema, fixture and
 * loader, all of one block's props and data. With a loader, the loader takes the props the component renders and
 * gives the data it renders (the data's type is the loader's: NoInfer); without one, the component renders its props
 * alone.
 */
export type LibraryBlock<Props, Data> = LibraryBlockFiles &
  (
    | { readonly component: BlockComponent<Props, NoInfer<Data>>; readonly load: BlockLoader<Props, Data> }
    | { readonly component: BlockComponent<Props, undefined>; readonly load?: undefined }
  );

/** What every block of the library has besides its component and loader. */
interface LibraryBlockFiles {
  /** Its props' JSON Schema (schema.json). */
  readonly schema: object;
  /** Valid props that show the block well (fixture.json): its tests and the block gallery render them. */
  readonly fixture: object;
}

/**
 * A block as a page's data carries it to the page. A block that is not interactive arrives as the HTML the
 * server rendered (no component, props or data in the browser: it adds no JavaScript); an interactive block
 * arrives as its checked props and loaded data, and is hydrated (generated/block-components.ts).
 */
export type RenderedBlock = StaticRenderedBlock | InteractiveRenderedBlock;

/**
 * A block that is not interactive, as the server rendered it. On the server `html` is always there. A first page
 * (a document) already carries that HTML in its markup, so its data leaves it out of the page context: `html` is
 * then not enumerable (JSON and vike's serializer skip it, the server's React render reads it), and in the browser
 * the block has no `html` and takes its markup from the server-rendered element (StaticBlock.tsx). A client-side
 * navigation's page context has no markup to read and carries it (load-blocks.server.ts, ADR 018).
 */
export interface StaticRenderedBlock {
  readonly block: string;
  readonly html?: string;
}

export interface InteractiveRenderedBlock {
  readonly block: string;
  readonly props: object;
  readonly data?: unknown;
}

/** A block the server rendered to HTML, told apart from an interactive one, which always has its props. */
export function isStaticBlock(entry: RenderedBlock): entry is StaticRenderedBlock {
  return !('props' in entry);
}
