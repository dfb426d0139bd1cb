// https://vike.dev/config — the shop's pages: React (vike-react), client-side navigation, the shop's own routing.
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // The shop decides the canonical form of a URL (spec/1 §2.1 trailing slashes, §9.6 redirects with 308/301),
  // so vike must not redirect /a/ to /a on its own.
  disableUrlNormalization: true,
  // The locale's strings are not passed in the page context: the first page carries them once, as a JSON script
  // written once per locale (+bodyHtmlEnd.server.ts; docs/decisions/011-rendering-cost.md).
  passToClient: ['shop', 'frame'],
} satisfies Config;
