import { describe, expect, it } from 'vitest';
import { liveCartIdOf, parseLiveMessage } from './live-updates.ts';

describe('live connection rules (spec/2 §4 Live updates, §7)', () => {
  const id = '0b0d7a8e-2f7e-4c3b-9a51-6d1f1c2b3a4d';
  it.each([
    [`/?cartId=${id}`, id],
    [`/live?x=1&cartId=${id.toUpperCase()}`, id.toUpperCase()],
    ['/', null],
    ['/?cartId=', null],
    ['/?cartId=abc', null],
    [`/?cartid=${id}`, null],
    [`/?cartId=${id}x`, null],
  ])('%s names the cart %s', (url, cartId) => {
    expect(liveCartIdOf(url)).toBe(cartId);
  });

  it.each([
    ['{"event":"cart-update","data":{"id":1}}', { event: 'cart-update', data: { id: 1 } }],
    ['{"event":"cart-update"}', { event: 'cart-update', data: null }],
    ['{"event":7}', null],
    ['[1]', null],
    ['null', null],
    ['{', null],
  ])('%s is read as %j', (text, message) => {
    expect(parseLiveMessage(text)).toEqual(message);
  });
});
