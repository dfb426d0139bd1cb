// https://vike.dev/onHydrationEnd — once the first page is interactive: the chunk-load reload rule (spec/1 §4), and
// the document's country for client-side routing on a deployment's own host names (ADR 030).
import type { PageContextClient } from 'vike/types';
import { watchChunkLoadFailures } from '../components/frame/chunk-reload.ts';
import { rememberDocumentCountry } from '../view/shop-route.ts';

export function onHydrationEnd(pageContext: PageContextClient): void {
  rememberDocumentCountry(pageContext.shop.country);
  watchChunkLoadFailures();
}
