// spec/1 §2.2 "A progress bar shows during navigation"; §4 "Loading indicator starts on route or parameter change
// and finishes after data loads; progress steps 30 or 45"; §9.7 "Progress bar throttle 200 ms, duration 5000 ms".

/** A navigation that ends sooner than this shows no bar at all (no flicker on fast pages). */
export const PROGRESS_THROTTLE_MS = 200;
/** The time the bar takes to creep from its first step to its last before the page is there. */
export const PROGRESS_DURATION_MS = 5000;
/** The bar's first step on a route change, and on a change of the query only (the same page, new data). */
export const PROGRESS_STEPS = { routeChange: 30, parameterChange: 45 } as const;
/** Short of done: the bar never claims a page is loaded before it is. */
const PROGRESS_CEILING = 90;

export type NavigationKind = keyof typeof PROGRESS_STEPS;

/**
 * The bar's width in percent `elapsedMs` after a navigation began, or null while it stays hidden (within the
 * throttle). From the first step it eases towards the ceiling over the duration, then waits there.
 */
export function navigationProgress(kind: NavigationKind, elapsedMs: number): number | null {
  if (elapsedMs < PROGRESS_THROTTLE_MS) return null;
  const start = PROGRESS_STEPS[kind];
  const share = Math.min(1, (elapsedMs - PROGRESS_THROTTLE_MS) / PROGRESS_DURATION_MS);
  // Ease-out: quick at first, slower as it nears the ceiling.
  return Math.round(start + (PROGRESS_CEILING - start) * (1 - (1 - share) ** 2));
}
