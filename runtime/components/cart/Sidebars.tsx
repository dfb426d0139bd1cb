import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { openSidebar } from '../../state/ui-state.ts';

// Sidebars and dialogs load on first use (ADR 023): their code is not in the page's first JavaScript.
const CartSidebar = lazy(() => import('./CartSidebar.tsx'));
const ExtraGuaranteeSidebar = lazy(() => import('./ExtraGuaranteeSidebar.tsx'));
const ComplementarySidebar = lazy(() => import('./ComplementarySidebar.tsx'));

/** The sidebar open over the page, if any (spec/2 §2). */
export function Sidebars() {
  useSignals();
  const open = openSidebar.value;
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      {open === 'cart' && <CartSidebar />}
      {open === 'extraGuarantee' && <ExtraGuaranteeSidebar />}
      {open === 'complementaryProducts' && <ComplementarySidebar />}
    </Suspense>
  );
}
