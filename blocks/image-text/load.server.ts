import type { BlockLoader } from '../../runtime/view/block-types.ts';
import { resolveBlockLink } from '../hero-banner/block-link.server.ts';
import type { ImageTextData, ImageTextProps } from './ImageText.tsx';

/**
 * The banner's link in the page's language, resolved as the hero banner's (blocks/hero-banner/block-link.server.ts):
 * a category's page — its campaign products while the campaign is active in the country (spec/1 §4) — or a route.
 * Without a link the block needs no call to the store. An unknown category key is a content error (/categoryKey).
 */
export const loadImageText: BlockLoader<ImageTextProps, ImageTextData> = async (props, context) => {
  const { link } = await resolveBlockLink(props, context);
  return { link };
};
