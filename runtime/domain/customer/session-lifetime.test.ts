import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionExpiry, shouldTouch } from './session-lifetime.ts';

describe('a session’s lifetime (ARCHITECTURE "Sessions")', () => {
  const start = Date.UTC(2026, 10, 25);

  it('ends after the idle time without a request', () => {
    expect(sessionExpiry(start, start)).toBe(start + SESSION_IDLE_MS);
    expect(sessionExpiry(start, start + 5_000)).toBe(start + 5_000 + SESSION_IDLE_MS);
  });

  it('ends at the absolute limit however active it is', () => {
    const lastSeen = start + SESSION_ABSOLUTE_MS - 1_000;
    expect(sessionExpiry(start, lastSeen)).toBe(start + SESSION_ABSOLUTE_MS);
    expect(SESSION_IDLE_MS).toBeLessThan(SESSION_ABSOLUTE_MS);
  });

  it('moves the expiry on at most once a minute', () => {
    expect(shouldTouch(start, start + 59_999)).toBe(false);
    expect(shouldTouch(start, start + 60_000)).toBe(true);
  });
});
