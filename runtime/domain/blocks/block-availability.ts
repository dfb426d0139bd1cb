import { BLOCK_MANIFESTS, type BlockName } from '../../../generated/blocks.ts';
import { STORE_FLAGS, type CountryCode } from '../../../generated/index.ts';

/**
 * Whether a country can show a block: every store flag the block needs (its block.json storeFlags) is on in the
 * country (per-market gating, ADR 009; spec/1 §1 store settings switch features on and off). `multishop validate`
 * refuses content that uses a block where it is off; a page leaves such a block out all the same.
 */
export function blockAvailable(block: BlockName, country: CountryCode): boolean {
  const flags: Readonly<Record<string, unknown>> = STORE_FLAGS[country];
  return (BLOCK_MANIFESTS[block].storeFlags as readonly string[]).every((flag) => flags[flag] === true);
}
