// Rate limits on what can be guessed or abused (docs/decisions/031-rate-limits.md), counted by @fastify/rate-limit:
// coupon codes, VAT checks, orders, payment starts, address changes, order-link reads (each per session and per client
// address), wrong cache secrets (per client address) and unpaid orders (per session and per e-mail address). A request
// over a limit is answered 429 with Retry-After in the shop's failure shape (spec/1 §8), before it reaches the operation.
import { createHash } from 'node:crypto';
import rateLimit, {
  normalizeIP,
  type CreateRateLimitOptions,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartStore } from '../commerce/ports/cart-store.ts';
import type { SessionStore } from '../commerce/ports/session-store.ts';
import type { FailureAnswers } from '../failure-answers.server.ts';
import { sessionTokenOf } from '../sessions/session-cookie.server.ts';
import {
  LIMITED_ACTIONS,
  type Limit,
  type LimitedAction,
  type RateLimitSettings,
} from './rate-limit-settings.server.ts';

/** The message of a 429 (the page says it in the shopper's language: errors.tooManyRequests). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests: please wait a moment and try again';

/** updateCart's actions that change who the order goes to (spec/2 §4 set customer email, set addresses). */
const ADDRESS_ACTIONS: ReadonlySet<string> = new Set(['setCustomerEmail', 'setShippingAddress', 'setBillingAddress']);

/**
 * How many of each limited action a call to the middleware is, read from its raw body (the hook runs before the
 * payload's schema: a malformed body counts as what it tries to be). Each `addDiscountCode` of an action list is a
 * guess of its own; a list that changes addresses is one change, however many of them it sets.
 */
export function limitedUses(operation: string, body: unknown): ReadonlyMap<LimitedAction, number> {
  switch (operation) {
    case 'applyCartCoupon':
      return new Map([['coupon', 1]]);
    case 'validateVatId':
      return new Map([['vatCheck', 1]]);
    case 'createMyOrderFromCart':
      return new Map([['order', 1]]);
    case 'pay':
    case 'payWithGooglePay':
      return new Map([['payment', 1]]);
    case 'getMyOrders':
      // ADR 039: a read with an order link's token is a guess at one when the token is wrong.
      return (body as { access?: unknown } | null)?.access === undefined ? new Map() : new Map([['orderLink', 1]]);
    case 'updateCart': {
      const actions = (body as { actions?: unknown } | null)?.actions;
      const uses = new Map<LimitedAction, number>();
      if (!Array.isArray(actions)) return uses;
      const names = actions.map((action) => (action as { action?: unknown } | null)?.action);
      const codes = names.filter((name) => name === 'addDiscountCode').length;
      if (codes > 0) uses.set('coupon', codes);
      if (names.some((name) => typeof name === 'string' && ADDRESS_ACTIONS.has(name))) uses.set('addressChange', 1);
      return uses;
    }
    default:
      return new Map();
  }
}

/**
 * The key of an e-mail address: lower case, without a `+tag` (the same mailbox), hashed — the limiter's store (perhaps
 * shared later) keeps no address.
 */
export function emailKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return digest(`${local.replace(/\+.*$/, '')}@${domain}`);
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

export interface RateLimitDependencies {
  readonly settings: RateLimitSettings;
  readonly failures: FailureAnswers;
  /** Where an unpaid order's cart (its e-mail address, its version) is read. */
  readonly sessions: SessionStore;
  readonly carts: CartStore;
  /**
   * Where the counts live when several processes serve one shop: a Redis client (the library's Redis store), or a
   * store of the library's store interface. Each process counts in its own memory when neither is given.
   */
  readonly redis?: RateLimitPluginOptions['redis'];
  readonly store?: FastifyRateLimitStoreCtor;
}

