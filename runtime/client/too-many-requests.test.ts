// A 429 (ADR 031) as the page meets it: told apart from the operation's own failures, and said in the shopper's
// language — here through the cart's change notification, which every cart change that fails goes through.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from './operation-client.ts';
import { messagesFor } from '../i18n/messages.server.ts';
import { createTranslator } from '../i18n/translate.ts';
import { notifications } from '../state/notifications.ts';
import { reportCartFailure } from '../components/cart/cart-change.ts';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from './too-many-requests.ts';

afterEach(() => {
  notifications.value = [];
  vi.restoreAllMocks();
});

describe('too many requests', () => {
  it.each<[string, unknown, boolean]>([
    ['the operation client’s 429', new RequestError('/api/applyCartCoupon', 429, 'Too many requests'), true],
    ['the cart queue’s error with its status', Object.assign(new Error('x'), { statusCode: 429 }), true],
    ['a conflict', new RequestError('/api/updateCart', 409, 'Conflict'), false],
    ['a refused code', new RequestError('/api/applyCartCoupon', 400, 'Bad code'), false],
    ['no error at all', null, false],
  ])('%s: %s', (_, error, expected) => {
    expect(isTooManyRequests(error)).toBe(expected);
  });

  it.each(['de-DE', 'fr-FR', 'pl-PL', 'en-GB'] as const)(
    '%s: a cart change refused with 429 is said in the shopper’s language, not as a failed update',
    (locale) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const t = createTranslator(locale, messagesFor(locale));
      reportCartFailure(t, new RequestError('/api/updateCart', 429, 'Too many requests'), false);
      const [shown] = notifications.value;
      expect(shown?.message).toBe(t(TOO_MANY_REQUESTS_KEY));
      expect(shown?.message).not.toBe(t('cart.updateProblem'));
      expect(shown?.message).not.toBe(TOO_MANY_REQUESTS_KEY);
    },
  );
});
