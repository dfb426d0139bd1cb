// https://vike.dev/guard — spec/2 §2: the addresses step needs a cart with lines, in a market where checkout is open
// (spec/1 §5); otherwise home.
export { guard } from '../../page-guard.server.ts';
