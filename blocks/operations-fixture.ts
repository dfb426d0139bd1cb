// Test fixtures of the block loaders: a stand-in for the page's operations (the middleware in process) that
// answers from a table and records each call, and a Category answer as the store gives it
// (operation-answers.schema.json). Used by the tests beside the loaders only.
import type { Category, OperationAnswers, OperationRequests } from '../generated/types.ts';
import type { OperationClient, OperationName } from '../runtime/client/operation-client.ts';
import { shopRouteOf } from '../runtime/pages/shop-route.ts';
import type { BlockLoaderContext } from './block-types.ts';

type Answers = {
  [N in OperationName]?: (payload: OperationRequests[N]) => OperationAnswers[N];
};

export interface FakeOperations extends OperationClient {
  readonly calls: Array<{ readonly operation: OperationName; readonly payload: unknown }>;
}

/** Operations answering from `answers`; an operation without an answer fails as an unknown middleware would. */
export function fakeOperations(answers: Answers): FakeOperations {
  const calls: FakeOperations['calls'] = [];
  return {
    calls,
    async call(operation, payload) {
      calls.push({ operation, payload });
      const answer = answers[operation] as ((payload: unknown) => unknown) | undefined;
      if (answer === undefined) throw new Error(`Unknown middleware ${operation}`);
      return answer(payload) as never;
    },
  };
}

/** A loader's context on the page at `url` (the country from the host), at `now`. */
export function loaderContext(
  url: string,
  operations: OperationClient,
  now = new Date('2026-11-21T12:00:00Z'),
): BlockLoaderContext {
  const parsed = new URL(url);
  const shop = shopRouteOf(parsed.origin, parsed.pathname);
  if (shop === null) throw new Error(`No shop at ${url}`);
  return { shop, operations, now };
}

export function sampleCategory(key: string, overrides: Partial<Category> & { hasProducts?: boolean } = {}): Category {
  const { hasProducts = true, ...rest } = overrides;
  return {
    id: `cat-${key}`,
    key,
    name: key,
    slug: key,
    link: `/${key}/`,
    orderHint: '0.01',
    depth: 0,
    parent: null,
    ancestors: [],
    childCount: 0,
    metaTitle: key,
    metaDescription: key,
    type: 'all-categories',
    custom: {
      imageUrl: `/images/c/${key}.svg`,
      hasProducts,
      contentHtml: null,
      posts: [],
      relatedCategories: { related: [], industry: [], longtail: [] },
    },
    ...rest,
  };
}

/** A queryCategories answer holding the categories of `byKey` that the request's keys name. */
export function categoriesByKey(byKey: Record<string, Category>) {
  return (payload: OperationRequests['queryCategories']): OperationAnswers['queryCategories'] => {
    const results = (payload.keys ?? []).flatMap((key) => (byKey[key] ? [byKey[key]] : []));
    return { results, total: results.length, count: results.length, offset: 0, limit: payload.limit ?? 20 };
  };
}
