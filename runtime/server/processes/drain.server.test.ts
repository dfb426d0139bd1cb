// ADR 043: a process's stop on SIGTERM, step by step — not ready at once, the live connections closed, a notice, the
// server closed (its requests in flight finished), the store closed, exit 0; a second signal changes nothing; a stop
// that outlives its deadline, or fails, ends the process with 1 and says why.
import { describe, expect, it } from 'vitest';
import { drainOf, type Drainable } from './drain.server.ts';

function parts(overrides: Partial<Drainable> = {}) {
  const steps: string[] = [];
  const exited: number[] = [];
  const exit = new Promise<number>((resolve) => {
    const done = (code: number) => {
      exited.push(code);
      steps.push(`exit ${code}`);
      resolve(code);
    };
    Object.assign(overrides, { exit: overrides.exit ?? done });
  });
  const drainable: Drainable = {
    live: { close: async () => void steps.push('live closed') },
    app: { close: async () => void steps.push('app closed') },
    store: { close: async () => void steps.push('store closed') },
    stopTimers: () => steps.push('timers stopped'),
    seconds: 5,
    noticeMs: 20,
    log: { info: (message) => steps.push(`info: ${message}`), error: (message) => steps.push(`error: ${message}`) },
    ...overrides,
  };
  return { drainable, steps, exited, exit };
}

describe('draining a shop process (ADR 043)', () => {
  it('is not ready from the signal on, then closes the live connections, the server and the store, in order', async () => {
    const { drainable, steps, exit } = parts();
    const drain = drainOf(drainable);
    expect(drain.draining).toBe(false);
    const started = Date.now();
    void drain.start('SIGTERM');
    expect(drain.draining).toBe(true);
    expect(await exit).toBe(0);
    expect(steps).toEqual([
      'info: SIGTERM: finishing the requests in flight (at most 5 s), then stopping',
      'timers stopped',
      'live closed',
      'app closed',
      'store closed',
      'exit 0',
    ]);
    // The notice: the server went on answering a moment before it closed.
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('a second signal while draining changes nothing', async () => {
    const { drainable, steps, exit } = parts();
    const drain = drainOf(drainable);
    void drain.start('SIGTERM');
    void drain.start('SIGINT');
    await exit;
    expect(steps.filter((step) => step.startsWith('info:'))).toHaveLength(1);
    expect(steps.filter((step) => step === 'app closed')).toHaveLength(1);
  });

  it('ends with 1 when the requests in flight outlive the deadline, saying so', async () => {
    const { drainable, steps, exit } = parts({
      seconds: 0.05,
      app: { close: () => new Promise(() => {}) },
    });
    void drainOf(drainable).start('SIGTERM');
    expect(await exit).toBe(1);
    expect(steps).toContain('error: Stopped after 0.05 s with requests still in flight (SHUTDOWN_SECONDS)');
    expect(steps).not.toContain('store closed');
  });

  it('ends with 1 when closing fails, saying what failed', async () => {
    const { drainable, steps, exit } = parts({
      store: {
        close: async () => {
          throw new Error('the disk went away');
        },
      },
    });
    void drainOf(drainable).start('SIGTERM');
    expect(await exit).toBe(1);
    expect(steps).toContain('error: Stopping failed: the disk went away');
  });
});
