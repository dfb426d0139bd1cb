// https://vike.dev/onPageTransitionEnd — the page is there: the progress bar goes.
import { stopProgress } from '../components/frame/progress.ts';

export function onPageTransitionEnd(): void {
  stopProgress();
}
