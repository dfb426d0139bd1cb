import type { GallerySection } from '../../components/block-gallery/gallery-data.ts';
import { blockAvailable, loadBlocks, type PageBlocksContext } from '../../../blocks/load-blocks.server.ts';
import { BLOCK_LIBRARY } from '../../../generated/block-library.server.ts';
import { BLOCK_MANIFESTS, type BlockName } from '../../../generated/blocks.ts';
import { STORE_FLAGS, type CountryCode } from '../../../generated/index.ts';

/**
 * Every block of the library rendered with its fixture (fixture.json) in the page's country and language, each
 * on its own so that one block's failure cannot hide another: each gets its own loadBlocks call, whose
 * left-out messages are caught rather than logged, and a throw from rendering is caught too. Store flags are
 * ignored (the gallery shows every block in every country) but reported. An interactive block is rendered once
 * here as well, only to catch a render error: otherwise it would throw while the page renders and take the
 * whole gallery down with it.
 */
export async function loadGallerySections(
  names: readonly BlockName[],
  context: GalleryBlocksContext,
): Promise<GallerySection[]> {
  const now = context.now ?? new Date();
  return Promise.all(names.map((name) => loadGallerySection(name, { ...context, now })));
}

async function loadGallerySection(name: BlockName, context: GalleryBlocksContext): Promise<GallerySection> {
  const manifest = BLOCK_MANIFESTS[name];
  const country: CountryCode = context.shop.country;
  const flags: Readonly<Record<string, unknown>> = STORE_FLAGS[country];
  const facts = {
    name,
    title: manifest.title,
    interactive: manifest.interactive,
    storeFlags: (manifest.storeFlags as readonly string[]).map((flag) => ({ name: flag, on: flags[flag] === true })),
    shownHere: blockAvailable(name, country),
  };
  const leftOut: string[] = [];
  try {
    const [block] = await loadBlocks(
      [{ block: name, props: BLOCK_LIBRARY[name].fixture }],
      // Ids unique on the gallery page: every block is the first (index 0) of its own loadBlocks call.
      { ...context, idPrefix: `gallery-${name}-`, ignoreStoreFlags: true, renderInteractive: true, inMarkup: true },
      (message) => leftOut.push(message),
    );
    if (leftOut.length > 0) return { ...facts, status: 'error', error: leftOut.join('\n') };
    if (block === undefined) return { ...facts, status: 'empty' };
    return { ...facts, status: 'ok', block };
  } catch (error) {
    // A component that throws is a bug in the block, not a content mistake: the server log gets its stack.
    console.error(`Block gallery: block "${name}" failed to render`, error);
    return { ...facts, status: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}

/** What the gallery's page gives: a page's, less what the gallery decides itself. */
type GalleryBlocksContext = Omit<PageBlocksContext, 'idPrefix' | 'ignoreStoreFlags' | 'renderInteractive'>;
