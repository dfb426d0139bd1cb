// https://vike.dev/guard — spec/1 §6, §8: for logged-in customers only; a guest goes home, with a warning in the
// log.
export { guard } from '../../page-guard.server.ts';
