import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_MAX, chunkLoadFailure } from './chunk-reload.ts';

describe('chunkLoadFailure (spec/1 §4; spec/3 §8, §9: reload at most 2 times, then stop and clear)', () => {
  it('allows 2 reloads', () => {
    expect(CHUNK_RELOAD_MAX).toBe(2);
  });

  it.each([
    [null, { reload: true, nextCount: '1' }],
    ['0', { reload: true, nextCount: '1' }],
    ['1', { reload: true, nextCount: '2' }],
    ['2', { reload: false, nextCount: null }],
    ['7', { reload: false, nextCount: null }],
    ['garbage', { reload: true, nextCount: '1' }],
    ['-1', { reload: true, nextCount: '1' }],
  ])('stored %j → %j', (stored, decision) => {
    expect(chunkLoadFailure(stored)).toEqual(decision);
  });

  it('reloads twice in a row, stops on the third failure, and starts over after that', () => {
    let stored: string | null = null;
    const reloads: boolean[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      const decision = chunkLoadFailure(stored);
      reloads.push(decision.reload);
      stored = decision.nextCount;
    }
    expect(reloads).toEqual([true, true, false, true]);
  });
});
