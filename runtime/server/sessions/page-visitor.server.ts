// The visitor as a page's guard sees it (spec/1 §6, spec/2 §2 "the active cart of the current customer is
// requested"): read from the request's session, never begun by it (a page view starts no session).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CountryCode } from '../../../generated/index.ts';
import type { PageVisitor } from '../../view/page-context.d.ts';
import type { CartStore } from '../commerce/ports/cart-store.ts';
import type { SessionStore } from '../commerce/ports/session-store.ts';
import { httpSessionAccess } from './session-access.server.ts';

export function pageVisitorReader(sessions: SessionStore, carts: CartStore) {
  return async (request: FastifyRequest, reply: FastifyReply, country: CountryCode): Promise<PageVisitor> => {
    const session = await httpSessionAccess(sessions, request, reply, country).current();
    if (session === null) return { isLoggedIn: false, cart: null };
    const cart = await carts.ofSession(session.key, country);
    return {
      isLoggedIn: session.customerId !== null,
      cart:
        cart === null
          ? null
          : {
              lineItems: cart.lines,
              // spec/2 §4: the default shipping method is set after every change, so a cart with lines has one.
              shippingInfo: cart.lines.length > 0 ? { shippingMethodKey: cart.shippingMethodKey } : undefined,
              shippingAddress: cart.shippingAddress ?? undefined,
            },
    };
  };
}
