import { createContext, useContext, useState, type ReactNode } from 'react';
import { createOperationClient } from '../../client/operation-client.ts';
import { createCategoryStore, type CategoryStore } from '../../state/category-store.ts';

const CategoryStoreContext = createContext<CategoryStore | null>(null);

/**
 * The tab's category store (runtime/state/category-store.ts), made once by the frame every page sits in (+Layout.tsx)
 * and given to the navigation panel below.
 */
export function CategoryStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCategoryStore({ client: createOperationClient() }));
  return <CategoryStoreContext.Provider value={store}>{children}</CategoryStoreContext.Provider>;
}

/** The tab's category store. */
export function useCategoryStore(): CategoryStore {
  const store = useContext(CategoryStoreContext);
  if (store === null)
    throw new Error('No category store here: every page renders in CategoryStoreProvider (+Layout.tsx)');
  return store;
}
