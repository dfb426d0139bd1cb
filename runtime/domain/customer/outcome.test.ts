import { describe, expect, it } from 'vitest';
import { fail, succeed } from './outcome.ts';

describe('outcome (CONVENTIONS §9: a value, or the message saying why not)', () => {
  it('wraps a value and an error', () => {
    expect(succeed(3)).toEqual({ ok: true, value: 3 });
    expect(fail('User not found')).toEqual({ ok: false, error: 'User not found' });
  });
});
