// https://vike.dev/onHydrationEnd — once the first page is interactive: the chunk-load reload rule (spec/1 §4).
import { watchChunkLoadFailures } from '../components/frame/chunk-reload.ts';

export function onHydrationEnd(): void {
  watchChunkLoadFailures();
}
