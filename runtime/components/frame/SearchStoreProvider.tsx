import { createContext, useContext, useState, type ReactNode } from 'react';
import { createOperationClient } from '../../client/operation-client.ts';
import { createSearchStore, type SearchStore } from '../../state/search-store.ts';

const SearchStoreContext = createContext<SearchStore | null>(null);

/**
 * The header search's store (runtime/state/search-store.ts), made once when the combobox takes over the plain field,
 * and given to it below; it comes with the combobox's code, which no page loads before it is idle.
 */
export function SearchStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createSearchStore({ client: createOperationClient(), storage: () => window.localStorage }),
  );
  return <SearchStoreContext.Provider value={store}>{children}</SearchStoreContext.Provider>;
}

/** The header search's store. */
export function useSearchStore(): SearchStore {
  const store = useContext(SearchStoreContext);
  if (store === null) throw new Error('No search store here: the combobox renders in SearchStoreProvider');
  return store;
}
