import { describe, expect, it } from 'vitest';
import { navigationProgress, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from './navigation-progress.ts';

describe('navigation progress (spec/1 §4 steps 30 or 45, §9.7 throttle 200 ms, duration 5000 ms)', () => {
  it('stays hidden for the first 200 ms', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(navigationProgress('routeChange', 0)).toBeNull();
    expect(navigationProgress('routeChange', 199)).toBeNull();
  });

  it('starts at 30 on a route change and at 45 on a parameter change', () => {
    expect(navigationProgress('routeChange', 200)).toBe(30);
    expect(navigationProgress('parameterChange', 200)).toBe(45);
  });

  it('grows over 5000 ms and then holds short of done', () => {
    expect(PROGRESS_DURATION_MS).toBe(5000);
    const middle = navigationProgress('routeChange', 200 + 2500)!;
    expect(middle).toBeGreaterThan(30);
    expect(middle).toBeLessThan(90);
    expect(navigationProgress('routeChange', 200 + 5000)).toBe(90);
    expect(navigationProgress('routeChange', 60_000)).toBe(90);
  });
});
