// The rate limits' settings from the environment (docs/decisions/031-rate-limits.md): the defaults, each variable
// taking effect, and a clear error naming the variable for a value that is no whole number in range.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMITS,
  LIMITED_ACTIONS,
  RATE_LIMIT_DEFAULTS,
  rateLimitSettingsFromEnv,
} from './rate-limit-settings.server.ts';
import { ONE_ADDRESS_RATE_LIMITS } from '../../../tests/fixtures/one-address-rate-limits.ts';
import { SETTINGS } from '../settings/settings.server.ts';

const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFAULTS);

describe('rate limit settings', () => {
  it('defaults: ten-minute windows for the actions, an hour for unpaid orders', () => {
    expect(DEFAULT_RATE_LIMITS.actions.coupon).toEqual({
      perSession: { max: 15, windowSeconds: 600 },
      perClient: { max: 60, windowSeconds: 600 },
    });
    expect(DEFAULT_RATE_LIMITS.cacheSecretPerClient).toEqual({ max: 10, windowSeconds: 600 });
    expect(DEFAULT_RATE_LIMITS.unpaidOrders).toEqual({
      perSession: { max: 5, windowSeconds: 3600 },
      perEmail: { max: 5, windowSeconds: 3600 },
    });
    for (const action of LIMITED_ACTIONS) {
      const { perSession, perClient } = DEFAULT_RATE_LIMITS.actions[action];
      // A client address may be several shoppers (an office, a mobile network): never below one session's limit.
      expect(perClient.max).toBeGreaterThanOrEqual(perSession.max);
    }
  });

  it('each variable sets its limit; blank is the default', () => {
    const settings = rateLimitSettingsFromEnv({
      RATE_LIMIT_WINDOW_SECONDS: '120',
      RATE_LIMIT_COUPON_PER_SESSION: '4',
      RATE_LIMIT_VAT_CHECK_PER_CLIENT: ' 7 ',
      RATE_LIMIT_CACHE_SECRET_PER_CLIENT: '3',
      RATE_LIMIT_UNPAID_ORDERS_PER_EMAIL: '2',
      RATE_LIMIT_UNPAID_ORDERS_WINDOW_SECONDS: '86400',
      RATE_LIMIT_ORDER_PER_SESSION: '',
    });
    expect(settings.actions.coupon.perSession).toEqual({ max: 4, windowSeconds: 120 });
    expect(settings.actions.vatCheck.perClient).toEqual({ max: 7, windowSeconds: 120 });
    expect(settings.actions.order.perSession).toEqual({ max: 10, windowSeconds: 120 });
    expect(settings.cacheSecretPerClient).toEqual({ max: 3, windowSeconds: 120 });
    expect(settings.unpaidOrders.perEmail).toEqual({ max: 2, windowSeconds: 86400 });
  });

  it.each([
    ['RATE_LIMIT_PAYMENT_PER_SESSION', 'ten'],
    ['RATE_LIMIT_PAYMENT_PER_SESSION', '0'],
    ['RATE_LIMIT_ADDRESS_CHANGE_PER_CLIENT', '-5'],
    ['RATE_LIMIT_COUPON_PER_CLIENT', '2.5'],
    ['RATE_LIMIT_WINDOW_SECONDS', '86401'],
    ['RATE_LIMIT_UNPAID_ORDERS_PER_SESSION', '1e3'],
  ])('%s=%s is refused, naming the variable and what it takes', (name, value) => {
    expect(() => rateLimitSettingsFromEnv({ [name]: value })).toThrow(
      new RegExp(`^${name}: "${value.replace('.', '\\.')}" is not a whole number from 1 to \\d+ \\(default \\d+\\)$`),
    );
  });

  it('names every variable it reads, each once', () => {
    expect(RATE_LIMIT_NAMES).toHaveLength(1 + LIMITED_ACTIONS.length * 2 + 1 + 3);
    for (const name of RATE_LIMIT_NAMES) {
      expect(() => rateLimitSettingsFromEnv({ [name]: 'x' })).toThrow(name);
    }
  });

  it('the limits of servers whose many shoppers share one address are the defaults a thousandfold', () => {
    expect(ONE_ADDRESS_RATE_LIMITS.actions.order.perClient.max).toBe(
      DEFAULT_RATE_LIMITS.actions.order.perClient.max * 1000,
    );
    expect(ONE_ADDRESS_RATE_LIMITS.unpaidOrders.perEmail.max).toBe(5000);
    expect(ONE_ADDRESS_RATE_LIMITS.cacheSecretPerClient.windowSeconds).toBe(600);
  });
});

describe('the settings table (ADR 030: every variable read and checked once, by one schema)', () => {
  it('has a row for each rate-limit variable, with its default', () => {
    for (const name of RATE_LIMIT_NAMES) {
      const row = SETTINGS.find((setting) => setting.name === name);
      expect(row, name).toBeDefined();
      expect(row!.default).toBe(`\`${RATE_LIMIT_DEFAULTS[name]}\``);
    }
  });
});
