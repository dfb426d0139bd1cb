import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.server.ts';

const page = (body: string) => ({ statusCode: 200, headers: [['content-type', 'text/html']] as const, body });

describe('PageCache', () => {
  it('answers a page until it expires', () => {
    let now = 0;
    const cache = new PageCache(1_000, 10, () => now);
    cache.set('a', page('A'));
    now = 999;
    expect(cache.get('a')?.body).toBe('A');
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used page first', () => {
    const cache = new PageCache(60_000, 2, () => 0);
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.get('a');
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('A');
    expect(cache.get('c')?.body).toBe('C');
  });

  it('keeps nothing when off, and forgets everything when cleared', () => {
    const off = new PageCache(0);
    off.set('a', page('A'));
    expect(off.get('a')).toBeUndefined();
    const cache = new PageCache(60_000);
    cache.set('a', page('A'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
