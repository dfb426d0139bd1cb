import { describe, expect, it } from 'vitest';
import { cacheTag } from '../commerce/cache-tags.server.ts';
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

  it("drops by tag only the pages carrying one of the tags, and forgets a dropped page's tags (ADR 010)", () => {
    const cache = new PageCache(60_000, 10, () => 0);
    const drill = cacheTag.product('prd-1');
    cache.set('de/drill', page('D'), new Set([drill, cacheTag.category('drills')]));
    cache.set('fr/drill', page('F'), new Set([drill]));
    cache.set('de/saw', page('S'), new Set([cacheTag.product('prd-2'), cacheTag.category('drills')]));
    cache.set('de/help', page('H'), new Set([cacheTag.content('help-centre')]));
    expect(cache.invalidate([drill])).toBe(2);
    expect(cache.get('de/drill')).toBeUndefined();
    expect(cache.get('fr/drill')).toBeUndefined();
    expect(cache.get('de/saw')?.body).toBe('S');
    expect(cache.get('de/help')?.body).toBe('H');
    expect(cache.invalidate([drill])).toBe(0);
    expect(cache.invalidate([cacheTag.category('drills'), cacheTag.product('prd-2')])).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('keeps the tags of a page set again, and of none evicted', () => {
    const cache = new PageCache(60_000, 1, () => 0);
    cache.set('a', page('A'), new Set([cacheTag.block('faq')]));
    cache.set('a', page('A2'), new Set([cacheTag.block('banner')]));
    expect(cache.invalidate([cacheTag.block('faq')])).toBe(0);
    cache.set('b', page('B'), new Set([cacheTag.block('faq')]));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.invalidate([cacheTag.block('banner')])).toBe(0);
    expect(cache.invalidate([cacheTag.block('faq')])).toBe(1);
  });
});
