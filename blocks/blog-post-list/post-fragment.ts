/**
 * The id a post's list item carries: its link's fragment ('/inspirations/#post-garden-1' → 'post-garden-1'), so
 * a teaser's link to the post lands on it. Null when the link has no fragment, or one that is no plain id (letters,
 * digits, '-' and '_'; an id with other characters would need escaping in the link that targets it).
 */
export function postFragment(url: string): string | null {
  const hash = url.indexOf('#');
  if (hash === -1) return null;
  const fragment = url.slice(hash + 1);
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(fragment) ? fragment : null;
}
