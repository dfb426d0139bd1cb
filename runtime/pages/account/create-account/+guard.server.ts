// https://vike.dev/guard — spec/1 §6: for guests only; a logged-in customer goes home.
export { guard } from '../../page-guard.server.ts';
