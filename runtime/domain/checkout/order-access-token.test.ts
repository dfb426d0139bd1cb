// ADR 039: the shape of an order link's token — one spelling per token, nothing else taken.
import { describe, expect, it } from 'vitest';
import {
  formatOrderAccessToken,
  ORDER_ACCESS_TOKEN_MAX_LENGTH,
  ORDER_LINK_DAYS_DEFAULT,
  orderAccessExpired,
  orderAccessExpiry,
  orderAccessMessage,
  orderAccessTokenOfQuery,
  parseOrderAccessToken,
} from './order-access-token.ts';

/** 43 base64url characters, the last canonical (its two low bits zero): 32 bytes. */
const SIGNATURE = `${'Ab0_-'.repeat(8)}x9w`;

describe('parseOrderAccessToken', () => {
  it('reads the expiry and the signature of a token', () => {
    expect(SIGNATURE).toHaveLength(43);
    expect(parseOrderAccessToken(`1900000000.${SIGNATURE}`)).toEqual({
      expiresAt: 1_900_000_000,
      signature: SIGNATURE,
    });
    expect(parseOrderAccessToken(formatOrderAccessToken(7, SIGNATURE))).toEqual({ expiresAt: 7, signature: SIGNATURE });
  });

  it.each([
    ['nothing', null],
    ['absent', undefined],
    ['empty', ''],
    ['no expiry', SIGNATURE],
    ['no signature', '1900000000.'],
    ['no dot', `1900000000${SIGNATURE}`],
    ['a signature one short', `1900000000.${SIGNATURE.slice(1)}`],
    ['a signature one long', `1900000000.A${SIGNATURE}`],
    ['padding', `1900000000.${SIGNATURE.slice(0, 42)}=`],
    ['standard base64', `1900000000.${SIGNATURE.slice(0, 41)}+w`],
    ['a non-canonical last character', `1900000000.${SIGNATURE.slice(0, 42)}x`],
    ['a leading zero', `01900000000.${SIGNATURE}`],
    ['a negative expiry', `-1900000000.${SIGNATURE}`],
    ['a decimal expiry', `1900000000.5.${SIGNATURE}`],
    ['a 13-digit expiry', `1${'0'.repeat(12)}.${SIGNATURE}`],
    ['spaces', ` 1900000000.${SIGNATURE}`],
    ['far too long', `1900000000.${SIGNATURE}${'A'.repeat(1000)}`],
  ])('takes %s as no token', (_label, token) => {
    expect(parseOrderAccessToken(token)).toBeNull();
  });

  it('bounds a token by its longest form', () => {
    const longest = `${'9'.repeat(12)}.${SIGNATURE}`;
    expect(longest).toHaveLength(ORDER_ACCESS_TOKEN_MAX_LENGTH);
    expect(parseOrderAccessToken(longest)).not.toBeNull();
  });
});

describe('orderAccessMessage', () => {
  it('signs the order id and the expiry under a purpose of its own, so neither can be moved into the other', () => {
    expect(orderAccessMessage('order-1', 1_900_000_000)).toBe('order-access/v1\norder-1\n1900000000');
    expect(orderAccessMessage('a1', 23)).not.toBe(orderAccessMessage('a', 123));
  });
});

describe('the expiry', () => {
  it('lasts the days asked for, in whole seconds (90 by default)', () => {
    expect(ORDER_LINK_DAYS_DEFAULT).toBe(90);
    expect(orderAccessExpiry(1_000_999, 2)).toBe(1000 + 2 * 86_400);
  });

  it('opens through its last second and not after', () => {
    const token = { expiresAt: 1000, signature: SIGNATURE };
    expect(orderAccessExpired(token, 1_000_999)).toBe(false);
    expect(orderAccessExpired(token, 1_001_000)).toBe(true);
  });
});

describe('orderAccessTokenOfQuery', () => {
  it('takes the access parameter when it is a token, and nothing else', () => {
    const token = `1900000000.${SIGNATURE}`;
    expect(orderAccessTokenOfQuery(`?order=1&access=${token}`)).toBe(token);
    expect(orderAccessTokenOfQuery(`access=${token}`)).toBe(token);
    expect(orderAccessTokenOfQuery('?access=<script>')).toBeNull();
    expect(orderAccessTokenOfQuery('?order=1')).toBeNull();
  });
});
