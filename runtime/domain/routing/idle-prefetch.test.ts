import { describe, expect, it } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS } from './idle-prefetch.ts';

describe('idle prefetch (spec/1 §9.7)', () => {
  it('waits for an idle moment at most 2000 ms', () => {
    expect(IDLE_PREFETCH_TIMEOUT_MS).toBe(2000);
  });
});
