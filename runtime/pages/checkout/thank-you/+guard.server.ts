// https://vike.dev/guard — spec/1 §5: home in a market where checkout is closed. No cart is asked for: the order is
// placed and the cart gone.
export { guard } from '../../page-guard.server.ts';
