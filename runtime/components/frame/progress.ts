import { navigationProgress as progressAt, type NavigationKind } from '../../domain/routing/navigation-progress.ts';
import { closeOverlays, navigationProgress } from '../../state/ui-state.ts';

let timer: ReturnType<typeof setInterval> | undefined;

/** A navigation began (spec/1 §2.2, §4): the frame's overlays close and the bar follows the domain's progress curve. */
export function startProgress(kind: NavigationKind): void {
  const started = performance.now();
  closeOverlays();
  clearInterval(timer);
  timer = setInterval(() => (navigationProgress.value = progressAt(kind, performance.now() - started)), 100);
}

/** The page is there: the bar goes. */
export function stopProgress(): void {
  clearInterval(timer);
  navigationProgress.value = null;
}
