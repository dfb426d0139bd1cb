// What the block gallery (a development page: every block of the library with its fixture) shows: the data its page
// loads (runtime/pages/block-gallery/+data.ts) and its component renders.
import type { BlockName } from '../../../generated/blocks.ts';
import type { RenderedBlock } from '../../view/block-types.ts';
import type { PageData } from '../../view/page-seo.ts';

/**
 * How a block came out in the gallery: rendered; left out because its loader found nothing to show with the
 * fixture in this country (the loader answered null, as a page would leave it out); or failed — its fixture
 * broke its schema, its loader threw, or its component threw while rendering.
 */
export type GallerySectionStatus = 'ok' | 'empty' | 'error';

/** A store flag a block needs (block.json storeFlags, spec/1 §3 Store flags) and whether the country has it on. */
export interface GalleryFlag {
  readonly name: string;
  readonly on: boolean;
}

/** One block of the library as the gallery shows it: its facts, and the block or what went wrong. */
export interface GallerySection {
  readonly name: BlockName;
  readonly title: string;
  readonly interactive: boolean;
  readonly storeFlags: readonly GalleryFlag[];
  /** Whether a content page of this country shows the block (every flag on, load-blocks.server.ts). */
  readonly shownHere: boolean;
  readonly status: GallerySectionStatus;
  /** Why it failed (status "error"): the message the server would log for a page. */
  readonly error?: string;
  /** The block as a page gets it (status "ok"): the server's HTML, or props and data to hydrate. */
  readonly block?: RenderedBlock;
}

/** A link of the gallery's switcher: another country's gallery, or this one in another language. */
export interface GalleryLink {
  /** Country code (cz) or language code (fr). */
  readonly code: string;
  /** The country's English name; the language's own name (Français), as the shop's language selector writes it. */
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

export interface BlockGalleryData extends PageData {
  /** The country's and the language's English names (the gallery's own text is English). */
  readonly countryLabel: string;
  readonly languageLabel: string;
  readonly countries: readonly GalleryLink[];
  readonly languages: readonly GalleryLink[];
  readonly sections: readonly GallerySection[];
}
