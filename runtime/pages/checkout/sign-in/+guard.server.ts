// https://vike.dev/guard — spec/2 §2: a cart with lines, in a market where checkout is open (spec/1 §5), else home;
// the entry also a shipping address and shipping info, else the addresses page.
export { guard } from '../../page-guard.server.ts';
