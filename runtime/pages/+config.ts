// https://vike.dev/config — the shop's pages: React (vike-react), client-side navigation, the shop's own routing.
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // The shop decides the canonical form of a URL (spec/1 §2.1 trailing slashes, §9.6 redirects with 308/301),
  // so vike must not redirect /a/ to /a on its own.
  disableUrlNormalization: true,
  passToClient: ['shop', 'i18n', 'frame'],
} satisfies Config;
