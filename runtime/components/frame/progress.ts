import { navigationProgress as progressAt, type NavigationKind } from '../../domain/routing/navigation-progress.ts';
import { navigationPanelOpen, navigationProgress } from '../../state/ui-state.ts';

let timer: ReturnType<typeof setInterval> | undefined;

/** A navigation began (spec/1 §2.2, §4): the panel closes and the bar follows the domain's progress curve. */
export function startProgress(kind: NavigationKind): void {
  const started = performance.now();
  navigationPanelOpen.value = false;
  clearInterval(timer);
  timer = setInterval(() => (navigationProgress.value = progressAt(kind, performance.now() - started)), 100);
}

/** The page is there: the bar goes. */
export function stopProgress(): void {
  clearInterval(timer);
  navigationProgress.value = null;
}
