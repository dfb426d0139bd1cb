// https://vike.dev/guard — the block gallery (ADR 009): a development page, there only when the server was started
// with it (runtime/server/main.server.ts: always under `npm run dev`, in production with BLOCK_GALLERY=1).
// Otherwise the path is what it was before the gallery: the shop's not-found page (spec/1 §2.8).
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';

export function guard(pageContext: PageContextServer): void {
  if (pageContext.blockGallery !== true) throw render(404);
}
