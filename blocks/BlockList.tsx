import type { ComponentType } from 'react';
import type { BlockProps, RenderedBlock } from './block-types.ts';
import { BLOCK_COMPONENTS, isBlockName } from './registry.ts';
import './blocks.css';

/**
 * Renders a page's content blocks by name (spec/1 §2.9 "registered by name"), in the CMS's order. The server has
 * checked each block's props and loaded its data (load-blocks.server.ts); a name the library does not know is
 * skipped here too.
 */
export function BlockList({ blocks }: { blocks: readonly RenderedBlock[] }) {
  return (
    <div className="block-list">
      {blocks.map((entry, index) => {
        if (!isBlockName(entry.block)) return null;
        const Component = BLOCK_COMPONENTS[entry.block] as ComponentType<BlockProps<unknown, unknown>>;
        return <Component key={`${entry.block}-${index}`} props={entry.props} data={entry.data} />;
      })}
    </div>
  );
}
