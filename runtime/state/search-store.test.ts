// The header search's store on its own (spec/1 §2.5, §9.7): made with a fake client and a storage in memory — no
// page, no fetch — on fake timers, and what its signals say as the shopper's text settles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOperationClient } from '../../tests/fixtures/fake-operation-client.ts';
import { RequestError } from '../client/operation-client.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_HITS_STORAGE_KEY } from '../domain/routing/search-bar.ts';
import { createSearchStore } from './search-store.ts';

const hit = (sku: string) => ({ id: sku, sku, name: sku, link: `/${sku}`, imageUrl: null, price: null });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function storeAnswering(answer: (payload: Record<string, unknown>) => unknown) {
  const { client, calls } = fakeOperationClient((_operation, payload) => answer(payload));
  const storage = memoryStorage();
  return { store: createSearchStore({ client, storage: () => storage }), calls, storage };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the search store (spec/1 §2.5)', () => {
  it('searches after the debounce, in the page’s language, and keeps the hits for conversion tracking', async () => {
    const { store, calls, storage } = storeAnswering(() => ({ hits: [hit('1000001')], total: 1 }));
    const searching = store.search('akku', 'de');
    expect(store.loading.value).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await searching;
    expect(calls[0]).toMatchObject({ operation: 'search', payload: { text: 'akku', limit: 8, language: 'de' } });
    expect(store.loading.value).toBe(false);
    expect(store.result.value).toEqual({ query: 'akku', hits: [hit('1000001')], total: 1 });
    expect(JSON.parse(storage.getItem(SEARCH_HITS_STORAGE_KEY)!)).toEqual([
      expect.objectContaining({ query: 'akku', sku: '1000001' }),
    ]);
  });

  it('a newer text cancels the search on its way (its debounce or its request); the caller’s signal too', async () => {
    const { store, calls } = storeAnswering((payload) => ({ hits: [hit(String(payload.text))], total: 1 }));
    const first = store.search('ak', 'de');
    const second = store.search('akku', 'de');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await Promise.all([first, second]);
    expect(calls.map(({ payload }) => (payload as { text: string }).text)).toEqual(['akku']);

    const left = new AbortController();
    const leaving = store.search('bohrer', 'de', left.signal);
    left.abort();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await leaving;
    expect(calls).toHaveLength(1);
    expect(store.result.value!.query).toBe('akku');
  });

  it('shows the hits where the browser refuses its storage (private mode)', async () => {
    const { client } = fakeOperationClient(() => ({ hits: [hit('1000001')], total: 1 }));
    const store = createSearchStore({
      client,
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const searching = store.search('akku', 'de');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await searching;
    expect(store.result.value!.hits).toHaveLength(1);
  });

  it('a text too short searches nothing and shows no hits; a failed search only loses the hits', async () => {
    const { store, calls } = storeAnswering(() => {
      throw new RequestError('/api/search', 500, 'down');
    });
    await store.search(null, 'de');
    expect([store.result.value, store.loading.value, calls]).toEqual([null, false, []]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const searching = store.search('akku', 'de');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await searching;
    expect([store.result.value, store.loading.value]).toEqual([null, false]);
  });
});
