import { describe, expect, it } from 'vitest';
import { navigationRedirect } from './navigation-redirect.ts';

describe('navigationRedirect (ADR 017: the URL rules for a client-side navigation’s page-context request)', () => {
  it.each([
    ['a native root product slug', '/drill-12345678', '', '/p/drill-12345678', 301],
    ['a native root category slug', '/drills', '', '/c/drills/', 301],
    ['upper case, the default 308 sent as permanent', '/Drills', '', '/drills/', 308],
    ['the first-page marker dropped', '/drills', 'page=1&sort=price-asc', '/drills/?sort=price-asc', 308],
    ['the alternative home slug', '/home', '', '/', 308],
  ])('%s: goes to the decision’s location', (_what, path, query, location, status) => {
    expect(navigationRedirect({ location, status }, { path, query })).toEqual({ location, status: 301 });
  });

  it('sends a temporary redirect as 302 (vike’s redirect() knows no 307)', () => {
    expect(navigationRedirect({ location: '/?a=1', status: 302 }, { path: '/x', query: '' })).toEqual({
      location: '/?a=1',
      status: 302,
    });
    expect(navigationRedirect({ location: '/', status: 307 }, { path: '/x', query: '' })?.status).toBe(302);
  });

  // vike asks /x/index.pageContext.json for /x and /x/ alike: the server sees /x for both (vike's urlToFile).
  it.each([
    ['a category’s slash', '/drills', '', '/drills/'],
    ['a content page’s slash, with its query', '/c/drills', '?sort=price-asc', '/c/drills/?sort=price-asc'],
    ['a slash too many', '/p/drill-12345678/', '', '/p/drill-12345678'],
    ['home', '/', '', '/'],
  ])('%s: no redirect, which would loop', (_what, path, query, location) => {
    expect(navigationRedirect({ location, status: 308 }, { path, query })).toBeNull();
  });

  it('redirects when only the query differs', () => {
    expect(navigationRedirect({ location: '/drills/', status: 308 }, { path: '/drills', query: 'page=1' })).toEqual({
      location: '/drills/',
      status: 301,
    });
  });
});
