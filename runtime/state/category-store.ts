// The navigation panel's categories in the browser (spec/1 §2.4, §4): the children of each first-level category the
// shopper chose, read when first chosen and kept for the tab, a language at a time (a client-side move to another of
// the country's languages reads them again in it). One store a tab (createCategoryStore), made by the frame's provider
// with the client it is given.
import { signal } from '@preact/signals-react';
import type { LanguageCode } from '../../generated/index.ts';
import type { Category } from '../../generated/types.ts';
import type { OperationClient } from '../client/operation-client.ts';

/** The most children the panel lists under a category (Not from the spec: above any first level the seed has). */
const CHILDREN_LIMIT = 100;

export interface CategoryStore {
  /** The children of a category read in a language; undefined until they are. Reads a signal: a render follows it. */
  childrenOf(parentKey: string, language: LanguageCode): readonly Category[] | undefined;
  /**
   * Reads the children of a category in a language unless they are known. `signal` cancels the read (the shopper
   * chose another category, the panel left); a cancelled or failed read leaves them unknown.
   */
  loadChildren(parentKey: string, language: LanguageCode, signal?: AbortSignal): Promise<void>;
}

export function createCategoryStore({ client }: { readonly client: OperationClient }): CategoryStore {
  const children = signal<ReadonlyMap<string, readonly Category[]>>(new Map());
  const keyOf = (parentKey: string, language: LanguageCode) => `${language}/${parentKey}`;

  return {
    childrenOf: (parentKey, language) => children.value.get(keyOf(parentKey, language)),

    async loadChildren(parentKey, language, signal) {
      const key = keyOf(parentKey, language);
      if (children.peek().has(key)) return;
      try {
        const answer = await client.call(
          'queryCategories',
          { parentKey, limit: CHILDREN_LIMIT, offset: 0, language },
          signal === undefined ? {} : { signal },
        );
        if (signal?.aborted) return;
        children.value = new Map(children.peek()).set(key, answer.results);
      } catch (error) {
        if (!signal?.aborted) console.warn('The categories could not be read', error);
      }
    },
  };
}
