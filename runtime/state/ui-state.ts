import { signal } from '@preact/signals-react';

// UI state of the frame (spec/1 §4 States: navigation panel open or closed, loading indicator). Module-level
// signals are shared by everything in one browser tab; on the server nothing writes them (they keep their
// initial values), so no request sees another's state.

/** spec/1 §4 navigation panel: open or closed. */
export const navigationPanelOpen = signal(false);

/** spec/1 §4 loading indicator: the progress in percent while a page loads, null when idle. */
export const navigationProgress = signal<number | null>(null);
