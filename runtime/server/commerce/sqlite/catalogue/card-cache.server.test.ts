// ADR 019: the store's cards, read once per product and shop, dropped with what they show.
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../ports/catalogue-types.ts';
import { CardCache } from './card-cache.server.ts';

const card = (id: string, name = id) => ({ id, name, tags: ['new'] }) as unknown as ProductCard;

/** A reader of the store that counts what it is asked for, and knows only `known`. */
function reader(known: readonly string[], name = (id: string) => id) {
  const asked: string[][] = [];
  const read = (missing: readonly string[]) => {
    asked.push([...missing]);
    // In any order: the cache puts them in the order asked.
    return missing
      .filter((id) => known.includes(id))
      .map((id) => card(id, name(id)))
      .reverse();
  };
  return { read, asked };
}

describe('CardCache', () => {
  it('reads the cards it does not hold, together, and answers all in the order asked', () => {
    const cache = new CardCache();
    const store = reader(['a', 'b', 'c']);
    expect(cache.cards('de', ['a', 'b'], store.read).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(cache.cards('de', ['c', 'b', 'a'], store.read).map(({ id }) => id)).toEqual(['c', 'b', 'a']);
    expect(store.asked).toEqual([['a', 'b'], ['c']]);
  });

  it('keeps a card per shop, and a product without one as absent', () => {
    const cache = new CardCache();
    const store = reader(['a']);
    expect(cache.cards('de', ['a', 'gone'], store.read).map(({ id }) => id)).toEqual(['a']);
    expect(cache.cards('de', ['gone', 'a'], store.read).map(({ id }) => id)).toEqual(['a']);
    cache.cards('fr', ['a'], store.read);
    expect(store.asked).toEqual([['a', 'gone'], ['a']]);
  });

  it("reads a dropped product's cards again in every shop, the others not; all after clear", () => {
    const cache = new CardCache();
    let version = 1;
    const store = reader(['a', 'b'], (id) => `${id}${version}`);
    cache.cards('de', ['a', 'b'], store.read);
    cache.cards('fr', ['a'], store.read);
    version = 2;
    cache.drop(['a']);
    expect(cache.cards('de', ['a', 'b'], store.read).map(({ name }) => name)).toEqual(['a2', 'b1']);
    expect(cache.cards('fr', ['a'], store.read).map(({ name }) => name)).toEqual(['a2']);
    cache.clear();
    expect(cache.cards('de', ['b'], store.read).map(({ name }) => name)).toEqual(['b2']);
  });

  it('holds at most its number of cards, in every shop together, the least recently used products out first', () => {
    const cache = new CardCache(3);
    const store = reader(['a', 'b', 'c']);
    cache.cards('de', ['a'], store.read);
    cache.cards('fr', ['a'], store.read);
    cache.cards('de', ['b'], store.read);
    expect(cache.size).toBe(3);
    cache.cards('de', ['c'], store.read);
    // a, with its two cards, was used least recently: out.
    expect(cache.size).toBe(2);
    store.asked.length = 0;
    cache.cards('de', ['b', 'c'], store.read);
    cache.cards('de', ['a'], store.read);
    expect(store.asked).toEqual([['a']]);
  });

  it('keeps a whole answer larger than its limit, and counts a product asked twice once', () => {
    const cache = new CardCache(2);
    const store = reader(['a', 'b', 'c']);
    expect(cache.cards('de', ['a', 'b', 'c', 'a'], store.read).map(({ id }) => id)).toEqual(['a', 'b', 'c', 'a']);
    expect(store.asked).toEqual([['a', 'b', 'c']]);
    expect(cache.size).toBe(3);
    cache.drop(['b']);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('shares frozen cards: a page cannot change what the next one shows', () => {
    const cache = new CardCache();
    const [kept] = cache.cards('de', ['a'], reader(['a']).read);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(() => (kept!.tags as string[]).push('sale')).toThrow(TypeError);
  });
});