export interface RateLimits {
  /**
   * Before a middleware call: counts the call's limited actions; when one is over its limit, answers 429 and says
   * true (the call must not run).
   */
  operations(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /**
   * A cache endpoint's secret, compared by the caller: a client over its limit of wrong secrets is answered 429,
   * whatever it presents (so the right one cannot be told from a wrong one); a wrong one counts. True when it
   * answered 429.
   */
  cacheSecret(request: FastifyRequest, reply: FastifyReply, matches: boolean): Promise<boolean>;
}

/** Keys each counter keeps in memory. */
const COUNTER_KEYS = 50_000;

/** Cart versions whose unpaid order was counted (a double click or a retry is the same order); the newest kept. */
const COUNTED_VERSIONS = 10_000;

/** Registers @fastify/rate-limit (for nothing by itself) and answers the limits' checks. */
export async function registerRateLimits(app: FastifyInstance, deps: RateLimitDependencies): Promise<RateLimits> {
  const { settings, failures } = deps;
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis === undefined ? {} : { redis: deps.redis }),
    ...(deps.store === undefined ? {} : { store: deps.store }),
  });
  const keys = new WeakMap<FastifyRequest, string>();
  /** A counter of `name`: counts the request under the key the caller put in `keys` (and read-only when asked). */
  const counter = (name: string, limit: Limit) => {
    // The memory store's size is taken per counter from these options (the library's types leave `cache` out):
    // session keys are many, and the least recently counted go first.
    const options: CreateRateLimitOptions & { cache: number } = {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => `${name}:${keys.get(request)}`,
      cache: COUNTER_KEYS,
    };
    const limiter = app.createRateLimit(options);
    return async (request: FastifyRequest, key: string, increment = true) => {
      keys.set(request, key);
      const result = await limiter(request, { increment });
      if (result.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
      // Read only: at the limit is over it (the next would be one too many).
      const exceeded = increment ? result.isExceeded : result.remaining === 0;
      return { exceeded, retryAfterSeconds: result.ttlInSeconds };
    };
  };
  const perAction = new Map(
    LIMITED_ACTIONS.map((action) => {
      const { perSession, perClient } = settings.actions[action];
      return [
        action,
        { session: counter(`${action}:session`, perSession), client: counter(`${action}:client`, perClient) },
      ];
    }),
  );
  const wrongSecrets = counter('cacheSecret:client', settings.cacheSecretPerClient);
  const unpaidOfSession = counter('unpaidOrders:session', settings.unpaidOrders.perSession);
  const unpaidOfEmail = counter('unpaidOrders:email', settings.unpaidOrders.perEmail);
  const counted = new Set<string>();

  // Says true once answered, not the reply: a reply is thenable, and awaiting it gives undefined once it is sent.
  const tooMany = async (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
    await failures.answer(request, reply, { statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    return true;
  };
  /** The checks' verdict: over a limit, the longest wait; otherwise null. */
  const over = (results: ReadonlyArray<{ exceeded: boolean; retryAfterSeconds: number }>) => {
    const exceeded = results.filter((result) => result.exceeded);
    return exceeded.length === 0 ? null : Math.max(...exceeded.map((result) => result.retryAfterSeconds));
  };
  // An IPv6 client is its /64 (one subscriber's network), as the library's own key is.
  const clientOf = (request: FastifyRequest) => normalizeIP(request.ip);
  const sessionOf = (request: FastifyRequest) => {
    const token = sessionTokenOf(request.cookies, request.protocol === 'https');
    return token === null ? null : digest(token);
  };

  /**
   * An order by bank transfer or cash on delivery (createMyOrderFromCart takes no other) that would be new — the
   * session's active cart at the version named, with its e-mail address — counted for the session and the address,
   * once per cart version (a double click or a retry is the same order). A cart already ordered, another version or
   * none is refused by the operation and counts nothing here. The longest wait when over a limit; otherwise null.
   */
  async function unpaidOrder(request: FastifyRequest, session: string | null): Promise<number | null> {
    const body = request.body as { cartId?: unknown; version?: unknown } | null;
    const token = sessionTokenOf(request.cookies, request.protocol === 'https');
    if (session === null || token === null || typeof body?.cartId !== 'string') return null;
    const country = request.country;
    const found = await deps.sessions.find(token, country, Date.now());
    const cart = found === null ? null : await deps.carts.ofSession(found.key, country);
    if (cart === null || cart.id !== body.cartId || cart.version !== body.version || !cart.customerEmail) return null;
    const version = `${cart.id}:${cart.version}`;
    if (counted.has(version)) return null;
    const email = emailKey(cart.customerEmail);
    // Read first, so that an order refused for one key uses up nothing of the other; then counted, and a race of
    // two new orders past the read is caught by the count.
    const full = over([await unpaidOfSession(request, session, false), await unpaidOfEmail(request, email, false)]);
    if (full !== null) return full;
    const wait = over([await unpaidOfSession(request, session), await unpaidOfEmail(request, email)]);
    if (wait !== null) return wait;
    if (counted.size >= COUNTED_VERSIONS) counted.delete(counted.values().next().value!);
    counted.add(version);
    return null;
  }

  return {
    async operations(request, reply) {
      const operation = (request.params as { operation: string }).operation;
      const uses = limitedUses(operation, request.body);
      if (uses.size === 0) return false;
      const session = sessionOf(request);
      const client = clientOf(request);
      const results = [];
      for (const [action, times] of uses) {
        const counters = perAction.get(action)!;
        for (let time = 0; time < times; time += 1) {
          results.push(await counters.client(request, client));
          if (session !== null) results.push(await counters.session(request, session));
        }
      }
      const wait = over(results);
      if (wait !== null) return tooMany(request, reply, wait);
      if (operation === 'createMyOrderFromCart') {
        const unpaidWait = await unpaidOrder(request, session);
        if (unpaidWait !== null) return tooMany(request, reply, unpaidWait);
      }
      return false;
    },

    async cacheSecret(request, reply, matches) {
      const client = clientOf(request);
      const blocked = await wrongSecrets(request, client, false);
      if (blocked.exceeded) return tooMany(request, reply, blocked.retryAfterSeconds);
      if (matches) return false;
      const wrong = await wrongSecrets(request, client);
      return wrong.exceeded ? tooMany(request, reply, wrong.retryAfterSeconds) : false;
    },
  };
}
