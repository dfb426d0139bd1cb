// The rate limits' settings (docs/decisions/031-rate-limits.md): how many of each guessable or costly request one
// session and one client address may make in a window, and how many unpaid orders one session and one e-mail
// address may place in an hour. Read here, once, from the environment, each value checked with an error naming the
// variable.

/** What is counted: each kind of request that can be guessed with, or that costs the shop (ADR 031). */
export const LIMITED_ACTIONS = ['coupon', 'vatCheck', 'order', 'payment', 'addressChange', 'orderLink'] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

/** How many in a window, for one key. */
export interface Limit {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface RateLimitSettings {
  /** Per action: the limit of one session (its cookie) and of one client address (request.ip, TRUST_PROXY). */
  readonly actions: Readonly<Record<LimitedAction, { readonly perSession: Limit; readonly perClient: Limit }>>;
  /** Wrong cache secrets (`/cache-invalidate`, `/component-cache/invalidate-tag`) of one client address. */
  readonly cacheSecretPerClient: Limit;
  /** Orders by bank transfer or cash on delivery (unpaid when placed) of one session, and of one e-mail address. */
  readonly unpaidOrders: { readonly perSession: Limit; readonly perEmail: Limit };
}

const TEN_MINUTES = 600;
const HOUR = 3600;

/** The variable of each setting, with its default: sized for a shopper retrying, well below any guessing. */
const VARIABLES = {
  window: { name: 'RATE_LIMIT_WINDOW_SECONDS', fallback: TEN_MINUTES },
  coupon: { session: ['RATE_LIMIT_COUPON_PER_SESSION', 15], client: ['RATE_LIMIT_COUPON_PER_CLIENT', 60] },
  vatCheck: { session: ['RATE_LIMIT_VAT_CHECK_PER_SESSION', 10], client: ['RATE_LIMIT_VAT_CHECK_PER_CLIENT', 60] },
  order: { session: ['RATE_LIMIT_ORDER_PER_SESSION', 10], client: ['RATE_LIMIT_ORDER_PER_CLIENT', 60] },
  payment: { session: ['RATE_LIMIT_PAYMENT_PER_SESSION', 20], client: ['RATE_LIMIT_PAYMENT_PER_CLIENT', 100] },
  addressChange: {
    session: ['RATE_LIMIT_ADDRESS_CHANGE_PER_SESSION', 30],
    client: ['RATE_LIMIT_ADDRESS_CHANGE_PER_CLIENT', 150],
  },
  // ADR 039: order reads with an order link's token; a shopper opens the mail's link a few times, a guesser many.
  orderLink: {
    session: ['RATE_LIMIT_ORDER_LINK_PER_SESSION', 30],
    client: ['RATE_LIMIT_ORDER_LINK_PER_CLIENT', 60],
  },
  cacheSecret: ['RATE_LIMIT_CACHE_SECRET_PER_CLIENT', 10],
  unpaidOrders: {
    window: ['RATE_LIMIT_UNPAID_ORDERS_WINDOW_SECONDS', HOUR],
    session: ['RATE_LIMIT_UNPAID_ORDERS_PER_SESSION', 5],
    email: ['RATE_LIMIT_UNPAID_ORDERS_PER_EMAIL', 5],
  },
} as const satisfies {
  window: { name: string; fallback: number };
  cacheSecret: readonly [string, number];
  unpaidOrders: Record<'window' | 'session' | 'email', readonly [string, number]>;
} & Record<LimitedAction, Record<'session' | 'client', readonly [string, number]>>;

/** Every variable the rate limits read, with its default (README "Settings": the settings table's rows, settings.server.ts). */
export const RATE_LIMIT_DEFAULTS: Readonly<Record<string, number>> = Object.fromEntries([
  [VARIABLES.window.name, VARIABLES.window.fallback],
  ...LIMITED_ACTIONS.flatMap((action) => [VARIABLES[action].session, VARIABLES[action].client]),
  VARIABLES.cacheSecret,
  ...Object.values(VARIABLES.unpaidOrders),
]);

/** A mistake in the rate limits' environment: names the variable, what it holds and what would work. */
export class RateLimitConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'RateLimitConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export const MAX_COUNT = 1_000_000;
export const MAX_WINDOW_SECONDS = 86_400;

/** A whole number from 1 to `max`; the default when unset or blank. */
function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (parsed >= 1 && parsed <= max) return parsed;
  throw new RateLimitConfigError(name, `"${value}" is not a whole number from 1 to ${max} (default ${fallback})`);
}

/** The settings the environment gives; the defaults for what it leaves unset. Throws RateLimitConfigError. */
export function rateLimitSettingsFromEnv(env: Env): RateLimitSettings {
  const windowSeconds = wholeNumber(env, VARIABLES.window.name, VARIABLES.window.fallback, MAX_WINDOW_SECONDS);
  const count = ([name, fallback]: readonly [string, number]) => wholeNumber(env, name, fallback, MAX_COUNT);
  const actions = Object.fromEntries(
    LIMITED_ACTIONS.map((action) => [
      action,
      {
        perSession: { max: count(VARIABLES[action].session), windowSeconds },
        perClient: { max: count(VARIABLES[action].client), windowSeconds },
      },
    ]),
  ) as RateLimitSettings['actions'];
  const unpaid = VARIABLES.unpaidOrders;
  const unpaidWindow = wholeNumber(env, unpaid.window[0], unpaid.window[1], MAX_WINDOW_SECONDS);
  return {
    actions,
    cacheSecretPerClient: { max: count(VARIABLES.cacheSecret), windowSeconds },
    unpaidOrders: {
      perSession: { max: count(unpaid.session), windowSeconds: unpaidWindow },
      perEmail: { max: count(unpaid.email), windowSeconds: unpaidWindow },
    },
  };
}

/** The limits a server has when none are given (buildApp): the defaults above. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = rateLimitSettingsFromEnv({});
