import { describe, expect, it } from 'vitest';
import { withDeadline } from './vat-check-deadline.ts';
import { outcomeForCode } from './vat-check-port.ts';

const VALID = outcomeForCode(200, 'ok');

describe('withDeadline (spec/3 §4, §8: a check that cannot be done is couldNotValidate, never a rejection)', () => {
  it('passes the answer through when it comes in time', async () => {
    expect(await withDeadline({ timeoutMs: 1000 }, async () => VALID)).toBe(VALID);
  });

  it('answers 999 with timedOut when the work outlasts the time-out, even if it ignores the signal', async () => {
    const outcome = await withDeadline({ timeoutMs: 20 }, () => new Promise(() => {}));
    expect(outcome).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"timeout","timeoutMs":20}',
      timedOut: true,
    });
  });

  it('hands the work a signal that aborts at the time-out', async () => {
    let seen: AbortSignal | undefined;
    await withDeadline({ timeoutMs: 20 }, (signal) => {
      seen = signal;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    expect(seen?.aborted).toBe(true);
  });

  it('answers 999 aborted, not timed out, when the caller gives up first', async () => {
    const caller = new AbortController();
    const pending = withDeadline({ timeoutMs: 1000, signal: caller.signal }, () => new Promise(() => {}));
    caller.abort();
    expect(await pending).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"aborted"}',
      timedOut: false,
    });
    let started = false;
    await withDeadline({ timeoutMs: 1000, signal: AbortSignal.abort() }, async () => {
      started = true;
      return VALID;
    });
    expect(started).toBe(false);
  });

  it('answers 999 with the message (and its cause) when the work throws', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    expect(await withDeadline({ timeoutMs: 1000 }, () => Promise.reject(refused))).toEqual({
      result: 'couldNotValidate',
      code: 999,
      raw: '{"error":"network","message":"fetch failed: connect ECONNREFUSED 127.0.0.1:9"}',
      timedOut: false,
    });
    expect((await withDeadline({ timeoutMs: 1000 }, () => Promise.reject('odd'))).raw).toBe(
      '{"error":"network","message":"odd"}',
    );
  });
});
