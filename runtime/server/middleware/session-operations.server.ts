// The operations about the caller's own session that need no cart (spec/2 §7); get me is the cart's.
import type { Operations, SessionOperationName } from './operation.server.ts';

export function sessionOperations(): Operations<SessionOperationName> {
  return {
    // spec/2 §7 is logged in: asking never begins a session, so a browsing guest gets no cookie for it.
    async isLoggedIn(_country, _payload, { session }) {
      const current = await session.current();
      return { loggedIn: current?.customerId != null };
    },
  };
}
