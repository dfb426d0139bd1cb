// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchChunkLoadFailures } from './chunk-reload.ts';

afterEach(() => localStorage.clear());

describe('chunk-load failure reload (spec/1 §4: at most 2 reloads counted in local storage)', () => {
  it('reloads twice, then stops and clears the counter', () => {
    const reload = vi.fn();
    const target = {
      localStorage,
      location: { reload },
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    } as unknown as Window;
    const stop = watchChunkLoadFailures(target);
    const fail = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    fail();
    expect(localStorage.getItem('chunkReloadCount')).toBe('1');
    fail();
    expect(localStorage.getItem('chunkReloadCount')).toBe('2');
    fail();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('chunkReloadCount')).toBeNull();
    stop();
    fail();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
