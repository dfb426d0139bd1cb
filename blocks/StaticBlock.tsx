import './blocks.css';
import type { StaticRenderedBlock } from './block-types.ts';

/**
 * A block the server rendered to HTML (it is not interactive): placed as it is — React keeps it through hydration
 * and adds no code for it. The wrapper does not take part in the layout (blocks.css).
 */
export function StaticBlock({ entry }: { entry: StaticRenderedBlock }) {
  return (
    <div className="block-list__static" data-block={entry.block} dangerouslySetInnerHTML={{ __html: entry.html }} />
  );
}
