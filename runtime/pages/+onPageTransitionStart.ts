// https://vike.dev/onPageTransitionStart — spec/1 §2.2, §4: the progress bar while the next page loads.
import type { PageContextClient } from 'vike/types';
import { startProgress } from '../components/frame/progress.ts';

export function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  // A change of the query alone keeps the page: the second step (spec/1 §4 "progress steps 30 or 45").
  const samePath = pageContext.urlPathname !== undefined && pageContext.urlPathname === window.location.pathname;
  startProgress(samePath ? 'parameterChange' : 'routeChange');
}
