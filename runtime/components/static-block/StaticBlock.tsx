import { useId } from 'react';
import './static-block.css';
import type { StaticRenderedBlock } from '../../view/block-types.ts';

/**
 * A block the server rendered to HTML (it is not interactive): placed as it is — React keeps it through hydration
 * and adds no code for it. The wrapper does not take part in the layout (static-block.css).
 *
 * ADR 018: a first page carries the block's HTML once, in its markup, not again in its page context
 * (load-blocks.server.ts). In the browser such a block comes without `html`, and its wrapper is found by its id —
 * useId(), the same on the server and in the hydrating browser, for the same tree — and the HTML it holds is what
 * React is given: the DOM React adopts, with nothing to differ (no hydration mismatch, and the DOM is never written
 * again while the entry stays the same). A client-side navigation's blocks bring their HTML with them.
 */
export function StaticBlock({ entry }: { entry: StaticRenderedBlock }) {
  const id = useId();
  const html = entry.html ?? markupOf(entry, id);
  return (
    <div
      className="block-list__static"
      data-block={entry.block}
      data-static-block={id}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The HTML a first page's block has in the page, read once per entry: the entry stays the page's for as long as the
 * page is shown, so a block rendered again — or mounted again after React has replaced the server's element — keeps
 * the same HTML rather than looking for an element that may be gone.
 */
const adopted = new WeakMap<StaticRenderedBlock, string>();

function markupOf(entry: StaticRenderedBlock, id: string): string {
  let html = adopted.get(entry);
  if (html === undefined) {
    html = serverElementOf(id)?.innerHTML;
    if (html === undefined) return '';
    adopted.set(entry, html);
  }
  return html;
}

/** The server-rendered wrapper with this id (a page has a few static blocks: a scan is cheap). */
function serverElementOf(id: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll('[data-static-block]')) {
    if (element.getAttribute('data-static-block') === id) return element;
  }
  return undefined;
}
