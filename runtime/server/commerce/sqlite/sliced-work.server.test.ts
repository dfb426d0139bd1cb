import { describe, expect, it } from 'vitest';
import { runInSlices, runNow, sortInSlices, type SlicedWork } from './sliced-work.server.ts';

function* counting(steps: number, done: number[]): SlicedWork<string> {
  for (let step = 0; step < steps; step += 1) {
    done.push(step);
    yield;
  }
  return 'finished';
}

describe('runInSlices', () => {
  it('runs nothing before the first pause, then gives the event loop back between slices', async () => {
    const done: number[] = [];
    let pauses = 0;
    const result = runInSlices(counting(10, done), {
      sliceMs: 0,
      pause: () => {
        pauses += 1;
        return new Promise((resolve) => setImmediate(resolve));
      },
    });
    expect(done).toEqual([]);
    await expect(result).resolves.toBe('finished');
    expect(done).toHaveLength(10);
    expect(pauses).toBe(11);
  });

  it('passes a failure of the work on', async () => {
    function* failing(): SlicedWork<void> {
      yield;
      throw new Error('broken');
    }
    await expect(runInSlices(failing())).rejects.toThrow('broken');
  });
});

describe('sortInSlices', () => {
  it('sorts as Array.prototype.sort does, stably, whatever the length', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const length of [0, 1, 2, 31, 32, 33, 64, 100, 1000, 20_000]) {
      const keys = Array.from({ length }, () => Math.floor(random() * 50));
      const items = Int32Array.from(keys.keys());
      const byKey = (a: number, b: number) => keys[a]! - keys[b]!;
      const sorted = runNow(sortInSlices(items, byKey));
      // Equal keys keep their order: stable, as Array.prototype.sort is.
      expect(Array.from(sorted)).toEqual([...keys.keys()].sort(byKey));
    }
  });

  it('yields while it sorts a large array', () => {
    const work = sortInSlices(
      Int32Array.from({ length: 100_000 }, (_, index) => 100_000 - index),
      (a, b) => a - b,
    );
    let yields = 0;
    for (let step = work.next(); !step.done; step = work.next()) yields += 1;
    expect(yields).toBeGreaterThan(100);
  });
});
