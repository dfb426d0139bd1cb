// ADR 039: an order link's token opens the one order it was signed for until its expiry, and nothing else — a
// tampered signature, another order's id, another key, an expired or malformed token opens nothing.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderAccessMessage } from '../../domain/checkout/order-access-token.ts';
import { orderAccess } from './order-access.server.ts';

const KEY = Buffer.alloc(32, 7);
const NOW = Date.UTC(2026, 10, 29, 12);
const DAY = 86_400_000;

function signer(now = NOW, key = KEY) {
  return orderAccess({ key, days: 90, now: () => now });
}

/** The token with one character of its signature changed (to another canonical one at the end). */
function tampered(token: string, at: number): string {
  const characters = [...token];
  characters[at] = characters[at] === 'A' ? 'E' : 'A';
  return characters.join('');
}

describe('orderAccess', () => {
  const token = signer().sign('order-1');

  it('signs the expiry and the HMAC-SHA-256 of the order id and the expiry, base64url', () => {
    const expiresAt = Math.floor(NOW / 1000) + 90 * 86_400;
    const mac = createHmac('sha256', KEY).update(orderAccessMessage('order-1', expiresAt)).digest('base64url');
    expect(token).toBe(`${expiresAt}.${mac}`);
  });

  it('opens its order until the expiry, in any process with the same key', () => {
    expect(signer().opens('order-1', token)).toBe(true);
    expect(signer(NOW + 90 * DAY).opens('order-1', token)).toBe(true);
  });

  it('opens nothing once expired', () => {
    expect(signer(NOW + 90 * DAY + 1000).opens('order-1', token)).toBe(false);
  });

  it('opens no other order', () => {
    expect(signer().opens('order-2', token)).toBe(false);
    expect(signer().opens('order-1 ', token)).toBe(false);
  });

  it('opens nothing with a tampered signature, whichever character', () => {
    const dot = token.indexOf('.');
    for (const at of [dot + 1, dot + 20, token.length - 1]) {
      expect(signer().opens('order-1', tampered(token, at))).toBe(false);
    }
  });

  it('opens nothing with a moved expiry (the signature covers it)', () => {
    const [expiry, mac] = token.split('.') as [string, string];
    expect(signer().opens('order-1', `${Number(expiry) + 86_400}.${mac}`)).toBe(false);
  });

  it('opens nothing signed with another key', () => {
    expect(signer(NOW, Buffer.alloc(32, 8)).opens('order-1', token)).toBe(false);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['garbage', 'not a token'],
    ['no expiry', token.slice(token.indexOf('.') + 1)],
    ['a short signature (wrong length)', token.slice(0, -1)],
    ['a long signature (wrong length)', `${token}A`],
    ['padding', `${token.slice(0, -1)}=`],
    ['the signature in hex', `${token.split('.')[0]}.${'ab'.repeat(32)}`],
  ])('opens nothing with %s', (_label, presented) => {
    expect(signer().opens('order-1', presented)).toBe(false);
  });

  it('refuses a key shorter than the hash', () => {
    expect(() => orderAccess({ key: Buffer.alloc(31), days: 90 })).toThrow('too short');
  });
});
