import type { ComponentType } from 'react';
import { INTERACTIVE_BLOCK_COMPONENTS } from '../generated/block-components.ts';
import '../generated/block-styles.ts';
import { isStaticBlock, type BlockProps, type RenderedBlock } from '../runtime/view/block-types.ts';
import { StaticBlock } from '../runtime/components/static-block/StaticBlock.tsx';

const INTERACTIVE = INTERACTIVE_BLOCK_COMPONENTS as Readonly<
  Record<string, ComponentType<BlockProps<unknown, unknown>> | undefined>
>;

/**
 * Renders a page's content blocks in the CMS's order (spec/1 §2.9 "registered by name"). The server has checked
 * each block and loaded its data (load-blocks.server.ts): a block that is not interactive comes as the HTML the
 * server rendered and is placed as it is (React keeps it through hydration; on a first page the HTML is in the
 * markup only, StaticBlock.tsx); an interactive block is rendered by
 * its component, the only blocks whose code reaches the browser (generated/block-components.ts).
 */
export function BlockList({ blocks }: { blocks: readonly RenderedBlock[] }) {
  return (
    <div className="block-list">
      {blocks.map((entry, index) => (
        <BlockView key={`${entry.block}-${index}`} entry={entry} />
      ))}
    </div>
  );
}

/** One rendered block: the server's HTML, or an interactive block's component; a name not known is skipped. */
export function BlockView({ entry }: { entry: RenderedBlock }) {
  if (isStaticBlock(entry)) return <StaticBlock entry={entry} />;
  const Component = INTERACTIVE[entry.block];
  return Component ? <Component props={entry.props} data={entry.data} /> : null;
}
