import { Suspense, useEffect, type ReactNode } from 'react';
import type { LanguageCode } from '../../../generated/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { installQuickAdd } from '../cart/add-flow.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import { Sidebars } from '../cart/Sidebars.tsx';
import { Notifications } from '../notifications/Notifications.tsx';
import { StaticBlock } from '../static-block/StaticBlock.tsx';
import '../../../generated/block-styles.ts';
import { addPageOf } from '../../state/added-item.ts';
import { useShop } from '../../view/use-shop.ts';
import { CategoryBar } from './CategoryBar.tsx';
import { Header } from './Header.tsx';
import { NavigationPanel } from './NavigationPanel.tsx';
import { NewsletterBlock } from './NewsletterBlock.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import './frame.css';

/**
 * spec/1 §2.2 Layouts: header, content, the newsletter block for guests, footer. The route's layout (routes.json)
 * picks the variant: full width, without footer, or the centred checkout container.
 */
export function Frame({ children }: { children: ReactNode }) {
  const { shop, frame } = useShop();
  const layout = shop.layout;
  const isProduct = shop.routeKeys.length === 1 && shop.routeKeys[0] === 'product';
  // Every visitor is a guest until accounts land (spec/3); the block is then hidden for signed-in customers.
  const isGuest = true;
  // The session's cart arrives after hydration (ADR 023: the page's HTML is the same for every visitor).
  const store = useCartStore();
  useEffect(() => void store.load(shop.language as LanguageCode), [shop.language, store]);
  // spec/2 §4 live updates: the cart's changes in other tabs and stock changes arrive while the page lives.
  useEffect(() => store.watchLive(), [store]);
  // spec/2 §2 quick add-to-cart on every card of the page, server-rendered blocks' included (add-flow.ts).
  const { t } = useTranslation();
  const addPage = addPageOf(shop);
  useEffect(
    () => installQuickAdd(t, store, { country: addPage.country, onPaymentPage: addPage.onPaymentPage }),
    [t, store, addPage.country, addPage.onPaymentPage],
  );
  return (
    <>
      <ProgressBar />
      {/* spec/1 §2.9 the promo banner block loaded for the page frame, as the server rendered it. */}
      {frame.promoBanner ? <StaticBlock entry={frame.promoBanner} /> : null}
      {/* Hydrated in parts (ADR 041): the header's and the page's own boundaries each hydrate in short slices after
          the frame, not in one long task; a click before that hydrates its part first and is replayed. */}
      <Suspense fallback={null}>
        <Header />
        <CategoryBar />
        <NavigationPanel />
      </Suspense>
      <main
        id="content"
        tabIndex={-1}
        className={[
          'content',
          `content--${layout}`,
          // spec/1 §2.2 extra bottom padding on product pages for the sticky add-to-cart bar.
          isProduct ? 'content--sticky-bar-space' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      {isGuest && layout !== 'noFooter' && layout !== 'centred' && <NewsletterBlock />}
      {/* spec/1 §2.7 the footer, as the server rendered it (it is not interactive: ADR 019). */}
      {layout !== 'noFooter' && frame.footer ? <StaticBlock entry={frame.footer} /> : null}
      <Sidebars />
      <Notifications />
    </>
  );
}
