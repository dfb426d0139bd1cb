// What carts and orders share: a change made against a cart at the version its caller read (ADR 022, ADR 024).

/** Why a change did not land: the cart is not the session's (or none), or the version named is stale. */
export type ChangeRefusal =
  { readonly kind: 'notFound' } | { readonly kind: 'conflict'; readonly currentVersion: number };
