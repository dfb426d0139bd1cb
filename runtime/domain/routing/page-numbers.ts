import { FIRST_PAGE } from './listing-query.ts';

// spec/1 §2.6 Listing pages: the numbered paging links. Which numbers to show is the shop's choice (the spec is
// silent): the first and the last page, and the pages next to the current one, with a gap marker between runs.

/** A paging entry: a page number, or a gap standing for the pages left out. */
export type PageEntry = number | 'gap';

/** Pages shown on each side of the current page (Not from the spec). */
export const PAGES_AROUND_CURRENT = 1;

/**
 * The paging entries for page `page` of `pageCount` (both as the listing answers them, spec/1 §5 within bounds): the
 * first page, the last, and PAGES_AROUND_CURRENT either side of the current, in order. A gap of a single page shows
 * that page instead of a marker, which would take the same room. No pages (pageCount below 1) is one page.
 */
export function pageNumbers(page: number, pageCount: number, around: number = PAGES_AROUND_CURRENT): PageEntry[] {
  const last = Math.max(pageCount, FIRST_PAGE);
  const current = Math.min(Math.max(page, FIRST_PAGE), last);
  const shown = new Set([FIRST_PAGE, last]);
  for (let number = current - around; number <= current + around; number += 1) {
    if (number >= FIRST_PAGE && number <= last) shown.add(number);
  }
  const entries: PageEntry[] = [];
  let previous = FIRST_PAGE - 1;
  for (const number of [...shown].sort((a, b) => a - b)) {
    if (number - previous === 2) entries.push(number - 1);
    else if (number - previous > 2) entries.push('gap');
    entries.push(number);
    previous = number;
  }
  return entries;
}
