import { signal } from '@preact/signals-react';

// UI state of the frame (spec/1 §4 States: navigation panel open or closed, loading indicator). Module-level
// signals are shared by everything in one browser tab; on the server nothing writes them (they keep their
// initial values), so no request sees another's state.

/** spec/1 §4 navigation panel: open or closed. */
export const navigationPanelOpen = signal(false);

/** spec/1 §2.5 "On small screens the search bar opens and closes": closed until the shopper opens it. */
export const headerSearchOpen = signal(false);

/**
 * The sidebar open over the page, if any (spec/2 §2: the cart sidebar, the extra-guarantee sidebar, the
 * complementary-products sidebar). One at a time: the add-to-cart flow (spec/2 §4) moves from one to the next.
 */
export type SidebarKind = 'cart' | 'extraGuarantee' | 'complementaryProducts';
export const openSidebar = signal<SidebarKind | null>(null);

/** spec/1 §4 loading indicator: the progress in percent while a page loads, null when idle. */
export const navigationProgress = signal<number | null>(null);

/**
 * A route change closes what the frame opened over the page (spec/1 §2.3 "The cart sidebar closes on every route
 * change"; once, the contact dropdown stayed open over the next page): the navigation panel, the phone's open
 * search, the open sidebar, and every open popover of the document (contact, language, cart hint).
 */
export function closeOverlays(): void {
  navigationPanelOpen.value = false;
  headerSearchOpen.value = false;
  openSidebar.value = null;
  if (typeof document === 'undefined') return;
  for (const element of document.querySelectorAll<HTMLElement>('[popover]')) {
    // Closing a popover that is not open does nothing; a browser without the popover API has nothing open.
    if (typeof element.hidePopover === 'function' && element.matches(':popover-open')) element.hidePopover();
  }
}
