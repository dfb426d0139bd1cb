import type { BlockComponent } from './block-types.ts';
import { CategoryCards } from './category-cards/CategoryCards.tsx';
import { Faq } from './faq/Faq.tsx';
import { HeroBanner } from './hero-banner/HeroBanner.tsx';
import { ProductZone } from './product-zone/ProductZone.tsx';
import { RichText } from './rich-text/RichText.tsx';
import { ShopByDepartment } from './shop-by-department/ShopByDepartment.tsx';
import { TrustedBrands } from './trusted-brands/TrustedBrands.tsx';
import { UspSection } from './usp-section/UspSection.tsx';

/**
 * The block library by name (spec/1 §2.9 "registered by name"): one folder per block, blocks/<name>/. A registry
 * is `as const` data with its union type derived (CONVENTIONS §7): the server's list (load-blocks.server.ts) must
 * name the same blocks, or it does not compile.
 */
export const BLOCK_COMPONENTS = {
  'hero-banner': HeroBanner,
  'category-cards': CategoryCards,
  'product-zone': ProductZone,
  'usp-section': UspSection,
  'rich-text': RichText,
  faq: Faq,
  'shop-by-department': ShopByDepartment,
  'trusted-brands': TrustedBrands,
} as const satisfies Record<string, BlockComponent<never, never>>;

export type BlockName = keyof typeof BLOCK_COMPONENTS;

export const BLOCK_NAMES = Object.keys(BLOCK_COMPONENTS) as BlockName[];

/** Whether a CMS block name is one of the library's. */
export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(BLOCK_COMPONENTS, name);
}
