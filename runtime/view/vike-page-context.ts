// The page contexts the shop builds itself, given to what is typed for vike's own: the direct renderer's, which runs
// the pages' hooks and components without vike (ADR 015, runtime/server/rendering/direct-render.server.ts), and the
// page context a block or the frame's footer is rendered in on the server (blocks/load-blocks.server.ts) or a component
// in a test. Each is read as vike's here, and nowhere else.
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { PageContextServer } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';

/** `pageContext` as vike's hooks (onCreatePageContext, guard, data, a setting's function) and vike-react take it. */
export function vikePageContext(pageContext: object): PageContextServer {
  // The one cast: vike's type also names its internals (dangerouslyUseInternals, the global context …), which the
  // shop's hooks and components never read. What they read — the shop's part (page-context.d.ts), the URL, the route
  // and the data — is what a page context the shop builds carries.
  return pageContext as PageContextServer;
}

/** `children` in vike-react's page-context provider, so that usePageContext() reads `pageContext`. */
export function inVikePageContext(pageContext: object, children: ReactNode): ReactElement {
  return createElement(VikeReactProviderPageContext, { pageContext: vikePageContext(pageContext), children });
}
