import { navigate } from 'vike/client/router';
import { withQuery } from '../../domain/routing/query-string.ts';

/** Goes to another view of the listing with client-side routing: the page's path with a new query. */
export function goTo(basePath: string, query: string): void {
  void navigate(withQuery(basePath, query));
}
