import { useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { StaticBlock } from '../static-block/StaticBlock.tsx';
import type { StaticRenderedBlock } from '../../view/block-types.ts';
import { whenIdle } from '../when-idle.ts';

/**
 * spec/1 §2.8 "Not found: a no-results illustration plus two optional content blocks (shop by department, trusted
 * brands), loaded when idle": the server renders the two blocks with the page's data (blocks that are not
 * interactive add no JavaScript, ADR 009), and they are shown once the browser has nothing more urgent to do.
 */
/** The error page's data (runtime/pages/_error/+data.ts): a not-found page's two blocks, rendered by the server. */
export interface ErrorPageData {
  readonly notFoundBlocks: readonly StaticRenderedBlock[];
}

export function NotFoundSuggestions() {
  const data = useData<ErrorPageData | undefined>();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const blocks = data?.notFoundBlocks ?? [];
  if (!idle || blocks.length === 0) return null;
  return (
    <div className="error-page__suggestions">
      {blocks.map((entry) => (
        <StaticBlock key={entry.block} entry={entry} />
      ))}
    </div>
  );
}
