// spec/1 §7 component cache (ADR 019): blocks kept for the next page, with the tags of what they show.
import { describe, expect, it } from 'vitest';
import { cacheTag, type CacheTag } from '../commerce/cache-tags.server.ts';
import { ComponentStore } from './component-cache.server.ts';

const drill = cacheTag.product('prd-1');
const saw = cacheTag.product('prd-2');
const always = () => true;

/** A page's use of the store: its tags, and a block made from the reads `reads` tags. */
function page(store: ComponentStore) {
  const tags = new Set<CacheTag>();
  const cache = store.forPage(tags);
  let made = 0;
  const block = (key: string, value: string, reads: CacheTag[] = [], keep = always) =>
    cache.remember(
      key,
      async () => {
        made++;
        for (const tag of reads) tags.add(tag);
        return value;
      },
      keep,
    );
  return { tags, block, made: () => made };
}

describe('ComponentStore', () => {
  it("keeps a block for the next page, which takes the block's tags with it", async () => {
    const store = new ComponentStore(60_000);
    const first = page(store);
    expect(await first.block('de|home|b0', 'zone', [drill])).toBe('zone');
    const second = page(store);
    expect(await second.block('de|home|b0', 'changed', [saw])).toBe('zone');
    expect(second.made()).toBe(0);
    expect([...second.tags]).toEqual([drill]);
    // Another key (another shop, another place on the page) is another block.
    expect(await second.block('fr|home|b0', 'zone fr')).toBe('zone fr');
    expect(second.made()).toBe(1);
  });

  it('drops a block by the tags of what it shows, and all of them when cleared', async () => {
    const store = new ComponentStore(60_000);
    await page(store).block('zone', 'drills', [drill]);
    await page(store).block('saws', 'saws', [saw]);
    expect(store.invalidate([drill])).toBe(1);
    const next = page(store);
    expect(await next.block('zone', 'drills again', [drill])).toBe('drills again');
    expect(await next.block('saws', 'saws again')).toBe('saws');
    store.clear();
    expect(await page(store).block('saws', 'saws again')).toBe('saws again');
  });

  it('makes a block once for the pages that ask for it at the same time', async () => {
    const store = new ComponentStore(60_000);
    const [a, b] = [page(store), page(store)];
    expect(await Promise.all([a.block('zone', 'A', [drill]), b.block('zone', 'B', [saw])])).toEqual(['A', 'A']);
    expect(a.made() + b.made()).toBe(1);
    expect([...b.tags]).toEqual([drill]);
  });

  it('does not keep what `keep` refuses (a block that failed), nor anything when off', async () => {
    const store = new ComponentStore(60_000);
    await page(store).block('zone', 'failed', [], () => false);
    expect(await page(store).block('zone', 'loaded')).toBe('loaded');
    const off = new ComponentStore(0);
    expect(off.enabled).toBe(false);
    await page(off).block('zone', 'one');
    expect(await page(off).block('zone', 'two')).toBe('two');
  });

  it('does not keep a block made while an invalidation came, which may show what it dropped', async () => {
    const store = new ComponentStore(60_000);
    const tags = new Set<CacheTag>();
    let finish!: (value: string) => void;
    const making = store
      .forPage(tags)
      .remember('zone', () => new Promise<string>((resolve) => (finish = resolve)), always);
    store.invalidate([drill]);
    finish('read before the change');
    expect(await making).toBe('read before the change');
    expect(await page(store).block('zone', 'read after')).toBe('read after');
  });

  it('forgets a block after its time', async () => {
    let now = 0;
    const store = new ComponentStore(1_000, 100, () => now);
    await page(store).block('zone', 'first');
    now = 999;
    expect(await page(store).block('zone', 'second')).toBe('first');
    now = 1_000;
    expect(await page(store).block('zone', 'third')).toBe('third');
  });
});
