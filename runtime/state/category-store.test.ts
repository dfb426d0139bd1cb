// The navigation panel's category store on its own (spec/1 §2.4): made with a fake client — no page, no fetch — and
// what it holds after each read.
import { describe, expect, it, vi } from 'vitest';
import { fakeOperationClient } from '../../tests/fixtures/fake-operation-client.ts';
import { RequestError } from '../client/operation-client.ts';
import { createCategoryStore } from './category-store.ts';

const category = (key: string) => ({ key, name: key, link: `/${key}` }) as never;

describe('the category store (spec/1 §2.4 navigation panel)', () => {
  it('reads a category’s children once a language, and holds them', async () => {
    const { client, calls } = fakeOperationClient((_operation, payload) => ({
      results: [category(`${String(payload.parentKey)}-${String(payload.language)}`)],
    }));
    const store = createCategoryStore({ client });
    expect(store.childrenOf('tools', 'de')).toBeUndefined();
    await store.loadChildren('tools', 'de');
    await store.loadChildren('tools', 'de');
    expect(calls).toEqual([
      {
        operation: 'queryCategories',
        payload: { parentKey: 'tools', limit: 100, offset: 0, language: 'de' },
        signal: undefined,
      },
    ]);
    expect(store.childrenOf('tools', 'de')).toEqual([category('tools-de')]);
    // Another of the country's languages (a client-side move) reads them in it.
    expect(store.childrenOf('tools', 'fr')).toBeUndefined();
    await store.loadChildren('tools', 'fr');
    expect(store.childrenOf('tools', 'fr')).toEqual([category('tools-fr')]);
  });

  it('a read cancelled (another category chosen) or failed leaves the children unknown, to be read again', async () => {
    let answer: (value: unknown) => void = () => {};
    const { client, calls } = fakeOperationClient(() => new Promise((resolve) => (answer = resolve)));
    const store = createCategoryStore({ client });
    const chosen = new AbortController();
    const loading = store.loadChildren('tools', 'de', chosen.signal);
    expect(calls[0]!.signal).toBe(chosen.signal);
    chosen.abort();
    answer({ results: [category('drills')] });
    await loading;
    expect(store.childrenOf('tools', 'de')).toBeUndefined();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = createCategoryStore({
      client: fakeOperationClient(() => {
        throw new RequestError('/api/queryCategories', 500, 'down');
      }).client,
    });
    await failing.loadChildren('tools', 'de');
    expect(failing.childrenOf('tools', 'de')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
